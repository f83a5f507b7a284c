import { beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { affiliateEarnings, affiliatePayouts, affiliates } from '@stagepass/db/schema/affiliate';
import { events as eventsTable } from '@stagepass/db/schema/events';
import { sandboxTransfers } from '@stagepass/db/schema/payments';
import { purchases } from '@stagepass/db/schema/tickets';
import {
  AFFILIATE_CLIENT_NOT_FOUND,
  AFFILIATE_JOIN_REFUSED,
  AFFILIATE_TERMS_REQUIRED,
  NOT_AN_AFFILIATE,
} from '@stagepass/domain/affiliate';
import { PAYOUT_NO_ACCOUNT, PAYOUT_TRANSFER_FAILED } from '@stagepass/domain/payouts';
import type { PayoutProvider, TransferRequest } from '../../adapters/payments/payout-provider';
import { SandboxPayoutProvider } from '../../adapters/payments/sandbox';
import { register } from '../../test/account-flows';
import { bookingWorld } from '../../test/booking-fixtures';
import { useTestApp } from '../../test/test-app';
import { insertEnabledPayoutAccount } from '../payments/payouts-repository';
import { referTo } from './affiliate-fixtures';
import { releaseAffiliatePayouts } from './affiliate-payouts';
import { insertPromotion } from './affiliate-repository';

const t = useTestApp();
const w = bookingWorld(t, 'affiliate.test');
const START = Date.parse('2026-11-22T12:00:00Z');
// Every test starts on the same day (the clock is the file's, and earlier tests move it on).
beforeEach(() => t.clock.set(START));

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The test clock starts on 2026-11-22 12:00 UTC (ManualClock): November's payout comes due on December 1. */
const DECEMBER_1 = Date.parse('2026-12-01T00:00:00Z');

/** spec 001 §3 Affiliate promotion, in basis points: 10 % of booking fees paid, 5 % earned, 3 % of ticket sales. */
async function promotion(startDate = '2026-01-01', endDate = '2026-12-31', bp = { bus: 1000, spc: 500, ticket: 300 }) {
  return insertPromotion(t.db, {
    busBookingBp: bp.bus,
    spcBookingBp: bp.spc,
    ticketBp: bp.ticket,
    startDate,
    endDate,
    payoutPeriodMonths: 1,
    createdAt: new Date(t.clock.now()),
  });
}

/** A talent (or business) who joined the programme through register_as_affiliate, with a payout account unless not. */
async function affiliate(role: 'talent' | 'business' = 'talent', payout = true) {
  const who = await w.member(role === 'talent' ? { isSpecialist: true } : { isBusiness: true }, `aff${role}`);
  const joined = await w.ok('register_as_affiliate', { accept_terms: true }, who.token);
  const connectId = payout ? await insertEnabledPayoutAccount(t.db, who.id, t.clock.now()) : null;
  return { ...who, code: joined.affiliate_code as string, connectId };
}

/** A business that sells (payout account, saved card), registered with `code` typed as a member would. */
async function referredBusiness(code: string | null) {
  const b = await w.business();
  if (code) await referTo(t.db, b.id, ` ${code.toLowerCase()} `);
  return b;
}

/** An event of the business `days` ahead, with a ticket at `price` cents; and the instant the event ends. */
async function eventWithTicket(token: string, price: number, days = 2) {
  const eventId = await w.event(token, days);
  const ticket = await w.ticket(token, eventId, { price, quantity: 50, sales_end: w.at(days, '18:00') });
  const [row] = await t.db.select({ end: eventsTable.endTime }).from(eventsTable).where(eq(eventsTable.id, eventId));
  return { eventId, ticketId: ticket.ticket_id, price, endMs: row!.end.getTime() };
}

async function sell(e: { eventId: number; ticketId: number; price: number }, quantity: number) {
  const fan = await w.member();
  const purchase = await w.buy(fan.token, e.eventId, e.ticketId, quantity, e.price);
  return { purchaseId: purchase.purchase_id, fan };
}

/** Moves the clock as /dev/clock does, running every clock job that came due. */
async function advanceTo(ms: number) {
  const run = await w.advanceTo(ms);
  expect(run.ran).toContain('affiliate-payouts');
  return run;
}

const earningsOf = (affiliateId: number) =>
  t.db
    .select()
    .from(affiliateEarnings)
    .where(eq(affiliateEarnings.affiliateId, affiliateId))
    .orderBy(asc(affiliateEarnings.id));
const payoutsOf = (affiliateId: number) =>
  t.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliateId));
const transfersTo = (connectId: string) =>
  t.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.destination, connectId));

describe('affiliate_promotion (spec 001 §3, §7, §9)', () => {
  it('answers null while no promotion holds today, and the one in force as fractions', async () => {
    expect(await w.ok('affiliate_promotion', {})).toEqual({ promotion: null });
    await promotion('2026-01-01', '2026-06-30', { bus: 800, spc: 400, ticket: 200 });
    await promotion('2027-01-01', '2027-12-31');
    expect(await w.ok('affiliate_promotion', {})).toEqual({ promotion: null });

    await promotion('2026-07-01', '2026-12-31', { bus: 1000, spc: 500, ticket: 300 });
    // A later-starting promotion inside it takes over for its days.
    await promotion('2026-11-20', '2026-11-25', { bus: 1250, spc: 750, ticket: 425 });
    const fan = await w.member();
    expect(await w.ok('affiliate_promotion', {}, fan.token)).toEqual({
      promotion: {
        bus_booking_pct: 0.125,
        spc_booking_pct: 0.075,
        ticket_pct: 0.0425,
        start_date: '2026-11-20',
        end_date: '2026-11-25',
        payout_period: 1,
      },
    });
    t.clock.advance(4 * DAY);
    expect((await w.ok('affiliate_promotion', {})).promotion).toMatchObject({
      bus_booking_pct: 0.1,
      spc_booking_pct: 0.05,
      ticket_pct: 0.03,
      start_date: '2026-07-01',
      end_date: '2026-12-31',
    });
  });
});

describe('register_as_affiliate (spec 001 §6: only talent and businesses may join)', () => {
  it('gives a talent a code of their own once, whatever how often they join', async () => {
    const talent = await w.member({ isSpecialist: true }, 'tala');
    const first = await w.ok('register_as_affiliate', { accept_terms: true }, talent.token);
    expect(first).toMatchObject({ joined: true, terms_accepted_at: new Date(t.clock.now()).toISOString() });
    expect(first.affiliate_code).toMatch(/^TALA[A-Z]{0,2}[A-HJ-NP-Z2-9]{4}$/);
    t.clock.advance(MINUTE);
    const again = await w.ok('register_as_affiliate', { accept_terms: true }, talent.token);
    expect(again).toEqual({ ...first, joined: false });

    const [row] = await t.db.select().from(members).where(eq(members.id, talent.id));
    expect(row!.affiliateCode).toBe(first.affiliate_code);
    expect(await t.db.select().from(affiliates).where(eq(affiliates.memberId, talent.id))).toHaveLength(1);
    // The session user carries it, so the 'Affiliate' menu shows (spec 000 §6).
    const login = await t.call('login', { username: talent.email, password: 'demo-pass-2026' });
    expect(login.body.data.user.affiliate_code).toBe(first.affiliate_code);
  });

  it('lets a business join, and gives two members two different codes', async () => {
    const a = await affiliate('business');
    const b = await affiliate('business');
    expect(a.code).not.toBe(b.code);
  });

  it('refuses fans, agencies, the logged-out, and a join without the terms accepted', async () => {
    const fan = await w.member();
    const agency = await w.member({}, 'agency');
    await t.db.update(members).set({ isAgency: true }).where(eq(members.id, agency.id));
    for (const token of [fan.token, agency.token]) {
      const res = await t.call('register_as_affiliate', { accept_terms: true }, token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(AFFILIATE_JOIN_REFUSED);
    }
    expect((await t.call('register_as_affiliate', { accept_terms: true })).status).toBe(401);

    const talent = await w.member({ isSpecialist: true }, 'talent');
    for (const input of [{}, { accept_terms: false }]) {
      const res = await t.call('register_as_affiliate', input, talent.token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'accept_terms', message: AFFILIATE_TERMS_REQUIRED });
    }
    const [row] = await t.db.select().from(members).where(eq(members.id, talent.id));
    expect(row!.affiliateCode).toBeNull();
  });
});

describe('affiliate_get_clients (spec 001 §7)', () => {
  it('is 404 before joining', async () => {
    const talent = await w.member({ isSpecialist: true }, 'talent');
    for (const [name, input] of [
      ['affiliate_get_clients', {}],
      ['affiliate_event_query', {}],
    ] as const) {
      const res = await t.call(name, input, talent.token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NOT_AN_AFFILIATE);
    }
  });

  it('lists the members who typed my code at registration, with their role, join date and what they earned me', async () => {
    await promotion();
    const me = await affiliate('talent');
    const other = await affiliate('business');
    // Registered through the emailed link, typing the code in lower case.
    const signedUp = await register(t, {
      email: 'nova@affiliate.test',
      name: 'Nova Newcomer',
      username: 'nova_new',
      password: 'a long enough passphrase',
      accType: 'specialist',
      affiliate_code: me.code.toLowerCase(),
    });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
    t.clock.advance(MINUTE);
    const venue = await referredBusiness(me.code);
    await referredBusiness(other.code);
    await referredBusiness(null);
    const e = await eventWithTicket(venue.token, 10_000);
    await sell(e, 2);
    await advanceTo(e.endMs + MINUTE);

    const data = await w.ok('affiliate_get_clients', {}, me.token);
    expect(data.affiliate_code).toBe(me.code);
    expect(data.clients).toEqual([
      expect.objectContaining({ member_id: venue.id, name: venue.name, role: 'BUSINESS', earned_cents: 600 }),
      expect.objectContaining({
        name: 'Nova Newcomer',
        username: 'nova_new',
        role: 'SPECIALIST',
        earned_cents: 0,
        joined_at: new Date(Date.parse('2026-11-22T12:00:00Z')).toISOString(),
        currency: 'USD',
      }),
    ]);
  });
});

describe('attribution (spec 001 §3: the promotion’s percentages for its period)', () => {
  it('earns ticket_pct of a referred business’s ticket sales to the cent, once the event is over; refunds earn nothing', async () => {
    await promotion();
    const me = await affiliate('talent');
    const venue = await referredBusiness(me.code);
    const stranger = await referredBusiness(null);
    const big = await eventWithTicket(venue.token, 12_550);
    const small = await w.ticket(venue.token, big.eventId, {
      name: 'Balcony',
      price: 1_999,
      quantity: 5,
      sales_end: w.at(2, '18:00'),
    });
    const kept = await sell(big, 3); // $376.50 → 3 % = 1,129.5 → 1,130 cents
    await sell({ ...big, ticketId: small.ticket_id, price: 1_999 }, 1); // $19.99 → 59.97 → 60 cents
    const refunded = await sell(big, 2);
    await w.ok('user_refund_tickets', { purchase_id: refunded.purchaseId }, refunded.fan.token);
    // A business nobody referred earns nobody anything.
    const theirs = await eventWithTicket(stranger.token, 5_000);
    await sell(theirs, 4);

    // Not before the sale settles (the event is over).
    await advanceTo(big.endMs - MINUTE);
    expect(await earningsOf(me.id)).toEqual([]);

    await advanceTo(big.endMs + MINUTE);
    const earned = await earningsOf(me.id);
    expect(earned.map((e) => [e.source, e.referredMemberId, e.baseCents, e.shareCents])).toEqual([
      ['ticket', venue.id, 37_650, 1_130],
      ['ticket', venue.id, 1_999, 60],
    ]);
    expect(earned[0]!.sourceId).toBe(kept.purchaseId);
    expect(earned.every((e) => e.earnedAt.getTime() === big.endMs && e.payoutId === null)).toBe(true);
    expect(await t.db.select().from(affiliateEarnings)).toHaveLength(2);

    // A second run adds nothing.
    await advanceTo(big.endMs + 2 * MINUTE);
    expect(await earningsOf(me.id)).toHaveLength(2);

    const query = await w.ok('affiliate_event_query', {}, me.token);
    expect(query.earnings).toEqual([
      expect.objectContaining({
        source: 'ticket',
        client_id: venue.id,
        client_name: venue.name,
        event_name: 'Harbor Lights',
        base_cents: 1_999,
        pct: 0.03,
        share_cents: 60,
        currency: 'USD',
        payout_id: null,
      }),
      expect.objectContaining({ base_cents: 37_650, share_cents: 1_130 }),
    ]);
    expect(query.totals).toEqual({ earned_cents: 1_190, pending_cents: 1_190, paid_cents: 0, currency: 'USD' });
    expect(query.payouts).toEqual([]);
  });

  it('takes back an unpaid share when its sale is refunded after all (a refund made in the provider’s dashboard)', async () => {
    await promotion();
    const me = await affiliate('talent');
    const venue = await referredBusiness(me.code);
    const e = await eventWithTicket(venue.token, 10_000);
    const sale = await sell(e, 1);
    await advanceTo(e.endMs + MINUTE);
    expect(await earningsOf(me.id)).toHaveLength(1);
    await t.db.update(purchases).set({ status: 'Refunded' }).where(eq(purchases.id, sale.purchaseId));
    await advanceTo(e.endMs + 2 * MINUTE);
    expect(await earningsOf(me.id)).toEqual([]);
  });

  it('earns nothing on sales outside the promotion’s dates', async () => {
    // Starts tomorrow: today's sales are outside it.
    await promotion('2026-11-23', '2026-11-30');
    const me = await affiliate('talent');
    const venue = await referredBusiness(me.code);
    const e = await eventWithTicket(venue.token, 10_000, 3);
    await sell(e, 1);
    t.clock.set(Date.parse('2026-11-23T00:30:00Z'));
    await sell(e, 2); // inside: 2 × $100 → $6.00
    // After it ended: December's sales earn nothing either.
    const later = await eventWithTicket(venue.token, 10_000, 9);
    t.clock.set(Date.parse('2026-12-01T00:30:00Z'));
    await sell(later, 1);
    await advanceTo(later.endMs + MINUTE);
    expect((await earningsOf(me.id)).map((e) => [e.baseCents, e.shareCents])).toEqual([[20_000, 600]]);
  });

  it('earns spc_booking_pct of a referred talent’s booking fees and bus_booking_pct of a referred business’s, once the talent is paid', async () => {
    await promotion();
    const talentsAffiliate = await affiliate('talent');
    const venuesAffiliate = await affiliate('business');
    const talent = await w.talent();
    await referTo(t.db, talent.id, talentsAffiliate.code);
    await w.schedule(talent, 2, '17:00', '23:59', { book_now: 500 });
    const venue = await referredBusiness(venuesAffiliate.code);
    const eventId = await w.event(venue.token, 2);
    const sbEventId = await w.block(venue.token, eventId, 2, '19:00', '21:00');
    const bid = await w.bid(venue.token, sbEventId, talent, 300);
    const booked = await w.bid(venue.token, sbEventId, talent, 500, { bid_id: bid.bid_id, type: 'BOOK_NOW' });
    expect(booked).toMatchObject({ state: 'Booked', price_cents: 50_000 });
    const [event] = await t.db.select().from(eventsTable).where(eq(eventsTable.id, eventId));

    // Charged is not settled: a grievance could still reverse it.
    await advanceTo(event!.endTime.getTime() + DAY);
    expect(await t.db.select().from(affiliateEarnings)).toEqual([]);
    // Talent are paid 5 days after the event; the booking is Completed and both shares are earned.
    await advanceTo(event!.endTime.getTime() + 5 * DAY + MINUTE);
    expect(
      (await earningsOf(talentsAffiliate.id)).map((e) => [e.source, e.sourceId, e.baseCents, e.shareCents]),
    ).toEqual([['spc_booking', bid.bid_id, 50_000, 2_500]]);
    expect(
      (await earningsOf(venuesAffiliate.id)).map((e) => [e.source, e.sourceId, e.baseCents, e.shareCents]),
    ).toEqual([['bus_booking', bid.bid_id, 50_000, 5_000]]);
  });
});

describe('the monthly payout (spec 001 §1: monthly, one lump sum, less processing fees)', () => {
  /** An affiliate whose referred business sold `quantity` tickets at `price` on an event that is over. */
  async function earningAffiliate(price: number, quantity: number, payout = true) {
    const me = await affiliate('talent', payout);
    const venue = await referredBusiness(me.code);
    const e = await eventWithTicket(venue.token, price);
    await sell(e, quantity);
    return { me, venue, e };
  }

  it('pays each affiliate once after the month ends, the sum of the shares less the processor’s fee', async () => {
    await promotion();
    const a = await earningAffiliate(12_550, 3); // 1,130
    const extra = await eventWithTicket(a.venue.token, 1_999, 3);
    await sell(extra, 1); // 60
    const b = await earningAffiliate(10_000, 1); // 300
    await advanceTo(DECEMBER_1 - MINUTE);
    expect(await payoutsOf(a.me.id)).toEqual([]);

    await advanceTo(DECEMBER_1 + MINUTE);
    await advanceTo(DECEMBER_1 + 2 * MINUTE);
    // 1,190 cents; 0.25 % of it is 2.975 → 3 cents.
    expect(t.config.FEE_PROCESSOR_MONTHLY_PCT).toBe(0.25);
    const [payout] = await payoutsOf(a.me.id);
    expect(await payoutsOf(a.me.id)).toHaveLength(1);
    expect(payout).toMatchObject({
      month: '2026-11-01',
      grossCents: 1_190,
      feeCents: 3,
      amountCents: 1_187,
      currency: 'USD',
      status: 'paid',
      attempts: 1,
    });
    const transfers = await transfersTo(a.me.connectId!);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      amountCents: 1_187,
      currency: 'usd',
      idempotencyKey: `affiliate-payout-${payout!.id}`,
      metadata: { kind: 'affiliate', payout_id: String(payout!.id), affiliate_id: String(a.me.id) },
    });
    expect((await earningsOf(a.me.id)).every((e) => e.payoutId === payout!.id)).toBe(true);
    expect((await payoutsOf(b.me.id))[0]).toMatchObject({ grossCents: 300, feeCents: 1, amountCents: 299 });
    expect(await transfersTo(b.me.connectId!)).toHaveLength(1);

    const query = await w.ok('affiliate_event_query', {}, a.me.token);
    expect(query.payouts).toEqual([
      expect.objectContaining({
        payout_id: payout!.id,
        month: '2026-11-01',
        gross_cents: 1_190,
        fee_cents: 3,
        amount_cents: 1_187,
        status: 'paid',
        earnings: 2,
        failure_message: null,
      }),
    ]);
    expect(query.totals).toEqual({ earned_cents: 1_190, pending_cents: 0, paid_cents: 1_187, currency: 'USD' });
  });

  it('run twice at once or again pays once', async () => {
    await promotion();
    const a = await earningAffiliate(10_000, 2);
    // The clock moved without running the jobs: the two runs below find the month's work to do.
    t.clock.set(DECEMBER_1 + MINUTE);
    const deps = { db: t.db, config: t.config, payouts: new SandboxPayoutProvider(t.db, t.clock, t.config.PUBLIC_URL) };
    await Promise.all([releaseAffiliatePayouts(deps, t.clock.now()), releaseAffiliatePayouts(deps, t.clock.now())]);
    await releaseAffiliatePayouts(deps, t.clock.now() + DAY);
    expect(await payoutsOf(a.me.id)).toHaveLength(1);
    expect(await transfersTo(a.me.connectId!)).toHaveLength(1);
  });

  it('waits for a payout account, and retries a refused transfer with the same key until it is paid', async () => {
    await promotion();
    const a = await earningAffiliate(10_000, 1, false);
    await advanceTo(DECEMBER_1 + MINUTE);
    const [waiting] = await payoutsOf(a.me.id);
    expect(waiting).toMatchObject({ status: 'failed', failureMessage: PAYOUT_NO_ACCOUNT, amountCents: 299 });
    const query = await w.ok('affiliate_event_query', {}, a.me.token);
    expect(query.payouts[0]).toMatchObject({ status: 'failed', failure_message: PAYOUT_NO_ACCOUNT });
    expect(query.totals).toMatchObject({ pending_cents: 299, paid_cents: 0 });

    const connectId = await insertEnabledPayoutAccount(t.db, a.me.id, t.clock.now());
    const sandbox = new SandboxPayoutProvider(t.db, t.clock, t.config.PUBLIC_URL);
    const keys: string[] = [];
    let down = true;
    const flaky: PayoutProvider = Object.assign(Object.create(sandbox) as PayoutProvider, {
      async transfer(request: TransferRequest) {
        keys.push(request.idempotencyKey);
        if (down) throw new Error('provider unreachable');
        return sandbox.transfer(request);
      },
    });
    const deps = { db: t.db, config: t.config, payouts: flaky };
    await releaseAffiliatePayouts(deps, t.clock.now() + MINUTE);
    expect((await payoutsOf(a.me.id))[0]).toMatchObject({ status: 'failed', failureMessage: PAYOUT_TRANSFER_FAILED });
    down = false;
    await releaseAffiliatePayouts(deps, t.clock.now() + 2 * MINUTE);
    await releaseAffiliatePayouts(deps, t.clock.now() + 3 * MINUTE);
    expect((await payoutsOf(a.me.id))[0]).toMatchObject({ status: 'paid', failureMessage: null, attempts: 3 });
    expect(keys).toEqual([`affiliate-payout-${waiting!.id}`, `affiliate-payout-${waiting!.id}`]);
    expect(await transfersTo(connectId)).toHaveLength(1);
  });

  it('pays a share recorded after its month was paid with the next payout', async () => {
    const promotionId = await promotion();
    const a = await earningAffiliate(10_000, 1);
    await advanceTo(DECEMBER_1 + MINUTE);
    // A December sale, and a November share recorded only in December (say the job was down when it settled).
    const e = await eventWithTicket(a.venue.token, 20_000, 5);
    await sell(e, 1);
    await t.db.insert(affiliateEarnings).values({
      affiliateId: a.me.id,
      referredMemberId: a.venue.id,
      promotionId,
      source: 'ticket',
      sourceId: 2_000_000_000,
      baseCents: 5_000,
      shareCents: 150,
      currency: 'USD',
      earnedAt: new Date('2026-11-30T10:00:00Z'),
    });
    await advanceTo(Date.parse('2027-01-01T00:01:00Z'));
    const payouts = (await payoutsOf(a.me.id)).sort((x, y) => x.month.localeCompare(y.month));
    expect(payouts.map((p) => [p.month, p.grossCents, p.status])).toEqual([
      ['2026-11-01', 300, 'paid'],
      ['2026-12-01', 750, 'paid'],
    ]);
  });
});

describe('affiliate_event_query client_id (owner-scoped)', () => {
  it('narrows the earnings to one of my referrals, and is 404 for a member I did not refer', async () => {
    await promotion();
    const me = await affiliate('talent');
    const rival = await affiliate('talent');
    const mine = await referredBusiness(me.code);
    const theirs = await referredBusiness(rival.code);
    const e = await eventWithTicket(mine.token, 10_000);
    await sell(e, 1);
    await advanceTo(e.endMs + MINUTE);
    const data = await w.ok('affiliate_event_query', { client_id: mine.id }, me.token);
    expect(data.earnings.map((x: { client_id: number }) => x.client_id)).toEqual([mine.id]);

    const res = await t.call('affiliate_event_query', { client_id: theirs.id }, me.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(AFFILIATE_CLIENT_NOT_FOUND);
    expect(JSON.stringify(res.body)).not.toContain(theirs.name);
  });
});
