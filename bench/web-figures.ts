// The web figures of issue 8 §5: what the first load of a route weighs, and its Lighthouse scores.
// Both drive Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) against a running server, e.g.
// the built app served by the API server in production mode. Run alone:
//   npx tsx bench/web-figures.ts http://127.0.0.1:4105 / /sf /auth/pricing

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RouteWeight {
  route: string;
  /** JavaScript requested before the load event: each file's size once gzipped, summed (KB = 1024 bytes). */
  jsGzipKb: number;
  cssGzipKb: number;
  /** All JavaScript the route loads until the network is idle (the hydrating page's chunks too), gzipped. */
  jsGzipKbUntilIdle: number;
  /** What actually crossed the wire for them (the server may send brotli). */
  jsTransferKb: number;
  cssTransferKb: number;
  jsFiles: number;
  cssFiles: number;
}

export interface RouteScores {
  route: string;
  /** 0–100, mobile form factor with Lighthouse's default simulated throttling. */
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Ids of the accessibility audits that failed (e.g. 'color-contrast'), empty when none. */
  accessibilityFailures: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Loads each route in a fresh Chromium context (empty cache) and sums the JavaScript and CSS the page
 * asked for before its load event. Sizes are gzip at level 9 of each decoded body, so they compare
 * with the targets whatever encoding the server chose.
 */
export async function firstLoadWeights(baseUrl: string, routes: readonly string[]): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const results: RouteWeight[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const pending: Promise<{ type: 'js' | 'css'; gzip: number; transfer: number; start: number } | null>[] = [];
      page.on('request', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          (async () => {
            const response = await request.response();
            if (!response || !response.ok()) return null;
            const body = await response.body();
            const sizes = await request.sizes();
            return {
              start: request.timing().startTime,
              type: type === 'script' ? 'js' : 'css',
              gzip: gzipSync(body, { level: 9 }).length,
              transfer: sizes.responseBodySize,
            };
          })(),
        );
      });
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
      // Requests the page started before its load event (not those the load event itself set off).
      const loadAt = Number(
        await page.evaluate(
          'performance.timeOrigin + (performance.getEntriesByType("navigation")[0]?.loadEventStart ?? performance.now())',
        ),
      );
      const all = (await Promise.all(pending)).filter((f) => f !== null);
      const files = all.filter((f) => f.start <= loadAt);
      const sum = (t: 'js' | 'css', k: 'gzip' | 'transfer') =>
        kb(files.filter((f) => f.type === t).reduce((n, f) => n + f[k], 0));
      results.push({
        route,
        jsGzipKb: sum('js', 'gzip'),
        jsGzipKbUntilIdle: kb(all.filter((f) => f.type === 'js').reduce((n, f) => n + f.gzip, 0)),
        cssGzipKb: sum('css', 'gzip'),
        jsTransferKb: sum('js', 'transfer'),
        cssTransferKb: sum('css', 'transfer'),
        jsFiles: files.filter((f) => f.type === 'js').length,
        cssFiles: files.filter((f) => f.type === 'css').length,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility', { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
}

function runLighthouse(url: string): Promise<LighthouseReport> {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--form-factor=mobile',
    '--only-categories=performance,accessibility',
    `--chrome-path=${CHROME_PATH}`,
    `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out) as LighthouseReport);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  });
}

/**
 * Lighthouse 12 (the `lighthouse` package; 13 needs Node 22) on each route, one after another: mobile
 * form factor, default simulated throttling, performance and accessibility only.
 */
export async function lighthouseScores(baseUrl: string, routes: readonly string[]): Promise<RouteScores[]> {
  const results: RouteScores[] = [];
  for (const route of routes) {
    const report = await runLighthouse(new URL(route, baseUrl).href);
    const score = (c: 'performance' | 'accessibility') => Math.round((report.categories[c].score ?? 0) * 100);
    const value = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
    results.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
      accessibilityFailures: report.categories.accessibility.auditRefs
        .map((ref) => ref.id)
        .filter((id) => report.audits[id]?.score === 0),
    });
  }
  return results;
}

// Run directly: print both tables for the routes on the command line.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://127.0.0.1:4105', ...given] = process.argv.slice(2);
  const routes = given.length ? given : ['/', '/sf', '/auth/pricing'];
  console.table(await firstLoadWeights(baseUrl, routes));
  console.table(
    (await lighthouseScores(baseUrl, routes)).map((r) => ({
      ...r,
      accessibilityFailures: r.accessibilityFailures.join(' '),
    })),
  );
}
