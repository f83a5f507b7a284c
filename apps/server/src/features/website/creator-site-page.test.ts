import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultWebsiteSettings } from '@stagepass/domain/creator-website';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';
import { siteWorld } from './website-fixtures';

// The built web app's shell, as the server serves it for routes it does not write itself.
const dist = mkdtempSync(join(tmpdir(), 'stagepass-creator-site-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Your time is now</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = useTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'https://stagepass.example' } });
const m = marketplace(t, 'creator-site.test');
const w = siteWorld(t, m);

const XSS = '<script>alert(1)</script>';

/** A talent whose every text tries to break out of the page, with a booking, a product and a post. */
async function publishedTalent(template = 'spotlight' as const) {
  const star = await w.talent({ name: `Nova "Live" ${XSS}`, bio: 'Bio & more' });
  await w.booking(star.id, `Harbor <Lights>`);
  await w.product(star.id, `Club <img src=x onerror=alert(2)>`, 'Stems');
  await w.post(star.id, `Studio ${XSS}`, `Caption "quoted" & more`);
  await m.ok(
    'update_user_tmpl',
    {
      template_id: template,
      settings: { ...defaultWebsiteSettings(template), headline: `"><svg onload=alert(3)>`, about: '' },
    },
    star.token,
  );
  await m.ok('publish_user_tmpl', { publish: true }, star.token);
  return star;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/c/{username}, the published creator website (spec 000 §2.10, issue 15)', () => {
  it('is written by the server: a fast page with its title, description and Open Graph tags', async () => {
    const star = await publishedTalent();
    const res = await get(`/c/${star.username}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    const name = 'Nova &quot;Live&quot; &lt;script&gt;alert(1)&lt;/script&gt;';
    const headline = '&quot;&gt;&lt;svg onload=alert(3)&gt;';
    expect(html).toContain(`<title>${name} · Stagepass</title>`);
    expect(html).toContain(`<meta name="description" content="${headline}" />`);
    expect(html).toContain(`<meta property="og:title" content="${name}" />`);
    expect(html).toContain(`<meta property="og:description" content="${headline}" />`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(`<meta property="og:url" content="https://stagepass.example/c/${star.username}" />`);
    expect(html).toContain('<meta property="og:image" content="https://stagepass.example/media/profiles/star.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<link rel="canonical" href="https://stagepass.example/c/${star.username}" />`);
    // The talent's profile, booking, product and post, each escaped.
    expect(html).toContain(`<h1>${name}</h1>`);
    expect(html).toContain('Harbor &lt;Lights&gt;');
    expect(html).toContain('Club &lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('Studio &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Caption &quot;quoted&quot; &amp; more');
    expect(html).toContain('Bio &amp; more');
    expect(html).toContain('<li>Musician</li>');
    // Nothing the talent typed became markup, and the page runs no script: not the app's, not anyone's.
    expect(html).not.toMatch(/<script|<svg|<img src=x/i);
    expect(html).not.toMatch(/content=""|alt=""><svg/);
    expect(html).not.toContain('<div id="root">');
    expect(html).not.toContain(star.email);
    // The template's sections in its order: Spotlight shows bookings, products, then posts.
    const order = ['id="bookings"', 'id="products"', 'id="posts"'].map((s) => html.indexOf(s));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('finds the talent whatever the case of the username, and follows the template chosen', async () => {
    const star = await publishedTalent();
    await m.ok(
      'update_user_tmpl',
      { template_id: 'storefront', settings: { ...defaultWebsiteSettings('storefront'), show_posts: false } },
      star.token,
    );
    const html = (await get(`/c/${star.username.toUpperCase()}`)).body;
    expect(html).toContain('class="inline t-storefront"');
    expect(html.indexOf('id="products"')).toBeLessThan(html.indexOf('id="bookings"'));
    expect(html).not.toContain('id="posts"');
  });

  it('falls through to the app (its redirect to /dash/c/{username}) when nothing is published', async () => {
    const star = await publishedTalent();
    const draft = await w.talent();
    await m.ok('update_user_tmpl', { template_id: 'tour', settings: defaultWebsiteSettings('tour') }, draft.token);
    const none = await w.talent();
    for (const url of [`/c/${draft.username}`, `/c/${none.username}`, '/c/nobody-here', '/c/%3Cscript%3E']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Your time is now</title>');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    await m.ok('publish_user_tmpl', { publish: false }, star.token);
    expect((await get(`/c/${star.username}`)).body).toContain('<div id="root"></div>');
  });
});
