import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@stagepass/db/client';
import { events as eventsTable } from '@stagepass/db/schema/events';
import { payoutAccounts, payouts, sandboxTransfers } from '@stagepass/db/schema/payments';
import { purchases } from '@stagepass/db/schema/tickets';
import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { formatMoney } from '@stagepass/domain/format';
import { PAYOUT_NO_ACCOUNT, TICKET_PAYOUT_DELAY_MS } from '@stagepass/domain/payouts';
import { SandboxPayoutProvider } from '../../adapters/payments/sandbox';
import type { PayoutProvider, TransferRequest } from '../../adapters/payments/payout-provider';
import { useTestApp } from '../../test/test-app';
import { marketplace, VENUE_TZ as TZ } from '../../test/marketplace-fixtures';
import { insertEnabledPayoutAccount } from './payouts-repository';
import { releaseTicketPayouts, type TicketPayoutDeps } from './ticket-payouts';

const t = useTestApp({ seed: true });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const m = marketplace(t, 'payouts.test');
const { at, ok, member, business } = m;

/** A published event `days` ahead, 19:00 to 23:00 at the venue, with one refundable $25.00 ticket (or `price`). */
async function eventWithTicket(token: string, days = 2, price = 2500, name = 'Harbor Lights') {
  const eventId = await m.event(token, days, name);
  const ticket = await m.ticket(token, eventId, { price, quantity: 50, sales_end: at(days, '18:00') });
  const [row] = await t.db.select({ end: eventsTable.endTime }).from(eventsTable).where(eq(eventsTable.id, eventId));
  return { eventId, ticketId: ticket.ticket_id, price, endMs: row!.end.getTime() };
}

/** A fan buys `quantity` tickets (by card unless free); returns the purchase id. */
async function buy(e: { eventId: number; ticketId: number; price: number }, quantity: number, fan?: { token: string }) {
  const buyer = fan ?? (await member());
  const purchase = await m.buy(buyer.token, e.eventId, e.ticketId, quantity, e.price);
  return { purchaseId: purchase.purchase_id, fan: buyer };
}

/** Moves the clock as the development clock page does, which runs every clock job that came due. */
async function advanceTo(ms: number) {
  const res = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advance_ms: ms - t.clock.now() } });
  expect(res.statusCode, res.body).toBe(200);
  const run = res.json() as { ran: string[]; failed: unknown[] };
  expect(run.ran).toContain('ticket-payouts');
  expect(run.failed).toEqual([]);
}

const transfers = () =>
  t.db.select().from(sandboxTransfers).orderBy(asc(sandboxTransfers.createdAt), asc(sandboxTransfers.id));
const payoutOf = async (eventId: number) => (await t.db.select().from(payouts).where(eq(payouts.eventId, eventId)))[0];

/** The job's dependencies as the server gives them (the payments sandbox), or with another provider. */
const jobDeps = (provider?: PayoutProvider): TicketPayoutDeps => ({
  db: t.db,
  config: t.config,
  payouts: provider ?? new SandboxPayoutProvider(t.db, t.clock, t.config.PUBLIC_URL),
});

describe('ticket payouts (spec 001 §1 Money, §9: 3 days after the event)', () => {
  it('pays the ticket prices, less the monthly processor fee, 3 days after the event ends and not before', async () => {
    const b = await business();
    const e = await eventWithTicket(b.token);
    await buy(e, 2);
    await buy(e, 1);

    await advanceTo(e.endMs + TICKET_PAYOUT_DELAY_MS - MINUTE);
    expect(await transfers()).toEqual([]);
    expect(await payoutOf(e.eventId)).toBeUndefined();

    await advanceTo(e.endMs + TICKET_PAYOUT_DELAY_MS);
    // 3 × $25.00 = $75.00; 0.25 % of it is 18.75 cents → 19.
    expect(t.config.FEE_PROCESSOR_MONTHLY_PCT).toBe(0.25);
    const [transfer] = await transfers();
    expect(await transfers()).toHaveLength(1);
    expect(transfer).toMatchObject({ destination: b.connectId, amountCents: 7_481, currency: 'usd' });
    const payout = await payoutOf(e.eventId);
    expect(payout).toMatchObject({
      kind: 'tickets',
      memberId: b.id,
      amountCents: 7_481,
      currency: 'USD',
      status: 'paid',
      transferId: transfer!.id,
      connectId: b.connectId,
      failureMessage: null,
      breakdown: {
        gross_cents: 7_500,
        refunds_cents: 0,
        processor_monthly_pct: 0.25,
        processor_monthly_cents: 19,
        tickets_sold: 3,
        tickets_refunded: 0,
      },
    });
    expect(payout!.dueAt.getTime()).toBe(e.endMs + TICKET_PAYOUT_DELAY_MS);
    expect(payout!.paidAt!.getTime()).toBe(t.clock.now());
    expect(transfer!.idempotencyKey).toBe(`payout-${payout!.id}`);
    expect(transfer!.metadata).toEqual({ payout_id: String(payout!.id), event_id: String(e.eventId), kind: 'tickets' });

    // Later runs pay nothing more.
    await advanceTo(t.clock.now() + DAY);
    expect(await transfers()).toHaveLength(1);
    // The sandbox lists the transfer with the accounts, as Stripe's dashboard would.
    const page = await t.app.inject({ url: '/dev/connect' });
    expect(page.body).toContain(transfer!.id);
    expect(page.body).toContain(`<td>${formatMoney(transfer!.amountCents, 'USD')}</td>`);
  });

  it('takes a refund made before the payout off it; a fully refunded event settles at 0 with no transfer', async () => {
    const b = await business();
    const e = await eventWithTicket(b.token);
    await buy(e, 2);
    const refunded = await buy(e, 1);
    await ok('user_refund_tickets', { purchase_id: refunded.purchaseId }, refunded.fan.token);
    const gone = await eventWithTicket(b.token, 2, 4000, 'Empty Room');
    const only = await buy(gone, 1);
    await ok('user_refund_tickets', { purchase_id: only.purchaseId }, only.fan.token);

    await advanceTo(Math.max(e.endMs, gone.endMs) + TICKET_PAYOUT_DELAY_MS);
    // $75.00 sold, $25.00 refunded: $50.00, less 0.25 % (12.5 → 13 cents).
    expect((await transfers()).map((x) => x.amountCents)).toEqual([4_987]);
    expect(await payoutOf(e.eventId)).toMatchObject({
      status: 'paid',
      amountCents: 4_987,
      breakdown: { gross_cents: 7_500, refunds_cents: 2_500, processor_monthly_cents: 13, tickets_refunded: 1 },
    });
    expect(await payoutOf(gone.eventId)).toMatchObject({
      status: 'paid',
      amountCents: 0,
      transferId: null,
      breakdown: { gross_cents: 4_000, refunds_cents: 4_000, tickets_sold: 1, tickets_refunded: 1 },
    });
  });

  it('records no payout for an event that took no money (free tickets, or no sales)', async () => {
    const b = await business();
    const free = await eventWithTicket(b.token, 2, 0, 'Open Mic');
    await buy(free, 2);
    const empty = await eventWithTicket(b.token, 2, 2500, 'Quiet Night');
    await advanceTo(Math.max(free.endMs, empty.endMs) + TICKET_PAYOUT_DELAY_MS);
    expect(await payoutOf(free.eventId)).toBeUndefined();
    expect(await payoutOf(empty.eventId)).toBeUndefined();
    expect(await transfers()).toEqual([]);
  });

  it('keeps the payout of a business without an enabled payout account, and pays it on a run after onboarding', async () => {
    const b = await business();
    const e = await eventWithTicket(b.token);
    await buy(e, 2);
    await ok('stripe_delete_payout_account', {}, b.token);
    expect(await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.memberId, b.id))).toEqual([]);

    await advanceTo(e.endMs + TICKET_PAYOUT_DELAY_MS);
    expect(await transfers()).toEqual([]);
    expect(await payoutOf(e.eventId)).toMatchObject({
      status: 'failed',
      failureMessage: PAYOUT_NO_ACCOUNT,
      connectId: null,
      amountCents: 4_987,
      attempts: 1,
    });
    const shown = await ok('business_payment_query', { event_id: e.eventId }, b.token);
    expect(shown.payouts).toEqual([
      expect.objectContaining({ status: 'failed', failure_message: PAYOUT_NO_ACCOUNT, paid_at: null, amount: 4_987 }),
    ]);
    // Still unpaid on the next run.
    await advanceTo(t.clock.now() + MINUTE);
    expect(await transfers()).toEqual([]);
    expect((await payoutOf(e.eventId))!.attempts).toBe(2);

    const connectId = await insertEnabledPayoutAccount(t.db, b.id, t.clock.now());
    await advanceTo(t.clock.now() + MINUTE);
    expect(await transfers()).toEqual([expect.objectContaining({ destination: connectId, amountCents: 4_987 })]);
    expect(await payoutOf(e.eventId)).toMatchObject({
      status: 'paid',
      connectId,
      failureMessage: null,
      attempts: 3,
    });
  });
});

/**
 * Two servers running the job at once. Each has its own database connection (on PostgreSQL; PGlite has one) and
 * provider, and the provider holds every transfer until both runs have reached it, so both have claimed the payout
 * before either is recorded as paid: the race is certain. The control strips the payout's idempotency key and sees
 * the money move twice; with the key, it moves once.
 */
describe('ticket payouts: a payout that keeps failing', () => {
  it('takes turns with the others: a run takes up the payouts never tried before the ones that failed', async () => {
    const without = await business();
    const first = await eventWithTicket(without.token, 2, 2500, 'Early Night');
    await buy(first, 1);
    await ok('stripe_delete_payout_account', {}, without.token);
    const paid = await business();
    const later = await eventWithTicket(paid.token, 3, 2500, 'Later Night');
    await buy(later, 1);
    t.clock.advance(later.endMs + TICKET_PAYOUT_DELAY_MS - t.clock.now());

    // One event a run: the older one first, which fails; then the one never tried, though it ended later.
    await releaseTicketPayouts(jobDeps(), t.clock.now(), 1);
    expect(await payoutOf(first.eventId)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await payoutOf(later.eventId)).toBeUndefined();
    await releaseTicketPayouts(jobDeps(), t.clock.now() + MINUTE, 1);
    expect(await payoutOf(later.eventId)).toMatchObject({ status: 'paid' });
    expect(await payoutOf(first.eventId)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('ticket payouts: two runs at once', () => {
  let handleB: DatabaseHandle;
  beforeAll(async () => {
    handleB = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.handle;
  });
  afterAll(async () => {
    if (handleB && handleB !== t.handle) await handleB.close();
  });

  /** Two providers (one per server) that wait for each other at the transfer; `breakKeys` gives every call its own key. */
  function racingProviders(breakKeys: boolean) {
    let reached = 0;
    let release: () => void = () => {};
    const both = new Promise<void>((resolve) => (release = resolve));
    const racing = (db: DatabaseHandle): PayoutProvider => {
      const sandbox = new SandboxPayoutProvider(db.db, t.clock, t.config.PUBLIC_URL);
      return Object.assign(Object.create(sandbox) as SandboxPayoutProvider, {
        async transfer(request: TransferRequest) {
          reached++;
          if (reached === 2) release();
          await Promise.race([both, new Promise((r) => setTimeout(r, 5_000))]);
          const key = breakKeys ? `${request.idempotencyKey}-${reached}-${Math.random()}` : request.idempotencyKey;
          return sandbox.transfer({ ...request, idempotencyKey: key });
        },
      });
    };
    return { a: racing(t.handle), b: racing(handleB), reached: () => reached };
  }

  async function dueSale() {
    const b = await business();
    const e = await eventWithTicket(b.token);
    await buy(e, 2);
    t.clock.advance(e.endMs + TICKET_PAYOUT_DELAY_MS - t.clock.now());
    return e;
  }

  it('control: without the idempotency key both runs pay', async () => {
    const e = await dueSale();
    const { a, b, reached } = racingProviders(true);
    const now = t.clock.now();
    await Promise.all([
      releaseTicketPayouts({ ...jobDeps(a) }, now),
      releaseTicketPayouts({ ...jobDeps(b), db: handleB.db }, now),
    ]);
    expect(reached()).toBe(2);
    expect(await transfers()).toHaveLength(2);
    expect(await payoutOf(e.eventId)).toMatchObject({ status: 'paid' });
  });

  it('pays once when two servers run the job at once, and again once when it runs twice more', async () => {
    const e = await dueSale();
    const { a, b, reached } = racingProviders(false);
    const now = t.clock.now();
    await Promise.all([
      releaseTicketPayouts({ ...jobDeps(a) }, now),
      releaseTicketPayouts({ ...jobDeps(b), db: handleB.db }, now),
    ]);
    expect(reached()).toBe(2);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.eventId, e.eventId));
    expect(await transfers()).toEqual([
      expect.objectContaining({ amountCents: 4_987, idempotencyKey: `payout-${payout!.id}` }),
    ]);
    expect(payout).toMatchObject({ status: 'paid', transferId: (await transfers())[0]!.id });

    await releaseTicketPayouts(jobDeps(), now);
    await releaseTicketPayouts(jobDeps(), now + MINUTE);
    expect(await transfers()).toHaveLength(1);
  });

  it('repeats the same transfer when a run stopped between paying and recording it', async () => {
    const e = await dueSale();
    const sandbox = new SandboxPayoutProvider(t.db, t.clock, t.config.PUBLIC_URL);
    // The provider pays, but the answer is lost (the server stopped): the payout stays unpaid.
    const lost = Object.assign(Object.create(sandbox) as SandboxPayoutProvider, {
      async transfer(request: TransferRequest) {
        await sandbox.transfer(request);
        throw new Error('connection reset');
      },
    });
    await releaseTicketPayouts(jobDeps(lost), t.clock.now());
    expect(await payoutOf(e.eventId)).toMatchObject({ status: 'failed' });
    expect(await transfers()).toHaveLength(1);
    await releaseTicketPayouts(jobDeps(sandbox), t.clock.now() + MINUTE);
    const [transfer] = await transfers();
    expect(await transfers()).toHaveLength(1);
    expect(await payoutOf(e.eventId)).toMatchObject({ status: 'paid', transferId: transfer!.id });
  });
});

describe('business_payment_query (spec 001 §3, §4, §7)', () => {
  it('gives payment rows by state, ticket sales rows, per-event summaries and payouts, paid and due', async () => {
    const b = await business();
    const past = await eventWithTicket(b.token, 2, 2500, 'Piano Night');
    const [fanA] = [await member()];
    await buy(past, 2, fanA);
    const refunded = await buy(past, 1);
    await ok('user_refund_tickets', { purchase_id: refunded.purchaseId }, refunded.fan.token);
    await advanceTo(past.endMs + TICKET_PAYOUT_DELAY_MS);
    const paidAt = t.clock.now();

    const next = await eventWithTicket(b.token, 5, 3000, 'Jazz Brunch');
    await buy(next, 3);
    // A purchase whose charge is still out.
    const pending = await buy(next, 1);
    await t.db.update(purchases).set({ status: 'Pending' }).where(eq(purchases.id, pending.purchaseId));
    const free = await eventWithTicket(b.token, 6, 0, 'Open Mic');
    await buy(free, 2);
    await eventWithTicket(b.token, 7, 2500, 'No Sales Yet');

    const data = await ok('business_payment_query', {}, b.token);
    const event = (id: number) => data.summaries.find((s: { eventId: number }) => s.eventId === id);
    // Events that took payments only, newest first.
    expect(data.summaries.map((s: { eventName: string }) => s.eventName)).toEqual([
      'Open Mic',
      'Jazz Brunch',
      'Piano Night',
    ]);
    const rowsOf = (id: number) =>
      data.payments
        .filter((p: { event_id: number }) => p.event_id === id)
        .map((p: { state: string; amount: number; quantity: number }) => [p.state, p.amount, p.quantity]);
    expect(rowsOf(past.eventId)).toEqual([
      ['Completed', 5_000, 2],
      ['Reversed', 2_500, 1],
    ]);
    expect(rowsOf(next.eventId)).toEqual([
      ['Charged', 9_000, 3],
      ['Pending', 3_000, 1],
    ]);
    expect(rowsOf(free.eventId)).toEqual([['Charged', 0, 2]]);
    const pianoRow = data.payments.find((p: { event_id: number }) => p.event_id === past.eventId);
    expect(Object.keys(pianoRow).slice(0, 9)).toEqual([
      'event_id',
      'event_name',
      'image_url',
      'start_time',
      'end_time',
      'country',
      'time_zone',
      'amount',
      'state',
    ]);
    expect(pianoRow).toMatchObject({ event_name: 'Piano Night', country: 'US', time_zone: TZ, currency: 'USD' });

    expect(data.ticket_sales).toEqual(
      expect.arrayContaining([
        { event_id: past.eventId, revenue: 5_000, num_sold: 3, num_refunded: 1 },
        { event_id: next.eventId, revenue: 9_000, num_sold: 3, num_refunded: 0 },
      ]),
    );
    expect(event(past.eventId)).toMatchObject({
      eventName: 'Piano Night',
      evStartTime: new Date(past.endMs - 4 * 3_600_000).toISOString(),
      evEndTime: new Date(past.endMs).toISOString(),
      country: 'US',
      time_zone: TZ,
      grossBookingFees: 0,
      grossTicketSales: 7_500,
      grossTicketsSold: 3,
      bookings: [],
      tickets: [
        {
          event_id: past.eventId,
          ticket_id: past.ticketId,
          ticket_name: 'General Admission',
          revenue: 5_000,
          num_sold: 3,
          num_refunded: 1,
        },
      ],
      payout: {
        status: 'paid',
        amount: 4_987,
        paid_at: new Date(paidAt).toISOString(),
        due_at: new Date(past.endMs + TICKET_PAYOUT_DELAY_MS).toISOString(),
      },
    });
    // Not due yet: scheduled 3 days after the event, for what the sales come to now.
    expect(event(next.eventId).payout).toEqual({
      payout_id: null,
      event_id: next.eventId,
      event_name: 'Jazz Brunch',
      time_zone: TZ,
      amount: 8_977,
      currency: 'USD',
      breakdown: {
        gross_cents: 9_000,
        refunds_cents: 0,
        processor_monthly_pct: 0.25,
        processor_monthly_cents: 23, // 22.5 → 23
        tickets_sold: 3,
        tickets_refunded: 0,
      },
      status: 'due',
      due_at: new Date(next.endMs + TICKET_PAYOUT_DELAY_MS).toISOString(),
      paid_at: null,
      failure_message: null,
    });
    expect(event(free.eventId)).toMatchObject({ grossTicketSales: 0, grossTicketsSold: 2, payout: null });
    expect(data.payouts.map((p: { event_name: string; status: string }) => [p.event_name, p.status])).toEqual([
      ['Piano Night', 'paid'],
      ['Jazz Brunch', 'due'],
    ]);
    expect(data.revenue_by_day.reduce((sum: number, d: { revenue: number }) => sum + d.revenue, 0)).toBe(14_000);

    // One event: its rows alone, even without sales.
    const one = await ok('business_payment_query', { event_id: next.eventId }, b.token);
    expect(one.summaries.map((s: { eventId: number }) => s.eventId)).toEqual([next.eventId]);
    expect(one.payouts).toHaveLength(1);
    expect(one.payments.every((p: { event_id: number }) => p.event_id === next.eventId)).toBe(true);
  });

  it("answers 404 for another business's event, with nothing of it, and refuses other roles", async () => {
    const owner = await business();
    const e = await eventWithTicket(owner.token, 2, 2500, 'Orchard Secret');
    await buy(e, 1);
    const other = await business();
    const res = await t.call('business_payment_query', { event_id: e.eventId }, other.token);
    expect(res).toEqual({ status: 404, body: { message: EVENT_NOT_FOUND, code: 'NOT_FOUND', field: 'event_id' } });
    const all = await ok('business_payment_query', {}, other.token);
    expect(all).toEqual({ payments: [], ticket_sales: [], summaries: [], payouts: [], revenue_by_day: [] });
    const fan = await member();
    expect((await t.call('business_payment_query', {}, fan.token)).status).toBe(403);
    expect((await t.call('business_payment_query', {})).status).toBe(401);
  });
});
