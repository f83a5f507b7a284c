import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tzLookup from '@photostructure/tz-lookup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_NAME_MAX_LENGTH } from '@stagepass/domain/limits';
import { instantToVenueTime } from '@stagepass/domain/events';
import { greatCircleMiles } from '@stagepass/domain/format';
import { createTestApp, type TestApp } from '../test/test-app';
import { feesFromConfig } from '../features/payments/get_fees.handler';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo';
import {
  LAUNCH_CITIES,
  MARKETPLACE_DAYS,
  MARKETPLACE_EMAIL_DOMAIN,
  planMarketplace,
  seedMarketplace,
  type MarketplaceSummary,
} from './marketplace';

const DAY_MS = 24 * 3_600_000;

let t: TestApp;
let dataDir: string;
let summary: MarketplaceSummary | null;
let nowMs: number;

const rows = async <T = Record<string, unknown>>(text: string, values?: unknown[]) =>
  (await t.handle.execute(text, values)).rows as T[];
const one = async <T = Record<string, unknown>>(text: string, values?: unknown[]) => (await rows<T>(text, values))[0]!;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stagepass-marketplace-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.reset();
  await seedDemo(t.db, t.clock);
  nowMs = t.clock.now();
  summary = await seedMarketplace(t.db, t.clock, t.app.storage, feesFromConfig(t.config));
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('seedMarketplace', () => {
  it('makes about 40 businesses and 120 talent in the launch cities, each a member who can sign in', async () => {
    expect(summary).toMatchObject({ businesses: 40, talent: 120 });
    const counts = await one<{ businesses: number; talent: number }>(
      `select count(*) filter (where is_business)::int as businesses, count(*) filter (where is_specialist)::int as talent
         from members`,
    );
    expect(counts.businesses).toBeGreaterThanOrEqual(40);
    expect(counts.talent).toBeGreaterThanOrEqual(120);

    const seeded = await rows<{ locality: string; latitude: number; longitude: number; username: string }>(
      `select locality, latitude, longitude, username from members where email like $1`,
      [`%@${MARKETPLACE_EMAIL_DOMAIN}`],
    );
    expect(seeded).toHaveLength(160);
    for (const m of seeded) {
      const city = LAUNCH_CITIES.find((c) => c.name === m.locality);
      expect(city, m.locality).toBeDefined();
      expect(greatCircleMiles(m.latitude, m.longitude, city!.latitude, city!.longitude)).toBeLessThanOrEqual(
        city!.spreadMiles + 0.1,
      );
    }
    expect(new Set(seeded.map((m) => m.locality))).toEqual(new Set(LAUNCH_CITIES.map((c) => c.name)));

    // A newcomer can also sign in as any seeded member, with the demo password.
    const res = await t.call('login', {
      username: `${seeded[0]!.username}@${MARKETPLACE_EMAIL_DOMAIN}`,
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
  });

  it('makes 250–350 events in the next 90 days, at sensible hours in the venue time zone found from the position', async () => {
    const within = await one<{ n: number }>(
      `select count(*)::int as n from events where start_time >= $1 and start_time < $2`,
      [new Date(nowMs).toISOString(), new Date(nowMs + MARKETPLACE_DAYS * DAY_MS).toISOString()],
    );
    expect(within.n).toBeGreaterThanOrEqual(250);
    expect(within.n).toBeLessThanOrEqual(350);

    const all = await rows<{
      name: string;
      address: string;
      latitude: number;
      longitude: number;
      time_zone: string;
      start_time: Date | string;
      end_time: Date | string;
      draft: boolean;
      private: boolean;
      password: string | null;
      description: string;
      country: string;
    }>(`select * from events`);
    expect(all.length).toBe(summary!.events);
    for (const e of all) {
      expect(e.name.length, e.name).toBeLessThanOrEqual(EVENT_NAME_MAX_LENGTH);
      expect(e.time_zone).toBe(tzLookup(e.latitude, e.longitude));
      expect(e.address).toMatch(/^\d+ .+, .+, (CA|NY) \d{5}$/);
      expect(e.country).toBe('US');
      expect(e.description.length).toBeGreaterThan(40);
      const hour = Number(instantToVenueTime(new Date(e.start_time).getTime(), e.time_zone).slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThanOrEqual(22);
      const hours = (new Date(e.end_time).getTime() - new Date(e.start_time).getTime()) / 3_600_000;
      expect(hours).toBeGreaterThanOrEqual(1);
      expect(hours).toBeLessThanOrEqual(6);
      if (e.private) expect(e.password).toBeTruthy();
      else expect(e.password).toBeNull();
    }
    // Most are published and public; a few drafts and a few private ones (about 5% each).
    const drafts = all.filter((e) => e.draft).length;
    const privates = all.filter((e) => e.private).length;
    expect(drafts).toBeGreaterThanOrEqual(5);
    expect(drafts).toBeLessThanOrEqual(30);
    expect(privates).toBeGreaterThanOrEqual(5);
    expect(privates).toBeLessThanOrEqual(30);
    expect(new Set(all.map((e) => e.name)).size).toBeGreaterThan(100);
    expect(new Set(all.map((e) => e.time_zone))).toEqual(new Set(['America/Los_Angeles', 'America/New_York']));
  });

  it('gives every event 1–4 time blocks inside its times, asking for real talent traits', async () => {
    const outside = await one<{ n: number }>(
      `select count(*)::int as n from sub_events s join events e on e.id = s.event_id
        where s.start_time < e.start_time or s.end_time > e.end_time or s.end_time <= s.start_time`,
    );
    expect(outside.n).toBe(0);
    const perEvent = await rows<{ n: number }>(
      `select count(s.id)::int as n from events e left join sub_events s on s.event_id = e.id group by e.id`,
    );
    expect(perEvent.every((r) => r.n >= 1 && r.n <= 4)).toBe(true);
    expect(new Set(perEvent.map((r) => r.n))).toEqual(new Set([1, 2, 3, 4]));

    const traits = new Set(
      (await rows<{ id: number }>(`select id from specialist_traits where parent_id is not null`)).map((r) =>
        String(r.id),
      ),
    );
    const blocks = await rows<{ traits_num: Record<string, number> }>(`select traits_num from sub_events`);
    expect(blocks.length).toBe(summary!.subEvents);
    for (const b of blocks) {
      expect(Object.keys(b.traits_num).length).toBeGreaterThan(0);
      for (const [id, n] of Object.entries(b.traits_num)) {
        expect(traits.has(id), id).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("serves every event's generated image at /media as WebP", async () => {
    const images = await rows<{ image: string }>(`select image from events`);
    expect(images.every((r) => /^\/media\/events\/seed-\d{4}\.webp$/.test(r.image))).toBe(true);
    // Each event has its own copy, so replacing one event's image never removes another's.
    expect(new Set(images.map((r) => r.image)).size).toBe(images.length);
    for (const { image } of images) {
      const res = await t.app.inject({ method: 'GET', url: image });
      expect(res.statusCode, image).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    const first = await t.app.inject({ method: 'GET', url: images[0]!.image });
    const meta = await (await import('sharp')).default(first.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(1.913, 2);
  });

  it('gives every business an enabled payout account the sandbox knows as onboarded', async () => {
    const missing = await rows(
      `select m.id from members m
         left join payout_accounts p on p.member_id = m.id and p.enabled and not p.restricted
         left join sandbox_connect_accounts s on s.connect_id = p.connect_id and s.details_submitted
        where m.is_business and s.connect_id is null`,
    );
    expect(missing).toEqual([]);
  });

  it('gives the demo business its own San Francisco events: one past, one or two drafts', async () => {
    const own = await rows<{ end_time: Date | string; draft: boolean; address: string; name: string }>(
      `select e.* from events e join members m on m.id = e.business_id where m.email = 'business@stagepass.test'`,
    );
    expect(own.length).toBeGreaterThanOrEqual(5);
    expect(own.length).toBeLessThanOrEqual(7);
    expect(own.filter((e) => new Date(e.end_time).getTime() < nowMs)).toHaveLength(1);
    const drafts = own.filter((e) => e.draft).length;
    expect(drafts).toBeGreaterThanOrEqual(1);
    expect(drafts).toBeLessThanOrEqual(2);
    expect(own.every((e) => e.address.includes('San Francisco, CA'))).toBe(true);
  });

  it('has the demo fan watch three upcoming San Francisco events', async () => {
    const watched = await rows<{ address: string; start_time: Date | string; draft: boolean; private: boolean }>(
      `select e.* from watched_items w join members m on m.id = w.member_id join events e on e.id = w.item_id
        where m.email = 'fan@stagepass.test' and w.item_type = 'EVENT'`,
    );
    expect(watched).toHaveLength(3);
    for (const e of watched) {
      expect(e.address).toContain('San Francisco, CA');
      expect(new Date(e.start_time).getTime()).toBeGreaterThan(nowMs);
      expect(e.draft || e.private).toBe(false);
    }
  });

  it('sells tickets on every published night, and every sale is a purchase with its passes and charge', async () => {
    const bare = await one<{ n: number }>(
      `select count(*)::int as n from events e where not e.draft and not exists (select 1 from tickets t where t.event_id = e.id)`,
    );
    expect(bare.n).toBe(0);
    expect(summary!.tickets).toBeGreaterThan(300);
    expect(summary!.purchases).toBeGreaterThan(100);
    // The ledgers agree: each ticket's sold count less its returned ones is its charged purchases, each purchase has
    // one pass per person, and each paid purchase its sandbox charge of the same amount.
    const mismatched = await rows(
      `select t.id from tickets t left join purchases p on p.ticket_id = t.id and p.status = 'Charged'
        group by t.id, t.sold, t.returned having t.sold - t.returned <> coalesce(sum(p.quantity), 0)`,
    );
    expect(mismatched).toEqual([]);
    const passes = await rows(
      `select p.id from purchases p left join ticket_passes x on x.purchase_id = p.id
        group by p.id, p.quantity having count(x.id) <> p.quantity`,
    );
    expect(passes).toEqual([]);
    const charges = await rows(
      `select p.id from purchases p left join sandbox_charges c on c.id = p.charge_id
        where p.total_cents > 0 and (c.id is null or c.amount_cents <> p.total_cents)`,
    );
    expect(charges).toEqual([]);
    const fan = await t.call('login', { username: 'fan@stagepass.test', password: DEMO_PASSWORD });
    const mine = await t.call('user_get_purchased_tickets', {}, fan.body.data.session);
    expect(mine.body.data.purchases).toHaveLength(2);
  });

  it("shows the demo business's payments: its past night paid out with its transfer, its next night due", async () => {
    const business = await t.call('login', { username: 'business@stagepass.test', password: DEMO_PASSWORD });
    const res = await t.call('business_payment_query', {}, business.body.data.session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { payouts, payments } = res.body.data as {
      payouts: { event_id: number; status: string; amount: number; due_at: string; paid_at: string | null }[];
      payments: { event_id: number; state: string }[];
    };
    const paid = payouts.filter((p) => p.status === 'paid');
    const due = payouts.filter((p) => p.status === 'due');
    expect(paid).toHaveLength(1);
    expect(Date.parse(paid[0]!.paid_at!)).toBeLessThan(nowMs);
    expect(due.length).toBeGreaterThanOrEqual(1);
    expect(due.every((p) => Date.parse(p.due_at) > nowMs && p.amount > 0)).toBe(true);
    const states = (eventId: number) => payments.filter((p) => p.event_id === eventId).map((p) => p.state);
    expect(states(paid[0]!.event_id)).toEqual(['Completed', 'Reversed']);
    expect(states(due[0]!.event_id)).toContain('Charged');
    const [transfer] = await rows<{ amount_cents: number; idempotency_key: string }>(
      `select t.amount_cents, t.idempotency_key from sandbox_transfers t join payouts p on p.transfer_id = t.id`,
    );
    expect(transfer).toMatchObject({ amount_cents: paid[0]!.amount });
    expect(transfer!.idempotency_key).toMatch(/^payout-\d+$/);
  });

  it("opens the check-in app for the demo business's next event with its id and the demo password", async () => {
    const business = await t.call('login', { username: 'business@stagepass.test', password: DEMO_PASSWORD });
    const { payouts } = (await t.call('business_payment_query', {}, business.body.data.session)).body.data as {
      payouts: { event_id: number; status: string }[];
    };
    const next = payouts.find((p) => p.status === 'due')!;
    const door = await t.call('checkin_sign_in', {
      event_id: next.event_id,
      password: DEMO_PASSWORD,
      device_name: 'Door 1',
    });
    expect(door.status, JSON.stringify(door.body)).toBe(200);
    const codes = await t.call('checkin_codes', { session_token: door.body.data.session_token });
    expect(codes.body.data.counts.sold).toBeGreaterThan(0);
    // One pass per person sold (refunded ones are downloaded too, to be refused with their reason).
    const valid = (codes.body.data.codes as { refused: string | null }[]).filter((c) => c.refused === null);
    expect(valid.length).toBe(codes.body.data.counts.sold);
  });

  it('is the same marketplace on every run for the same time', () => {
    expect(JSON.stringify(planMarketplace(nowMs))).toBe(JSON.stringify(planMarketplace(nowMs)));
  });

  it('seeds nothing the second time, and the demo accounts still sign in', async () => {
    const before = await one(
      `select (select count(*)::int from members) as members, (select count(*)::int from events) as events,
              (select count(*)::int from sub_events) as sub_events, (select count(*)::int from payout_accounts) as payouts`,
    );
    expect(await seedMarketplace(t.db, t.clock, t.app.storage, feesFromConfig(t.config))).toBeNull();
    await seedDemo(t.db, t.clock);
    expect(await seedMarketplace(t.db, t.clock, t.app.storage, feesFromConfig(t.config))).toBeNull();
    const after = await one(
      `select (select count(*)::int from members) as members, (select count(*)::int from events) as events,
              (select count(*)::int from sub_events) as sub_events, (select count(*)::int from payout_accounts) as payouts`,
    );
    expect(after).toEqual(before);

    for (const account of DEMO_ACCOUNTS) {
      const res = await t.call('login', { username: account.email, password: DEMO_PASSWORD });
      expect(res.status, account.email).toBe(200);
    }
  });
});
