import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { talentTraits } from '@stagepass/db/schema/bookings';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 13: shared talent and business links preview with the member's name, traits or area and photo. */
describe('link previews of /dash/c/{id or username} and /dash/b/{id}', () => {
  let t: TestApp;
  let dist: string;
  const ids = { talent: 0, business: 0, fan: 0, gone: 0 };

  async function member(values: Partial<typeof members.$inferInsert>) {
    const [row] = await t.db
      .insert(members)
      .values({ email: `${values.name}@preview.test`, name: 'x', createdAt: new Date(t.clock.now()), ...values })
      .returning({ id: members.id });
    return row!.id;
  }

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'stagepass-profile-preview-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Your time is now</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://stagepass.example' });
    ids.talent = await member({
      name: 'Nova "Live" <Star>',
      username: 'nova',
      isSpecialist: true,
      image: '/media/profiles/nova.webp',
      phone: '+14155550188',
      address: '9 Hidden Way',
      locality: 'Oakland',
      administrativeArea: 'CA',
      country: 'US',
    });
    await t.db.insert(talentTraits).values([
      { talentId: ids.talent, traitId: 1 },
      { talentId: ids.talent, traitId: 102 },
    ]);
    ids.business = await member({ name: 'Bayside Venue', isBusiness: true, locality: 'San Francisco', country: 'US' });
    ids.fan = await member({ name: 'Plain Fan' });
    ids.gone = await member({ name: 'Gone Talent', username: 'gone', isSpecialist: true, active: false });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("writes the talent's name, traits, area and photo as Open Graph tags, by id or username", async () => {
    for (const url of [`/dash/c/${ids.talent}`, '/dash/c/NOVA']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const html = res.body;
      expect(html).toContain('<title>Nova &quot;Live&quot; &lt;Star&gt; · Stagepass</title>');
      expect(html).toContain('<meta property="og:title" content="Nova &quot;Live&quot; &lt;Star&gt;" />');
      expect(html).toContain(
        '<meta property="og:description" content="Musician, Guitarist · Oakland, CA, US · Talent on Stagepass" />',
      );
      expect(html).toContain(
        '<meta property="og:image" content="https://stagepass.example/media/profiles/nova.webp" />',
      );
      expect(html).toContain('<meta property="og:url" content="https://stagepass.example/dash/c/nova" />');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toMatch(/Your time is now|4155550188|Hidden Way|preview\.test/);
    }
  });

  it("writes the business's name and area", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/dash/b/${ids.business}` });
    expect(res.body).toContain('<meta property="og:title" content="Bayside Venue" />');
    expect(res.body).toContain('<meta property="og:description" content="San Francisco, US · Events on Stagepass" />');
    expect(res.body).toContain(`<meta property="og:url" content="https://stagepass.example/dash/b/${ids.business}" />`);
    expect(res.body).not.toContain('og:image');
  });

  it('describes no fan, no inactive member, no wrong role and no unknown id: the plain app page loads', async () => {
    for (const url of [
      `/dash/c/${ids.fan}`,
      `/dash/c/${ids.business}`,
      '/dash/c/gone',
      `/dash/c/${ids.gone}`,
      `/dash/b/${ids.talent}`,
      '/dash/b/999999',
      '/dash/b/abc',
      '/dash/c/%20',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Your time is now</title>');
      expect(res.body, url).not.toContain('og:title');
    }
    await t.db.update(members).set({ active: false }).where(eq(members.id, ids.business));
    const off = await t.app.inject({ method: 'GET', url: `/dash/b/${ids.business}` });
    expect(off.body).not.toContain('Bayside');
  });
});
