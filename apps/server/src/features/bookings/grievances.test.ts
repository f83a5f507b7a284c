import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bids, bookingGrievances, bookingPayments } from '@stagepass/db/schema/bookings';
import { notifications, outbox } from '@stagepass/db/schema/notifications';
import { sandboxTransfers } from '@stagepass/db/schema/payments';
import { sandboxCharges, sandboxRefunds } from '@stagepass/db/schema/tickets';
import {
  bookingPaymentLabel,
  businessBidLabel,
  GRIEVANCE_BEING_REFUNDED,
  GRIEVANCE_RESOLVED_TITLES,
} from '@stagepass/domain/bids';
import type { CardProvider } from '../../adapters/payments/card-provider';
import { createCards } from '../../adapters/payments/cards';
import { bookingWorld } from '../../test/booking-fixtures';
import { DAY_MS } from '../../test/marketplace-fixtures';
import { useTestApp } from '../../test/test-app';
import { resolveGrievance, type GrievanceDeps } from './grievances';

const t = useTestApp();
let w: ReturnType<typeof bookingWorld>;
beforeAll(() => {
  w = bookingWorld(t, 'grievances.test');
});

const MINUTE = 60_000;

const deps = (cards?: CardProvider): GrievanceDeps => ({
  db: t.db,
  cards: cards ?? createCards(t.config, { db: t.db, clock: t.clock }).provider,
  mailer: t.app.mailer,
  config: t.config,
});
const paymentOf = async (bidId: number) =>
  (await t.db.select().from(bookingPayments).where(eq(bookingPayments.bidId, bidId)))[0]!;
const grievanceOf = async (bidId: number) =>
  (await t.db.select().from(bookingGrievances).where(eq(bookingGrievances.bidId, bidId)))[0]!;
const bidRow = async (bidId: number) => (await t.db.select().from(bids).where(eq(bids.id, bidId)))[0]!;
const titlesOf = async (memberId: number) =>
  (
    await t.db.select().from(notifications).where(eq(notifications.memberId, memberId)).orderBy(asc(notifications.id))
  ).map((n) => ({ title: n.title, category: n.category, bidId: n.bidId, body: n.body }));
const mailTo = async (email: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.to, email))).map((m) => m.subject);
const refundsOf = (chargeId: string) => t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, chargeId));

/** A booking (talent at $300 max, booked at the $200 rate), its event over, and a grievance filed 3 days later. */
async function disputedBooking() {
  const talent = await w.talent();
  const { closes_at } = await w.schedule(talent, 10);
  const business = await w.business();
  const eventId = await w.event(business.token, 10, 'Harbor Lights');
  const sbEventId = await w.block(business.token, eventId, 10, '19:00', '21:00');
  const bid = await w.bid(business.token, sbEventId, talent, 300);
  await w.advanceTo(new Date(closes_at).getTime() + MINUTE);
  expect(await paymentOf(bid.bid_id)).toMatchObject({ state: 'Charged', priceCents: 20_000 });
  const eventEnd = new Date(
    (await w.ok('business_events_query', { event_id: eventId }, business.token)).events[0].end_time,
  ).getTime();
  await w.advanceTo(eventEnd + 3 * DAY_MS);
  await w.ok('business_freeze_payment', { bid_id: bid.bid_id, description: 'The talent left early' }, business.token);
  expect(await paymentOf(bid.bid_id)).toMatchObject({ state: 'Dispute', payoutStatus: 'frozen' });
  return { talent, business, eventId, eventEnd, bidId: bid.bid_id };
}

describe('staff resolve a grievance (spec 001 §4 Freeze Payment; npm run resolve-grievance)', () => {
  it('release: the frozen payout is paid by the next payout run, and both sides are told', async () => {
    const { talent, business, eventEnd, bidId } = await disputedBooking();
    // Past the payout date the dispute still holds the money.
    await w.advanceTo(eventEnd + 6 * DAY_MS);
    expect(await paymentOf(bidId)).toMatchObject({ state: 'Dispute', transferId: null });

    const resolved = await resolveGrievance(
      deps(),
      { bidId, outcome: 'release', note: 'The set was played in full.' },
      t.clock.now(),
    );
    expect(resolved).toMatchObject({ bidId, resolution: 'released', paymentState: 'Charged', refundId: null });
    expect(await paymentOf(bidId)).toMatchObject({ state: 'Charged', payoutStatus: 'due' });
    expect(await grievanceOf(bidId)).toMatchObject({ resolution: 'released', resolvedAt: new Date(t.clock.now()) });

    // Its payout date has passed: the next run of the payout job pays the talent at once.
    await w.advanceTo(t.clock.now() + MINUTE);
    const paid = await paymentOf(bidId);
    expect(paid).toMatchObject({ state: 'Completed', payoutStatus: 'paid' });
    const transfers = await t.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.id, paid.transferId!));
    expect(transfers.map((x) => [x.destination, x.amountCents])).toEqual([[paid.connectId, 20_000]]);
    expect(await refundsOf(paid.chargeId!)).toEqual([]);

    const title = GRIEVANCE_RESOLVED_TITLES.released;
    expect(title).toBe('Grievance resolved: payment released');
    expect(await titlesOf(business.id)).toContainEqual(
      expect.objectContaining({ title, category: 'BUSINESS_EVENT', bidId, body: expect.stringContaining('played') }),
    );
    expect(await titlesOf(talent.id)).toContainEqual(
      expect.objectContaining({ title, category: 'SPECIALIST_EVENT', bidId, body: expect.stringContaining('$200') }),
    );
    expect(await mailTo(business.email)).toContain(title);
    expect(await mailTo(talent.email)).toContain(title);

    // Resolved: a second resolution finds no open grievance.
    await expect(resolveGrievance(deps(), { bidId, outcome: 'refund' }, t.clock.now())).rejects.toThrow(
      `no open grievance for bid ${bidId}`,
    );
  });

  it('release before the payout date: the talent is paid 5 days after the event, not before', async () => {
    const { eventEnd, bidId } = await disputedBooking();
    await resolveGrievance(deps(), { bidId, outcome: 'release' }, t.clock.now());
    await w.advanceTo(eventEnd + 5 * DAY_MS - MINUTE);
    expect(await paymentOf(bidId)).toMatchObject({ state: 'Charged', transferId: null });
    await w.advanceTo(eventEnd + 5 * DAY_MS + MINUTE);
    expect(await paymentOf(bidId)).toMatchObject({ state: 'Completed', payoutStatus: 'paid' });
  });

  it('refund: the business gets its whole charge back, the booking reads Booking Reversed / Refunded, and no payout is ever made', async () => {
    const { talent, business, eventId, eventEnd, bidId } = await disputedBooking();
    const before = await paymentOf(bidId);

    const resolved = await resolveGrievance(deps(), { bidId, outcome: 'refund' }, t.clock.now());
    const refunds = await refundsOf(before.chargeId!);
    expect(refunds.map((r) => [r.amountCents, r.idempotencyKey])).toEqual([
      [before.chargedCents, `booking-refund-${bidId}-${before.createdAt.getTime()}`],
    ]);
    expect(before.chargedCents).toBeGreaterThan(before.priceCents);
    const [charge] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, before.chargeId!));
    expect(charge!.refundedCents).toBe(charge!.amountCents);
    expect(resolved).toMatchObject({ resolution: 'refunded', paymentState: 'Reversed', refundId: refunds[0]!.id });
    expect(await paymentOf(bidId)).toMatchObject({
      state: 'Reversed',
      refundId: refunds[0]!.id,
      payoutStatus: 'frozen',
    });
    expect(await grievanceOf(bidId)).toMatchObject({ resolution: 'refunded', resolvedAt: new Date(t.clock.now()) });
    expect(await bidRow(bidId)).toMatchObject({ state: 'Reversed', bidState: null });

    // What the business reads: the bid labelled 'Booking Reversed', its payment 'Refunded' (spec 001 §4).
    const listed = await w.ok('business_bids_query', { event_id: eventId }, business.token);
    const view = listed.bids.find((b: { bid_id: number }) => b.bid_id === bidId);
    expect(view).toMatchObject({ state: 'Reversed', payment_state: 'Reversed' });
    const schedule = { closesAt: Date.parse(view.closes_at), closedAt: Date.parse(view.closed_at) };
    expect(businessBidLabel({ state: view.state, bidState: view.bid_state }, schedule, t.clock.now())).toBe(
      'Booking Reversed',
    );
    expect(bookingPaymentLabel(view.payment_state)).toBe('Refunded');
    const mine = await w.ok('specialist_event_query', {}, talent.token);
    expect(mine.events.find((e: { bid_id: number }) => e.bid_id === bidId)).toMatchObject({
      state: 'Reversed',
      payment_state: 'Reversed',
    });

    // Both sides are told, in-app and by email.
    const title = GRIEVANCE_RESOLVED_TITLES.refunded;
    expect(title).toBe('Grievance resolved: refunded');
    expect(await titlesOf(business.id)).toContainEqual(
      expect.objectContaining({ title, category: 'BUSINESS_EVENT', bidId }),
    );
    expect(await titlesOf(talent.id)).toContainEqual(
      expect.objectContaining({ title, category: 'SPECIALIST_EVENT', bidId }),
    );
    expect(await mailTo(business.email)).toContain(title);
    expect(await mailTo(talent.email)).toContain(title);

    // Past the payout date the payout job pays nothing.
    await w.advanceTo(eventEnd + 7 * DAY_MS);
    expect(await paymentOf(bidId)).toMatchObject({ state: 'Reversed', transferId: null, paidAt: null });
    expect(await t.db.select().from(sandboxTransfers)).toEqual([]);

    // Running it again refunds nothing more and tells no one again.
    await expect(resolveGrievance(deps(), { bidId, outcome: 'refund' }, t.clock.now())).rejects.toThrow(
      `no open grievance for bid ${bidId}`,
    );
    await expect(resolveGrievance(deps(), { bidId, outcome: 'release' }, t.clock.now())).rejects.toThrow(
      `no open grievance for bid ${bidId}`,
    );
    expect(await refundsOf(before.chargeId!)).toHaveLength(1);
    expect((await titlesOf(business.id)).filter((n) => n.title === title)).toHaveLength(1);
  });

  it('two refund runs at once refund once; a run cut off after the refund is finished by the next, never released', async () => {
    const first = await disputedBooking();
    const runs = await Promise.allSettled([
      resolveGrievance(deps(), { bidId: first.bidId, outcome: 'refund' }, t.clock.now()),
      resolveGrievance(deps(), { bidId: first.bidId, outcome: 'refund' }, t.clock.now()),
    ]);
    expect(runs.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    for (const r of runs) if (r.status === 'rejected') expect(String(r.reason)).toContain('no open grievance');
    const charged = await paymentOf(first.bidId);
    expect(await refundsOf(charged.chargeId!)).toHaveLength(1);
    expect(
      (await titlesOf(first.business.id)).filter((n) => n.title === GRIEVANCE_RESOLVED_TITLES.refunded),
    ).toHaveLength(1);

    // A run that dies after the provider refunded (here: its answer is lost).
    const second = await disputedBooking();
    const real = deps().cards;
    const lost: CardProvider = Object.assign(Object.create(real) as CardProvider, {
      refund: async (request: Parameters<CardProvider['refund']>[0]) => {
        await real.refund(request);
        throw new Error('connection reset');
      },
    });
    await expect(
      resolveGrievance(deps(lost), { bidId: second.bidId, outcome: 'refund' }, t.clock.now()),
    ).rejects.toThrow('connection reset');
    expect(await paymentOf(second.bidId)).toMatchObject({ state: 'Dispute', refundId: null });
    // The money went back: the talent cannot be paid it as well.
    await expect(resolveGrievance(deps(), { bidId: second.bidId, outcome: 'release' }, t.clock.now())).rejects.toThrow(
      `a refund of bid ${second.bidId} was started`,
    );
    // Nor can the business withdraw its grievance and so release the payout.
    const withdraw = await t.call(
      'business_freeze_payment',
      { bid_id: second.bidId, withdraw: true },
      second.business.token,
    );
    expect([withdraw.status, withdraw.body.message]).toEqual([409, GRIEVANCE_BEING_REFUNDED]);
    const resolved = await resolveGrievance(deps(), { bidId: second.bidId, outcome: 'refund' }, t.clock.now());
    const payment = await paymentOf(second.bidId);
    const refunds = await refundsOf(payment.chargeId!);
    expect(refunds.map((r) => r.id)).toEqual([resolved.refundId]);
    expect(payment).toMatchObject({ state: 'Reversed', refundId: resolved.refundId });
  });

  it('refuses a payment that is not in Dispute with an open grievance', async () => {
    const talent = await w.talent();
    const { closes_at } = await w.schedule(talent, 10);
    const business = await w.business();
    const eventId = await w.event(business.token, 10, 'Mission Nights');
    const sbEventId = await w.block(business.token, eventId, 10, '19:00', '21:00');
    const bid = await w.bid(business.token, sbEventId, talent, 300);
    // Not booked yet: no payment.
    await expect(resolveGrievance(deps(), { bidId: bid.bid_id, outcome: 'release' }, t.clock.now())).rejects.toThrow(
      `no open grievance for bid ${bid.bid_id}`,
    );
    await w.advanceTo(new Date(closes_at).getTime() + MINUTE);
    // Charged, no grievance.
    for (const outcome of ['release', 'refund'] as const)
      await expect(resolveGrievance(deps(), { bidId: bid.bid_id, outcome }, t.clock.now())).rejects.toThrow(
        `no open grievance for bid ${bid.bid_id}`,
      );
    // A grievance the business withdrew.
    await w.ok('business_freeze_payment', { bid_id: bid.bid_id, description: 'x' }, business.token);
    await w.ok('business_freeze_payment', { bid_id: bid.bid_id, withdraw: true }, business.token);
    await expect(resolveGrievance(deps(), { bidId: bid.bid_id, outcome: 'refund' }, t.clock.now())).rejects.toThrow(
      `no open grievance for bid ${bid.bid_id}`,
    );
    const payment = await paymentOf(bid.bid_id);
    expect(payment).toMatchObject({ state: 'Charged', refundId: null });
    expect(await refundsOf(payment.chargeId!)).toEqual([]);
    expect((await titlesOf(business.id)).map((n) => n.title)).not.toContain(GRIEVANCE_RESOLVED_TITLES.refunded);
  });
});
