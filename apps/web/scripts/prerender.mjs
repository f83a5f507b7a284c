// Prerenders the public pages after `vite build` (client, into dist) and `vite build --ssr` (into
// dist/.ssr, which the server does not serve): each page's HTML goes to dist/prerendered/<path>.html, inside a copy of dist/index.html
// that also links the page's own CSS and chunks, and dist/prerendered.json tells the server
// (apps/server/src/web/static.ts) which path answers with which file, and what goes in the sitemap.
//
// Each page renders in its own worker thread: the SSR build records every source module it
// evaluates (vite.config.ts, recordModules), so a fresh module graph per page tells exactly which
// lazy pages it loaded, and the client build's manifest gives their CSS and chunks.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB, 'dist');
const SSR_ENTRY = join(WEB, 'dist', '.ssr', 'entry-server.js');
const OUT_DIR = 'prerendered';

function renderInWorker(path) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { path } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`prerendering ${path} exited with ${code}`));
    });
  });
}

/** The files a manifest chunk needs: its own, its static imports' (recursively), and their CSS. */
function chunkFiles(manifest, key, seen = new Set()) {
  if (seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return { js: [], css: [] };
  const js = [chunk.file];
  const css = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) {
    const more = chunkFiles(manifest, imported, seen);
    js.push(...more.js);
    css.push(...more.css);
  }
  return { js, css };
}

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A stylesheet inlined, so the first paint waits for no request but the page's own: its rules in a <style>, and
 * the <link> kept but `disabled` (never fetched), so that Vite's loader of a lazy page, which looks for the link
 * of each stylesheet it needs, finds it there and does not fetch it again.
 */
const inlinedCss = (file) =>
  `<style data-inlined="/${escapeAttr(file)}">${readFileSync(join(DIST, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` +
  `<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}" disabled>`;

/** The page's largest picture, as the prerendered markup first names it: a video's poster or an image. */
function heroImage(html) {
  const found = /<video\b[^>]*\bposter="([^"]+)"/.exec(html) ?? /<img\b[^>]*\bsrc="(\/[^"]+)"/.exec(html);
  return found ? found[1] : null;
}

function pageHtml(template, manifest, page) {
  const files = { js: new Set(), css: new Set() };
  for (const module of page.modules) {
    if (!manifest[module]) continue;
    const { js, css } = chunkFiles(manifest, module);
    js.forEach((f) => files.js.add(f));
    css.forEach((f) => files.css.add(f));
  }
  const hero = heroImage(page.html);
  const links = [
    // The largest paint is the hero picture: fetched with the stylesheets, not once they have been applied.
    ...(hero ? [`<link rel="preload" as="image" href="${hero}" fetchpriority="high">`] : []),
    ...[...files.css].filter((f) => !template.includes(`/${f}"`)).map(inlinedCss),
  ];
  const scheme = page.dark ? 'dark' : 'light';
  const html = template
    // No modulepreload: the markup is already on screen, so the first paint must not share the network with the
    // scripts that only take it over. The entry finds its chunks itself; until it has hydrated, <html> carries
    // data-prerendered and #root's elements have no React fiber (the e2e fixture waits for that).
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    // The template's own stylesheets (the entry's) are inlined like the page's.
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file) => inlinedCss(file))
    // Mantine's colour scheme before any script runs (mantineHtmlProps): no flash of the other one.
    .replace('<html lang="en">', `<html lang="en" data-mantine-color-scheme="${scheme}" data-prerendered>`)
    .replace('</head>', `${links.map((l) => `    ${l}\n`).join('')}  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (!html.includes(page.html)) throw new Error('dist/index.html has no empty <div id="root"></div>');
  return html;
}

async function main() {
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const { PRERENDERED_PATHS, SITEMAP_PATHS } = await import(pathToFileURL(SSR_ENTRY).href);

  rmSync(join(DIST, OUT_DIR), { recursive: true, force: true });
  const pages = {};
  const queue = [...PRERENDERED_PATHS];
  const started = Date.now();
  const workers = Array.from({ length: Math.min(4, availableParallelism()) }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const page = await renderInWorker(path);
      const file = `${OUT_DIR}${path === '/' ? '/index' : path}.html`;
      mkdirSync(dirname(join(DIST, file)), { recursive: true });
      writeFileSync(join(DIST, file), pageHtml(template, manifest, page));
      pages[path] = file;
    }
  });
  await Promise.all(workers);

  const ordered = Object.fromEntries(PRERENDERED_PATHS.map((p) => [p, pages[p]]));
  writeFileSync(
    join(DIST, 'prerendered.json'),
    `${JSON.stringify({ pages: ordered, sitemap: SITEMAP_PATHS }, null, 2)}\n`,
  );
  console.log(`prerendered ${PRERENDERED_PATHS.length} pages in ${Date.now() - started} ms`);
}

if (!isMainThread) {
  // React's production build, as in the browser bundle (the markup is the same, the render faster).
  process.env.NODE_ENV = 'production';
  const entry = await import(pathToFileURL(SSR_ENTRY).href);
  const page = await entry.render(workerData.path);
  parentPort.postMessage({ ...page, modules: [...(globalThis.__stagepassModules ?? [])] });
} else {
  await main();
}
