import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import * as repo from './events-repository';

/** Issue 9: a shared event link previews with the event's name, date and image, without JavaScript. */
describe('link previews of /dash/event/{eventId}', () => {
  let t: TestApp;
  let dist: string;
  let businessId: number;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'stagepass-preview-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Your time is now</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://stagepass.example' });
    const [row] = await t.db
      .insert(members)
      .values({
        email: 'preview@venue.test',
        name: 'Preview Venue',
        isBusiness: true,
        createdAt: new Date(t.clock.now()),
      })
      .returning({ id: members.id });
    businessId = row!.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function event(fields: Partial<repo.EventValues>) {
    return repo.insert(
      t.db,
      {
        businessId,
        name: 'Salsa & "Sun" <Night>',
        address: '1 Market St, San Francisco, CA',
        country: 'US',
        latitude: 37.77,
        longitude: -122.42,
        // 8 pm on 12 December 2026 in San Francisco.
        startTime: new Date('2026-12-13T04:00:00Z'),
        endTime: new Date('2026-12-13T07:00:00Z'),
        timeZone: 'America/Los_Angeles',
        description: 'Dance till late.',
        image: '/media/events/abc.webp',
        draft: false,
        ...fields,
      },
      new Date(t.clock.now()),
    );
  }

  it("writes the published event's name, date, place and image as Open Graph and Twitter tags", async () => {
    const id = await event({});
    const res = await t.app.inject({ method: 'GET', url: `/dash/event/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Salsa &amp; &quot;Sun&quot; &lt;Night&gt; · Stagepass</title>');
    expect(html).toContain('<meta property="og:title" content="Salsa &amp; &quot;Sun&quot; &lt;Night&gt;" />');
    expect(html).toContain(
      '<meta property="og:description" content="Dec 12, 8:00 pm PST · 1 Market St, San Francisco, CA · Dance till late." />',
    );
    expect(html).toContain('<meta property="og:image" content="https://stagepass.example/media/events/abc.webp" />');
    expect(html).toContain(`<meta property="og:url" content="https://stagepass.example/dash/event/${id}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Your time is now');
  });

  it('describes no draft, private or unknown event: the plain app page loads', async () => {
    const draft = await event({ draft: true, name: 'Secret Draft' });
    const hidden = await event({ private: true, password: 'pw', name: 'Secret Party' });
    for (const url of [`/dash/event/${draft}`, `/dash/event/${hidden}`, '/dash/event/999999', '/dash/event/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Your time is now</title>');
      expect(res.body).not.toContain('og:title');
      expect(res.body).not.toContain('Secret');
    }
  });
});
