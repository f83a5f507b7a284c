import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_ERRORS,
  blocksOverlap,
  minimumBidCents,
  priceOf,
  solveDay,
  type DayBid,
  type DaySchedule,
} from '@stagepass/domain/auction';
import { grievanceDeadline, talentPayoutDueAt } from '@stagepass/domain/bids';
import { talentListingPrice } from '@stagepass/domain/fees';
import { createCards } from '../adapters/payments/cards';
import { createTestApp, type TestApp } from '../test/test-app';
import { feesFromConfig } from '../features/payments/get_fees.handler';
import { standingsOf } from '../features/bookings/standings';
import { seedBookings } from './bookings';
import { DEMO_CARD, seedDemoCards } from './cards';
import { DEMO_PASSWORD, seedDemo } from './demo';
import { planMarketplace, seedMarketplace, type MarketplaceSummary } from './marketplace';

const DAY_MS = 24 * 3_600_000;

let t: TestApp;
let dataDir: string;
let summary: MarketplaceSummary | null;
let nowMs: number;
let cardsSeeded: number;

const rows = async <T = Record<string, unknown>>(text: string, values?: unknown[]) =>
  (await t.handle.execute(text, values)).rows as T[];
const ms = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

interface DayRow {
  id: number;
  talent_id: number;
  closes_at: string;
  closed_at: string | null;
}
interface ScheduleRow {
  id: number;
  day_id: number;
  talent_id: number;
  start_time: string;
  end_time: string;
  buffer_time: number;
  max_events: number;
  rate_cents: number;
  prv_rate_cents: number | null;
  approve_bids: boolean;
  lat: number;
  lng: number;
}
interface BidRow {
  id: number;
  sub_event_id: number;
  event_id: number;
  business_id: number;
  talent_id: number;
  schedule_id: number | null;
  day_id: number | null;
  trait_id: number;
  max_cents: number;
  type: string;
  state: string;
  bid_state: 'Win' | 'Lose' | 'Fatal' | null;
  price_cents: number | null;
  placed_at: string;
  booked_at: string | null;
  sb_start: string;
  sb_end: string;
  event_end: string;
  lat: number;
  lng: number;
  private: boolean;
}
interface PaymentRow {
  bid_id: number;
  state: string;
  price_cents: number;
  fee_cents: number;
  charged_cents: number;
  payout_due_at: string;
  payout_status: string;
  paid_at: string | null;
  transfer_id: string | null;
  refund_id: string | null;
  event_end: string;
  filed_at: string | null;
}

let days: DayRow[];
let scheduleList: ScheduleRow[];
let bidList: BidRow[];
let payments: PaymentRow[];
let demoTalentId: number;
let demoBusinessId: number;

/** Everything the auction seed wrote, without ids that depend on insertion order: to compare two runs. */
const SNAPSHOT = `select row_to_json(x)::text as row from (select b.sub_event_id, b.talent_id, b.business_id, b.trait_id, b.max_cents, b.type, b.state, b.bid_state,
         b.price_cents, b.placed_at, b.updated_at, b.booked_at, d.day, d.closes_at, d.closed_at, s.start_time,
         s.end_time, s.rate_cents, s.book_now_cents, s.prv_rate_cents, s.lockout, s.max_events, s.buffer_time,
         s.approve_bids, p.state as payment, p.charged_cents, p.paid_at, g.filed_at
    from bids b join schedule_days d on d.id = b.day_id left join schedules s on s.id = b.schedule_id
    left join booking_payments p on p.bid_id = b.id left join booking_grievances g on g.bid_id = b.id
   order by b.sub_event_id, b.talent_id) x`;

async function load() {
  days = await rows<DayRow>(`select id, talent_id, closes_at, closed_at from schedule_days order by id`);
  scheduleList = await rows<ScheduleRow>(
    `select s.*, l.latitude as lat, l.longitude as lng from schedules s join locations l on l.id = s.location_id`,
  );
  bidList = await rows<BidRow>(
    `select b.*, s.start_time as sb_start, s.end_time as sb_end, e.end_time as event_end, e.latitude as lat,
            e.longitude as lng, e.private
       from bids b join sub_events s on s.id = b.sub_event_id join events e on e.id = b.event_id order by b.id`,
  );
  payments = await rows<PaymentRow>(
    `select p.*, e.end_time as event_end, g.filed_at from booking_payments p join events e on e.id = p.event_id
       left join booking_grievances g on g.bid_id = p.bid_id`,
  );
  const demo = await rows<{ id: number; email: string }>(
    `select id, email from members where email in ('talent@stagepass.test', 'business@stagepass.test')`,
  );
  demoTalentId = demo.find((m) => m.email === 'talent@stagepass.test')!.id;
  demoBusinessId = demo.find((m) => m.email === 'business@stagepass.test')!.id;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stagepass-bookings-seed-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.reset();
  await seedDemo(t.db, t.clock);
  nowMs = t.clock.now();
  summary = await seedMarketplace(t.db, t.clock, t.app.storage, feesFromConfig(t.config));
  cardsSeeded = await seedDemoCards(t.db, sandboxCards(), t.clock);
  await load();
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The card provider as the app makes it (the sandbox: no STRIPE_SECRET_KEY in tests). */
const sandboxCards = () => createCards(t.config, { db: t.db, clock: t.clock });
const signInAs = async (email: string) =>
  (await t.call('login', { username: email, password: DEMO_PASSWORD })).body.data.session as string;

const windowOf = (b: BidRow) => scheduleList.find((s) => s.day_id === b.day_id);
const asDaySchedule = (s: ScheduleRow): DaySchedule & { rateCents: number; prvRateCents: number | null } => ({
  id: s.id,
  startMs: ms(s.start_time)!,
  endMs: ms(s.end_time)!,
  lat: s.lat,
  lng: s.lng,
  buffer: s.buffer_time,
  maxEvents: s.max_events,
  rateCents: s.rate_cents,
  prvRateCents: s.prv_rate_cents,
});
const asDayBid = (b: BidRow, booked: boolean): DayBid => ({
  id: b.id,
  startMs: ms(b.sb_start)!,
  endMs: ms(b.sb_end)!,
  lat: b.lat,
  lng: b.lng,
  maxCents: b.max_cents,
  placedAtMs: ms(b.placed_at)!,
  booked,
});

describe('seedBookings (the demo auction)', () => {
  it('is deterministic, and adds well under 2 s to the seed', async () => {
    expect(summary!.schedules).toBe(scheduleList.length);
    expect(summary!.bids).toBe(bidList.length);
    expect(summary!.bids).toBeGreaterThan(150);
    expect(summary!.bookings).toBe(bidList.filter((b) => b.state === 'Booked').length);
    const first = await rows(SNAPSHOT);
    // Run it again on the same marketplace, in a transaction rolled back afterwards, and time it.
    const talent = planMarketplace(nowMs).talent;
    const ids = new Map(
      (await rows<{ id: number; email: string }>(`select id, email from members`)).map((m) => [m.email, m.id]),
    );
    let again: unknown[] = [];
    let took = 0;
    await t.db
      .transaction(async (tx) => {
        for (const table of ['booking_grievances', 'booking_payments', 'bids', 'schedules', 'schedule_days'])
          await tx.execute(sql.raw(`delete from ${table}`));
        const started = performance.now();
        await seedBookings(tx, {
          talent: talent.map((m) => ({ id: ids.get(m.email)!, name: m.name, email: m.email, place: m.place })),
          fees: feesFromConfig(t.config),
          nowMs,
        });
        took = performance.now() - started;
        again = ((await tx.execute(sql.raw(SNAPSHOT))) as unknown as { rows: unknown[] }).rows;
        throw new Rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Rollback)) throw err;
      });
    expect(again).toEqual(first);
    console.info(`seedBookings took ${Math.round(took)} ms`);
    expect(took).toBeLessThan(2000);
  });

  it('gives every talent traits covering what their city asks for, a payout account and a home studio', async () => {
    const uncovered = await rows(
      `select distinct e.raw_geolocation->>'locality' as city, k.trait
         from sub_events s join events e on e.id = s.event_id, jsonb_object_keys(s.traits_num) as k(trait)
        where not exists (select 1 from talent_traits tt join members m on m.id = tt.talent_id
                           where tt.trait_id = k.trait::int and m.locality = e.raw_geolocation->>'locality')`,
    );
    expect(uncovered).toEqual([]);
    const talent = await rows<{ id: number; traits: number; payout: boolean; locations: number; zone_ok: boolean }>(
      `select m.id, (select count(*)::int from talent_traits tt where tt.talent_id = m.id) as traits,
              exists (select 1 from payout_accounts p join sandbox_connect_accounts c on c.connect_id = p.connect_id
                       where p.member_id = m.id and p.enabled and not p.restricted and c.details_submitted) as payout,
              (select count(*)::int from locations l where l.talent_id = m.id and l.name = 'Home studio') as locations,
              coalesce((select bool_and(l.locality = m.locality) from locations l where l.talent_id = m.id), false)
                as zone_ok
         from members m where m.is_specialist`,
    );
    expect(talent.length).toBeGreaterThanOrEqual(121);
    for (const m of talent) {
      expect(m.traits, String(m.id)).toBeGreaterThanOrEqual(1);
      expect(m.payout, String(m.id)).toBe(true);
      expect(m.locations, String(m.id)).toBe(1);
      expect(m.zone_ok, String(m.id)).toBe(true);
    }
    // One or two traits each, except where a small city has more traits asked than talent to cover them.
    expect(talent.filter((m) => m.traits <= 2).length / talent.length).toBeGreaterThan(0.8);
  });

  it('keeps bids whole dollars, at least the rate, placed before the close, on one schedule per talent-day', () => {
    const perDay = new Map<number, number>();
    for (const s of scheduleList) perDay.set(s.day_id, (perDay.get(s.day_id) ?? 0) + 1);
    expect([...perDay.values()].every((n) => n === 1)).toBe(true);
    for (const b of bidList) {
      const day = days.find((d) => d.id === b.day_id)!;
      expect(b.max_cents % 100, String(b.id)).toBe(0);
      expect(ms(b.placed_at)!, String(b.id)).toBeLessThan(ms(day.closes_at)!);
      expect(ms(b.placed_at)!).toBeLessThan(nowMs);
      const s = windowOf(b);
      if (b.state === 'Cancelled') continue; // its schedule was deleted
      expect(s, String(b.id)).toBeDefined();
      expect(b.schedule_id).toBe(s!.id);
      expect(b.max_cents, String(b.id)).toBeGreaterThanOrEqual(
        minimumBidCents({ rateCents: s!.rate_cents, prvRateCents: s!.prv_rate_cents }, b.private),
      );
      expect(ms(b.sb_start)!).toBeGreaterThanOrEqual(ms(s!.start_time)!);
      expect(ms(b.sb_end)!).toBeLessThanOrEqual(ms(s!.end_time)!);
    }
  });

  it('books each talent inside their windows, never twice at once', () => {
    const booked = bidList.filter((b) => b.state === 'Booked');
    expect(booked.length).toBeGreaterThan(10);
    for (const b of booked) {
      const s = windowOf(b)!;
      expect(ms(b.sb_start)! >= ms(s.start_time)! && ms(b.sb_end)! <= ms(s.end_time)!, String(b.id)).toBe(true);
      expect(b.bid_state).toBe('Win');
      expect(b.price_cents! % 100).toBe(0);
    }
    for (const a of booked)
      for (const b of booked)
        if (a.id < b.id && a.talent_id === b.talent_id)
          expect(blocksOverlap(asDayBid(a, true), asDayBid(b, true)), `${a.id} ${b.id}`).toBe(false);
  });

  it('closes every day past its closing time as the close job would', () => {
    const closed = days.filter((d) => ms(d.closes_at)! <= nowMs);
    expect(closed.length).toBeGreaterThan(10);
    let priced = 0;
    for (const day of closed) {
      expect(ms(day.closed_at), String(day.id)).toBe(ms(day.closes_at)! + 60_000);
      const schedule = scheduleList.find((s) => s.day_id === day.id);
      if (!schedule) continue;
      const own = bidList.filter((b) => b.day_id === day.id);
      // What the close booked: Booked, and Reversed ones (refunded after it). Bid ones lost.
      const won = own.filter((b) => b.state === 'Booked' || b.state === 'Reversed');
      const lost = own.filter((b) => b.state === 'Bid');
      expect(own.every((b) => b.type === 'BID')).toBe(true);
      for (const b of lost)
        expect(b.bid_state).toBe(
          won.some((w) => blocksOverlap(asDayBid(w, true), asDayBid(b, false))) ? 'Fatal' : 'Lose',
        );
      // Nothing more fits: solving again with the bookings kept adds no loser.
      const open = lost.filter((b) => b.bid_state === 'Lose');
      const chosen = solveDay(
        [asDaySchedule(schedule)],
        [...won.map((b) => asDayBid(b, true)), ...open.map((b) => asDayBid(b, false))],
      );
      expect([...chosen].sort(), String(day.id)).toEqual(won.map((b) => b.id).sort());
      // Without an Insufficient Funds re-solve, the bookings are exactly the optimum, at the auction's prices.
      if (own.some((b) => b.state === 'InsufficientFunds')) continue;
      const fresh = solveDay(
        [asDaySchedule(schedule)],
        [...won, ...lost].map((b) => asDayBid(b, false)),
      );
      expect([...fresh].sort()).toEqual(won.map((b) => b.id).sort());
      for (const w of won) {
        const rate = minimumBidCents(
          { rateCents: schedule.rate_cents, prvRateCents: schedule.prv_rate_cents },
          w.private,
        );
        expect(w.price_cents, String(w.id)).toBe(
          priceOf(
            asDayBid(w, false),
            rate,
            lost.map((b) => asDayBid(b, false)),
          ),
        );
        priced++;
      }
    }
    expect(priced).toBeGreaterThan(5);
    expect(bidList.filter((b) => b.state === 'InsufficientFunds').length).toBeGreaterThanOrEqual(1);
  });

  it('leaves every open day with the standings standingsOf computes, and a few Book Now bookings', () => {
    const open = days.filter((d) => ms(d.closes_at)! > nowMs);
    expect(open.length).toBeGreaterThan(50);
    for (const day of open) {
      expect(day.closed_at).toBeNull();
      const schedule = scheduleList.find((s) => s.day_id === day.id);
      const live = bidList.filter((b) => b.day_id === day.id && (b.state === 'Bid' || b.state === 'Booked'));
      if (!schedule) {
        expect(live).toEqual([]);
        continue;
      }
      const standings = standingsOf({
        schedules: [asDaySchedule(schedule)],
        bids: live.map((b) => ({
          ...asDayBid(b, b.state === 'Booked'),
          state: b.state as 'Bid' | 'Booked',
          bidState: b.bid_state,
          scheduleId: b.schedule_id,
        })),
      });
      for (const b of live) expect(b.bid_state, String(b.id)).toBe(standings.get(b.id));
      for (const b of live.filter((x) => x.state === 'Booked')) expect(b.type).toBe('BOOK_NOW');
    }
    expect(bidList.filter((b) => b.type === 'BOOK_NOW' && b.state === 'Booked').length).toBeGreaterThanOrEqual(2);
    expect(bidList.filter((b) => b.state === 'Request').length).toBeGreaterThanOrEqual(2);
    expect(bidList.filter((b) => b.state === 'Rejected').length).toBeGreaterThanOrEqual(1);
  });

  it('gives the demo talent bids in every state, on their dashboard', async () => {
    const own = bidList.filter((b) => b.talent_id === demoTalentId);
    const payment = (id: number) => payments.find((p) => p.bid_id === id);
    const has = {
      request: own.some((b) => b.state === 'Request'),
      win: own.some((b) => b.state === 'Bid' && b.bid_state === 'Win'),
      lose: own.some((b) => b.state === 'Bid' && b.bid_state === 'Lose'),
      fatal: own.some((b) => b.state === 'Bid' && b.bid_state === 'Fatal'),
      bookedUpcoming: own.some((b) => b.state === 'Booked' && ms(b.sb_start)! > nowMs),
      completed: own.some((b) => b.state === 'Booked' && payment(b.id)?.state === 'Completed'),
      rejected: own.some((b) => b.state === 'Rejected'),
      insufficientFunds: own.some((b) => b.state === 'InsufficientFunds'),
      reversedOrCancelled: own.some((b) => b.state === 'Reversed' || b.state === 'Cancelled'),
    };
    expect(has).toEqual({
      request: true,
      win: true,
      lose: true,
      fatal: true,
      bookedUpcoming: true,
      completed: true,
      rejected: true,
      insufficientFunds: true,
      reversedOrCancelled: true,
    });
    const login = await t.call('login', { username: 'talent@stagepass.test', password: DEMO_PASSWORD });
    const res = await t.call('specialist_event_query', {}, login.body.data.session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data.events as unknown[]).length).toBe(own.length);
    const paid = await t.call('specialist_payment_query', {}, login.body.data.session);
    expect(paid.status).toBe(200);
    expect(paid.body.data.totals.paid).toBeGreaterThan(0);
  });

  it('gives the demo business bookings, leading and losing bids, a Dispute and time blocks still needing talent', async () => {
    const own = bidList.filter((b) => b.business_id === demoBusinessId);
    expect(own.some((b) => b.state === 'Booked')).toBe(true);
    expect(own.some((b) => b.state === 'Bid' && b.bid_state === 'Win')).toBe(true);
    expect(own.some((b) => b.state === 'Bid' && b.bid_state !== 'Win')).toBe(true);
    const dispute = payments.filter((p) => p.state === 'Dispute');
    expect(dispute).toHaveLength(1);
    expect(own.map((b) => b.id)).toContain(dispute[0]!.bid_id);
    const needing = await rows(
      `select s.id from sub_events s join events e on e.id = s.event_id, jsonb_each_text(s.traits_num) as k(trait, n)
        where e.business_id = $1 and not e.draft and s.start_time > $2
          and k.n::int > (select count(*) from bids b where b.sub_event_id = s.id and b.trait_id = k.trait::int
                           and (b.state = 'Booked' or (b.state = 'Bid' and b.bid_state = 'Win')))`,
      [demoBusinessId, new Date(nowMs).toISOString()],
    );
    expect(needing.length).toBeGreaterThan(0);
  });

  it('records the money of every booking: charged, paid out 5 days after the event, refunded or frozen', () => {
    const fees = feesFromConfig(t.config);
    for (const b of bidList) {
      const p = payments.find((x) => x.bid_id === b.id);
      if (b.state === 'Booked') {
        expect(p, String(b.id)).toBeDefined();
        expect(['Charged', 'Completed', 'Dispute']).toContain(p!.state);
        expect(p!.price_cents).toBe(b.price_cents);
        expect(p!.charged_cents).toBe(talentListingPrice(p!.price_cents, fees));
        expect(p!.fee_cents).toBe(p!.charged_cents - p!.price_cents);
        expect(ms(p!.payout_due_at)).toBe(talentPayoutDueAt(ms(b.event_end)!));
      } else if (b.state === 'Reversed') expect(p).toMatchObject({ state: 'Reversed', refund_id: expect.any(String) });
      else expect(p, `${b.id} ${b.state}`).toBeUndefined();
    }
    const completed = payments.filter((p) => p.state === 'Completed');
    expect(completed.length).toBeGreaterThanOrEqual(1);
    for (const p of completed) {
      expect(p.payout_status).toBe('paid');
      expect(p.transfer_id).toMatch(/^tr_sbx_demo_booking_\d+$/);
      expect(ms(p.paid_at)!).toBeLessThan(nowMs);
      expect(talentPayoutDueAt(ms(p.event_end)!)).toBeLessThan(nowMs);
    }
    // A payout that came due was made: nothing Charged is overdue.
    for (const p of payments.filter((x) => x.state === 'Charged'))
      expect(talentPayoutDueAt(ms(p.event_end)!)).toBeGreaterThan(nowMs);
    for (const p of payments.filter((x) => x.state === 'Dispute')) {
      expect(p.payout_status).toBe('frozen');
      expect(p.paid_at).toBeNull();
      expect(ms(p.filed_at)!).toBeGreaterThan(ms(p.event_end)!);
      expect(ms(p.filed_at)!).toBeLessThanOrEqual(grievanceDeadline(ms(p.event_end)!));
      expect(ms(p.filed_at)!).toBeLessThan(nowMs);
    }
    expect(payments.filter((p) => p.state === 'Reversed').length).toBeGreaterThanOrEqual(1);
    expect(bidList.filter((b) => b.state === 'Cancelled').length).toBeLessThanOrEqual(1);
    expect(nowMs - Math.min(...bidList.map((b) => ms(b.sb_start)!))).toBeLessThanOrEqual(30 * DAY_MS);
  });
});

// These change the seeded auction (a Book Now, a close), so they come after the checks of what the seed wrote.
describe('seedDemoCards (the demo business pays with a saved card)', () => {
  it('gives the demo business and every bidding business a default sandbox Visa, once', async () => {
    const bidders = new Set(bidList.map((b) => b.business_id));
    expect(bidders.has(demoBusinessId)).toBe(true);
    expect(cardsSeeded).toBe(bidders.size);
    const session = await signInAs('business@stagepass.test');
    const res = await t.call('stripe_retrieve_sources', {}, session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.sources).toEqual([
      {
        id: expect.any(String),
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: new Date(nowMs).getUTCFullYear() + DEMO_CARD.yearsAhead,
      },
    ]);
    expect(res.body.data.default_source).toBe(res.body.data.sources[0].id);
    const without = await rows(
      `select b.business_id from bids b where not exists (
         select 1 from card_customers c join sandbox_customers s on s.id = c.customer_id
          where c.member_id = b.business_id and s.default_card_id is not null)`,
    );
    expect(without).toEqual([]);
    // Safe on every start: a second run adds nothing.
    expect(await seedDemoCards(t.db, sandboxCards(), t.clock)).toBe(0);
    expect((await t.call('stripe_retrieve_sources', {}, session)).body.data.sources).toHaveLength(1);
    // With Stripe configured the seed adds nothing (it stays offline).
    expect(await seedDemoCards(t.db, { provider: sandboxCards().provider, sandbox: null }, t.clock)).toBe(0);
  });

  it('lets the demo business Book Now on an open day, charged to that card', async () => {
    const candidates = await rows<{
      id: number;
      sub_event_id: number;
      talent_id: number;
      trait_id: number;
      book_now_cents: number;
    }>(
      `select b.id, b.sub_event_id, b.talent_id, b.trait_id,
              (case when e.private then s.prv_book_now_cents else s.book_now_cents end) as book_now_cents
         from bids b join schedule_days d on d.id = b.day_id
         join schedules s on s.id = b.schedule_id join events e on e.id = b.event_id
        where b.business_id = $1 and b.state = 'Bid' and b.bid_state in ('Win', 'Lose') and d.closed_at is null
          and d.closes_at > $2 and (case when e.private then s.prv_book_now_cents else s.book_now_cents end) is not null
        order by b.bid_state desc, b.id`,
      [demoBusinessId, new Date(t.clock.now()).toISOString()],
    );
    expect(candidates.length, 'open bids of the demo business on schedules with Book Now').toBeGreaterThan(0);
    const session = await signInAs('business@stagepass.test');
    // The first whose talent-day still has room for it (others answer that the day is full).
    let booked: number | null = null;
    for (const c of candidates) {
      const res = await t.call(
        'bid_book_candidate',
        {
          sb_event_id: c.sub_event_id,
          sp_id: c.talent_id,
          sp_trait_id: c.trait_id,
          // The Book Now price the business is shown, in the contract's whole dollars.
          price: c.book_now_cents / 100,
          type: 'BOOK_NOW',
          bid_id: c.id,
        },
        session,
      );
      if (res.status === 409 && res.body.message === BOOKING_ERRORS.dayFull) continue;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.bid).toMatchObject({ bid_id: c.id, state: 'Booked' });
      booked = c.id;
      break;
    }
    expect(booked, 'a Book Now that went through').not.toBeNull();
    const [paid] = await rows<{ state: string; card_last4: string; status: string }>(
      `select p.state, p.card_last4, c.status from booking_payments p join sandbox_charges c on c.id = p.charge_id
        where p.bid_id = $1`,
      [booked],
    );
    expect(paid).toEqual({ state: 'Charged', card_last4: '4242', status: 'succeeded' });
  });

  it('closes the next open day with charges, not Insufficient Funds', async () => {
    const [next] = await rows<{ id: number; closes_at: string }>(
      `select d.id, d.closes_at from schedule_days d where d.closed_at is null and d.closes_at > $1
          and exists (select 1 from bids b where b.day_id = d.id and b.state = 'Bid' and b.bid_state = 'Win')
        order by d.closes_at limit 1`,
      [new Date(t.clock.now()).toISOString()],
    );
    expect(next).toBeDefined();
    const advance = ms(next!.closes_at)! + 60_000 - t.clock.now();
    const moved = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advance_ms: advance } });
    expect(moved.statusCode, moved.body).toBe(200);
    const closed = await rows<{ state: string; payment: string | null; last4: string | null }>(
      `select b.state, p.state as payment, p.card_last4 as last4 from bids b
         left join booking_payments p on p.bid_id = b.id where b.day_id = $1 and b.state <> 'Cancelled'`,
      [next!.id],
    );
    expect(closed.some((b) => b.state === 'Booked')).toBe(true);
    expect(closed.filter((b) => b.state === 'InsufficientFunds')).toEqual([]);
    for (const b of closed.filter((x) => x.state === 'Booked'))
      expect([b.payment, b.last4]).toEqual(['Charged', '4242']);
  });
});

class Rollback extends Error {}
