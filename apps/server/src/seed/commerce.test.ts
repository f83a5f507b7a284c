import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { feesFromConfig } from '../features/payments/get_fees.handler';
import { DEMO_PASSWORD, seedDemo } from './demo';
import { addMonthsUtc, cyclesUntil, seedCommerce, SEEDED_ASSET_TYPES, type CommerceSeedSummary } from './commerce';
import { PRODUCT_IMAGE, SEED_AUDIO_RATE, SEED_AUDIO_SECONDS } from './commerce-media';

let t: TestApp;
let dataDir: string;
let summary: CommerceSeedSummary | null;

const rows = async <T = Record<string, unknown>>(text: string, values?: unknown[]) =>
  (await t.handle.execute(text, values)).rows as T[];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stagepass-seed-commerce-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.reset();
  await seedDemo(t.db, t.clock);
  // A few talent of the demo marketplace (seed/marketplace.ts makes 120; five sell, the rest subscribe).
  const now = new Date(t.clock.now());
  await t.db.insert(members).values(
    Array.from({ length: 12 }, (_, i) => ({
      email: `talent${i}@demo.stagepass.test`,
      name: `Demo Talent${i}`,
      username: `demo_talent_${i}`,
      passwordHash: 'x',
      isSpecialist: true,
      termsAcceptedAt: now,
      createdAt: now,
      country: 'US',
    })),
  );
  summary = await seedCommerce(t.db, t.clock, t.app.storage, feesFromConfig(t.config), {
    sandboxCards: true,
  });
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('seedCommerce', () => {
  it('gives several talent (not all) products with two tiers, monthly and yearly plans in their currency', async () => {
    expect(summary).toMatchObject({ creators: 6, products: 7, tiers: 14, plans: 28 });
    console.info(`seedCommerce: ${summary!.ms} ms, ${summary!.files} files`);
    const sellers = await rows<{ email: string; products: number }>(
      `select m.email, count(*)::int as products from products p join members m on m.id = p.owner_id
        group by m.email order by m.email`,
    );
    expect(sellers.map((s) => s.email)).toContain('talent@stagepass.test');
    expect(sellers).toHaveLength(6);
    const talent = await rows<{ n: number }>(`select count(*)::int as n from members where is_specialist`);
    expect(talent[0]!.n).toBeGreaterThan(sellers.length);

    const plans = await rows<{ product_id: number; interval: string; currency: string; price_cents: number }>(
      `select product_id, interval, currency, price_cents from plans`,
    );
    for (const product of new Set(plans.map((p) => p.product_id))) {
      const own = plans.filter((p) => p.product_id === product);
      expect(own.filter((p) => p.interval === 'month')).toHaveLength(2);
      expect(own.filter((p) => p.interval === 'year')).toHaveLength(2);
    }
    expect(new Set(plans.map((p) => p.currency))).toEqual(new Set(['USD']));
    // Every creator's payout account is enabled: they may sell digital subscriptions (spec 001 §6).
    const payouts = await rows<{ n: number }>(
      `select count(*)::int as n from payout_accounts a join products p on p.owner_id = a.member_id where a.enabled`,
    );
    expect(payouts[0]!.n).toBe(summary!.products);
  });

  it('gives the demo talent assets of every seeded type, in tiers, with stored media and pictures', async () => {
    const own = await rows<{
      type: string;
      asset_data: string | null;
      media_key: string | null;
      preview_key: string | null;
      image: string;
    }>(
      `select a.type, a.asset_data, a.media_key, a.preview_key, a.image from assets a join members m on m.id = a.owner_id
        where m.email = 'talent@stagepass.test'`,
    );
    expect(new Set(own.map((a) => a.type))).toEqual(new Set(SEEDED_ASSET_TYPES));
    for (const a of own) {
      if (a.type === 'Blog' || a.type === 'Newsletter') expect(a.asset_data).toMatch(/^<h2>.+<\/(p|ul)>$/);
      else expect(a.media_key && a.preview_key).toBeTruthy();
    }
    const untiered = await rows(`select id from assets where id not in (select asset_id from asset_tiers)`);
    expect(untiered).toHaveLength(0);

    // The product picture is served at the product crop (0.75).
    const [product] = await rows<{ image: string }>(`select image from products order by id limit 1`);
    const picture = await t.app.inject({ method: 'GET', url: product!.image });
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([PRODUCT_IMAGE.width, PRODUCT_IMAGE.height]);

    // A song is a valid PCM WAV of a few seconds; its preview is shorter.
    const [song] = await rows<{ media_key: string; preview_key: string; media_bytes: number }>(
      `select media_key, preview_key, media_bytes from assets where type = 'Song' order by id limit 1`,
    );
    const full = await t.app.storage.get(song!.media_key);
    const clip = await t.app.storage.get(song!.preview_key);
    expect(full?.contentType).toBe('audio/wav');
    expect(full!.size).toBe(song!.media_bytes);
    const head = await new Promise<Buffer>((resolve) => full!.body.once('data', (d: Buffer) => resolve(d)));
    full!.body.destroy();
    clip!.body.destroy();
    expect(head.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(head.subarray(8, 16).toString('ascii')).toBe('WAVEfmt ');
    expect(head.readUInt32LE(24)).toBe(SEED_AUDIO_RATE);
    expect(full!.size).toBe(44 + SEED_AUDIO_RATE * SEED_AUDIO_SECONDS * 2);
    expect(clip!.size).toBeLessThan(full!.size / 2);
  });

  it('has fans subscribed (the demo fan Active and one Ending) with every cycle paid, and assets bought', async () => {
    expect(summary!.subscriptions).toBeGreaterThanOrEqual(8);
    const demoFan = await rows<{ state: string; cycles: number; current_period_end: Date }>(
      `select s.state, s.current_period_end,
              (select count(*)::int from subscription_invoices i where i.subscription_id = s.id and i.status = 'Paid') as cycles
         from subscriptions s join members m on m.id = s.member_id where m.email = 'fan@stagepass.test'`,
    );
    expect(demoFan.map((s) => s.state).sort()).toEqual(['Active', 'Active', 'Ending']);
    for (const s of demoFan) {
      expect(s.cycles).toBeGreaterThanOrEqual(1);
      expect(new Date(s.current_period_end).getTime()).toBeGreaterThan(t.clock.now());
    }
    // Each invoice was charged on the fan's saved sandbox card and paid out to the creator.
    const unpaid = await rows(
      `select i.id from subscription_invoices i left join sandbox_charges c on c.id = i.charge_id
        where c.id is null or i.payout_transfer_id is null`,
    );
    expect(unpaid).toHaveLength(0);
    const cards = await rows(
      `select s.id from subscriptions s join sandbox_cards c on c.id = s.card_id and c.customer_id = s.customer_id`,
    );
    expect(cards).toHaveLength(summary!.subscriptions);

    const bought = await rows<{ email: string; type: string }>(
      `select m.email, a.type from asset_purchases p join members m on m.id = p.member_id join assets a on a.id = p.asset_id
        where p.status = 'Charged' and p.member_id <> p.creator_id`,
    );
    expect(bought.length).toBe(summary!.assetPurchases);
    expect(bought.filter((b) => b.email === 'fan@stagepass.test').map((b) => b.type)).toEqual(['Song', 'Photograph']);
    // Nobody buys what a subscription of theirs may already include.
    const overlap = await rows(
      `select p.id from asset_purchases p join asset_products ap on ap.asset_id = p.asset_id
         join subscriptions s on s.product_id = ap.product_id and s.member_id = p.member_id`,
    );
    expect(overlap).toHaveLength(0);
    // The demo fan can still sign in: the seed touched no account.
    expect((await t.call('login', { username: 'fan@stagepass.test', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('shows the demo talent’s products through the API, and a seeded song streams with Range to a subscriber', async () => {
    const login = async (email: string) =>
      (await t.call('login', { username: email, password: DEMO_PASSWORD })).body.data.session as string;
    const talent = await login('talent@stagepass.test');
    const mine = await t.call('get_products', { createdByMe: true }, talent);
    expect(mine.status).toBe(200);
    const names = (mine.body.data.products as { name: string; product_type: string }[]).map((p) => p.product_type);
    expect(names.sort()).toEqual(['Music', 'Writing']);

    const [song] = await rows<{ id: number; media_bytes: number }>(
      `select a.id, a.media_bytes from assets a join members m on m.id = a.owner_id
        where m.email = 'talent@stagepass.test' and a.type = 'Song' order by a.id limit 1`,
    );
    // The demo fan subscribes to the demo talent's top tier: the song itself, seekable.
    const fan = await login('fan@stagepass.test');
    const link = await t.call('stream_media', { asset_id: song!.id }, fan);
    expect(link.body.data).toMatchObject({ preview: false, mime: 'audio/wav' });
    const part = await t.app.inject({ method: 'GET', url: link.body.data.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${song!.media_bytes}`);
    expect(part.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    // Someone without a subscription or a purchase gets the preview clip only.
    const business = await login('business@stagepass.test');
    const preview = await t.call('stream_media', { asset_id: song!.id }, business);
    expect(preview.body.data.preview).toBe(true);
    const clip = await t.app.inject({ method: 'GET', url: preview.body.data.url });
    expect(clip.statusCode).toBe(200);
    expect(clip.rawPayload.length).toBeLessThan(song!.media_bytes / 2);
  });

  it('seeds only once', async () => {
    expect(
      await seedCommerce(t.db, t.clock, t.app.storage, feesFromConfig(t.config), {
        sandboxCards: true,
      }),
    ).toBeNull();
  });
});

describe('billing cycles', () => {
  it('adds calendar months in UTC, keeping the day where the month has it', () => {
    expect(new Date(addMonthsUtc(Date.UTC(2026, 0, 31, 12), 1)).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(new Date(addMonthsUtc(Date.UTC(2026, 0, 15), 12)).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    const start = Date.UTC(2026, 0, 10);
    expect(cyclesUntil(start, 'month', Date.UTC(2026, 2, 9))).toHaveLength(2);
    expect(cyclesUntil(start, 'month', Date.UTC(2026, 2, 10))).toHaveLength(3);
    expect(cyclesUntil(start, 'year', Date.UTC(2026, 11, 31))).toHaveLength(1);
  });
});
