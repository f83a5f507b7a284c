import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_MANIFEST, webRoutes } from './static';

// A built web app as scripts/prerender.mjs and scripts/compress.mjs leave it, in a temp folder.
const SHELL = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const PRICING = '<!doctype html><html lang="en"><body><div id="root"><h1>Pricing</h1></div></body></html>';
const LANDING = '<!doctype html><html lang="en"><body><div id="root"><h1>Your time is now</h1></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const PUBLIC_URL = 'https://stagepass.example';

let dist: string;
let app: FastifyInstance;

function write(path: string, body: string, compressed = false) {
  const file = join(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'stagepass-static-'));
  write('index.html', SHELL, true);
  write('assets/index-AbC123.js', SCRIPT, true);
  write('assets/tiny-XyZ789.css', 'a{color:red}');
  write('terms.html', '<h1>Terms</h1>');
  write('prerendered/index.html', LANDING, true);
  write('prerendered/auth/pricing.html', PRICING, true);
  write(
    PRERENDER_MANIFEST,
    JSON.stringify({
      pages: { '/': 'prerendered/index.html', '/auth/pricing': 'prerendered/auth/pricing.html' },
      sitemap: ['/', '/auth/pricing', '/terms.html'],
    }),
  );
  app = Fastify();
  await webRoutes(app, { dist, publicUrl: PUBLIC_URL });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed assets', () => {
  it('sends the brotli copy to a browser that takes brotli, with Vary', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that takes no encoding, or when there is no compressed copy', async () => {
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const small = await get('/assets/tiny-XyZ789.css', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('a{color:red}');
  });
});

describe('cache headers', () => {
  it('caches hashed assets for a year, immutable', async () => {
    for (const url of ['/assets/index-AbC123.js', '/assets/tiny-XyZ789.css']) {
      expect((await get(url, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the browser check HTML and unhashed files with the server every time', async () => {
    for (const url of ['/', '/auth/pricing', '/dash/settings', '/index.html', '/terms.html', '/robots.txt']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('prerendered pages', () => {
  it('answers a prerendered path with its page, compressed, whatever the query', async () => {
    const res = await get('/auth/pricing?ad_id=7', 'br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PRICING);
    expect((await get('/')).body).toBe(LANDING);
  });

  it('answers every other client route with the app shell, and unknown API paths with JSON 404', async () => {
    const page = await get('/dash/settings');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(SHELL);
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is text that keeps crawlers out of the members’ and technical areas', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).not.toContain('<html');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const area of ['/dash', '/api', '/dev', '/redirect', '/mobile']) expect(lines).toContain(`Disallow: ${area}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages as absolute URLs from PUBLIC_URL', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/auth/pricing`, `${PUBLIC_URL}/terms.html`]);
  });

  it('control: without a web build there is no sitemap, and robots.txt does not point to one', async () => {
    const bare = Fastify();
    await webRoutes(bare, { dist: '', publicUrl: PUBLIC_URL });
    const robots = await bare.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).not.toContain('Sitemap:');
    expect((await bare.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'GET', url: '/dash/settings' })).statusCode).toBe(404);
    await bare.close();
  });
});
