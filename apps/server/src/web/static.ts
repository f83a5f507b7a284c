import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { SetHeadersResponse } from '@fastify/static';

/**
 * What the web build prerendered (apps/web/scripts/prerender.mjs writes dist/prerendered.json): the
 * public pages' HTML by path, and the public paths for the sitemap.
 */
export interface PrerenderManifest {
  /** '/auth/pricing' → 'prerendered/auth/pricing.html', relative to dist. */
  pages: Record<string, string>;
  /** Paths for sitemap.xml, prerendered pages and the static legal documents. */
  sitemap: string[];
}

export const PRERENDER_MANIFEST = 'prerendered.json';

/** Hashed build output (Vite's assets folder): a new build writes new names, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, robots, media, the legal documents) is checked with the server on each use. */
const REVALIDATE = 'no-cache';

/** Areas that are not for search engines: members' screens, the API, the development pages, link hand-offs. */
const DISALLOWED = ['/dash', '/api', '/dev', '/redirect', '/mobile'];

function readManifest(dist: string): PrerenderManifest | null {
  const file = join(dist, PRERENDER_MANIFEST);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PrerenderManifest>;
  return { pages: parsed.pages ?? {}, sitemap: parsed.sitemap ?? [] };
}

function cacheHeaders(dist: string) {
  const assets = join(dist, 'assets') + sep;
  return (res: SetHeadersResponse, path: string): void => {
    res.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    // The same address answers brotli, gzip or plain by Accept-Encoding (preCompressed below).
    res.setHeader('Vary', 'Accept-Encoding');
  };
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function robotsTxt(publicUrl: string, withSitemap: boolean): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`)];
  if (withSitemap) lines.push('', `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`);
  return `${lines.join('\n')}\n`;
}

export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(new URL(p, publicUrl).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface WebOptions {
  /** The built web app (apps/web/dist); empty disables it. */
  dist: string;
  /** Absolute address of the site, for the sitemap's URLs. */
  publicUrl: string;
  /**
   * Pages whose HTML carries tags made for the object they show (link previews: crawlers run no JavaScript): the
   * route, and the head tags for its parameters (null for none). They replace the app's <title>.
   */
  headTags?: Record<string, (params: Record<string, string>) => Promise<string | null>>;
  /**
   * Pages the server writes whole (a creator website at /c/{username}): the route, and its HTML for the parameters,
   * or null to serve the app there instead.
   */
  serverPages?: Record<string, (params: Record<string, string>) => Promise<string | null>>;
}

/**
 * Serves the built web app: hashed assets cached for a year, brotli or gzip copies made at build time
 * when the browser takes them, the prerendered public pages as they are, and index.html for every other
 * GET so client routes load. robots.txt and sitemap.xml are answered here, from PUBLIC_URL.
 */
export async function webRoutes(
  app: FastifyInstance,
  { dist, publicUrl, headTags = {}, serverPages = {} }: WebOptions,
) {
  const hasWeb = dist !== '' && existsSync(join(dist, 'index.html'));
  const manifest = hasWeb ? readManifest(dist) : null;

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .send(robotsTxt(publicUrl, Boolean(manifest))),
  );
  if (manifest) {
    const body = sitemapXml(publicUrl, manifest.sitemap);
    app.get('/sitemap.xml', async (_req, reply) =>
      reply.type('application/xml; charset=utf-8').header('Cache-Control', REVALIDATE).send(body),
    );
  }

  if (!hasWeb) {
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' }));
    return;
  }

  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    // '/' is the prerendered landing page (or index.html, below), not a directory index.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(dist),
  });

  const sendHtml = (reply: FastifyReply, file: string) =>
    reply.type('text/html; charset=utf-8').sendFile(file, { cacheControl: false });

  for (const [path, file] of Object.entries(manifest?.pages ?? {})) {
    app.get(path, (_req, reply) => sendHtml(reply, file));
  }
  if (!manifest?.pages['/']) app.get('/', (_req, reply) => sendHtml(reply, 'index.html'));

  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const withHeadTags = Object.entries(headTags).map(([route, tagsFor]) => {
    const render = async (params: Record<string, string>) => {
      const tags = await tagsFor(params);
      return tags ? shell.replace(/<title>[^<]*<\/title>/, tags) : null;
    };
    return [route, render] as const;
  });
  for (const [route, render] of [...withHeadTags, ...Object.entries(serverPages)]) {
    app.get<{ Params: Record<string, string> }>(route, async (req, reply) => {
      const html = await render(req.params);
      if (html === null) return sendHtml(reply, 'index.html');
      return reply.type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).send(html);
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (req.method === 'GET' && !path.startsWith('/api') && !path.startsWith('/dev/')) {
      return sendHtml(reply, 'index.html');
    }
    return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
