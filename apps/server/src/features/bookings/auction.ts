import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { bids, bookingPayments, scheduleDays } from '@stagepass/db/schema/bookings';
import { members } from '@stagepass/db/schema/accounts';
import { events, subEvents } from '@stagepass/db/schema/events';
import {
  blockText,
  BOOKING_ERRORS,
  BUSINESS_NOTICES,
  blocksOverlap,
  fitsTogether,
  followerBookingNotice,
  minimumBidCents,
  priceOf,
  solveDay,
  type DayBid,
} from '@stagepass/domain/auction';
import { talentBidMessage, talentPayoutDueAt } from '@stagepass/domain/bids';
import { talentListingPrice } from '@stagepass/domain/fees';
import type { CardProvider, ChargeResult } from '../../adapters/payments/card-provider';
import type { Mailer } from '../../adapters/email/outbox';
import type { Clock } from '../../adapters/clock';
import type { Config } from '../../config';
import { AppError } from '../../rpc/app-error';
import { notifyFollowers, notifyMembers, type MemberNotice } from '../notifications/notify-members';
import { feesFromConfig } from '../payments/get_fees.handler';
import { findCustomerId } from '../payments/card-customers';
import { dayLock, lockAuctionDay, recomputeStandings, saveStandings, standingsOf, type AuctionDay } from './standings';

/** What the auction uses: the database, the clock, the card provider, the mailer and the fee settings. */
export interface AuctionDeps {
  db: Database;
  clock: Clock;
  config: Config;
  cards: CardProvider;
  mailer: Mailer;
}

// --- charging a booking -----------------------------------------------------------------------------------------

interface PendingPayment {
  bidId: number;
  businessId: number;
  chargedCents: number;
  currency: string;
  createdAt: Date;
  eventId: number;
}

/**
 * Charges a booking's Pending payment: the business's default card first, then its other cards (spec 001 §4:
 * 'Failed charges at schedule close fall back through the other cards'). Each card is charged under a key made of
 * the payment and the card, so a run repeated after a crash gets the provider's first answers back and never
 * charges twice. Null when no card could pay.
 */
async function chargeBooking(
  deps: AuctionDeps,
  payment: PendingPayment,
): Promise<(ChargeResult & { ok: true }) | null> {
  const customerId = await findCustomerId(deps.db, payment.businessId);
  if (!customerId) return null;
  const { cards, defaultCardId } = await deps.cards.listCards(customerId);
  const ordered = [...cards].sort((a, b) => Number(b.id === defaultCardId) - Number(a.id === defaultCardId));
  for (const card of ordered) {
    const result = await deps.cards.charge({
      amountCents: payment.chargedCents,
      currency: payment.currency,
      customerId,
      source: card.id,
      isToken: false,
      description: `Stagepass booking ${payment.bidId}`,
      idempotencyKey: `booking-${payment.bidId}-${payment.createdAt.getTime()}-${card.id}`,
      metadata: { bid_id: String(payment.bidId), event_id: String(payment.eventId) },
    });
    if (result.ok) return result;
  }
  return null;
}

/** Inserts the Pending payment of a winner (price, the listing fees on top, and when the talent is paid). */
async function insertPending(
  tx: Executor,
  deps: AuctionDeps,
  bid: { id: number; eventId: number; businessId: number; talentId: number; eventEnd: Date },
  priceCents: number,
  now: Date,
): Promise<PendingPayment> {
  const fees = feesFromConfig(deps.config);
  const charged = talentListingPrice(priceCents, fees);
  const [row] = await tx
    .insert(bookingPayments)
    .values({
      bidId: bid.id,
      eventId: bid.eventId,
      businessId: bid.businessId,
      talentId: bid.talentId,
      priceCents,
      feeCents: charged - priceCents,
      chargedCents: charged,
      currency: 'USD',
      state: 'Pending',
      payoutDueAt: new Date(talentPayoutDueAt(bid.eventEnd.getTime())),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await tx.select().from(bookingPayments).where(eq(bookingPayments.bidId, bid.id));
  return existing!;
}

// --- who each bid is, for notices ---------------------------------------------------------------------------------

interface BidFacts {
  id: number;
  eventId: number;
  subEventId: number;
  businessId: number;
  talentId: number;
  scheduleId: number | null;
  maxCents: number;
  eventEnd: Date;
  eventName: string;
  eventImage: string | null;
  timeZone: string;
  sbStart: Date;
  sbEnd: Date;
  talentName: string;
  businessName: string;
  privateEvent: boolean;
}

async function factsOf(db: Executor, ids: readonly number[]): Promise<Map<number, BidFacts>> {
  if (ids.length === 0) return new Map();
  const business = sql<string>`(select ${members.name} from ${members} where ${members.id} = ${bids.businessId})`;
  const rows = await db
    .select({
      id: bids.id,
      eventId: bids.eventId,
      subEventId: bids.subEventId,
      businessId: bids.businessId,
      talentId: bids.talentId,
      scheduleId: bids.scheduleId,
      maxCents: bids.maxCents,
      eventEnd: events.endTime,
      eventName: events.name,
      eventImage: events.image,
      timeZone: events.timeZone,
      sbStart: subEvents.startTime,
      sbEnd: subEvents.endTime,
      talentName: members.name,
      businessName: business,
      privateEvent: events.private,
    })
    .from(bids)
    .innerJoin(events, eq(events.id, bids.eventId))
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .innerJoin(members, eq(members.id, bids.talentId))
    .where(inArray(bids.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

const whenOf = (f: BidFacts) => blockText(f.sbStart.getTime(), f.sbEnd.getTime(), f.timeZone);

function talentNotice(
  f: BidFacts,
  kase: Parameters<typeof talentBidMessage>[0],
  amountCents: number | null,
): MemberNotice {
  const facts = { businessName: f.businessName, eventName: f.eventName, when: whenOf(f), amountCents };
  return {
    memberId: f.talentId,
    type: `BID_${kase.toUpperCase()}`,
    category: 'SPECIALIST_EVENT',
    title: `${talentBidMessage(kase, 'Abbreviated', facts)}: ${f.eventName}`,
    body: talentBidMessage(kase, 'Detailed', facts),
    eventId: f.eventId,
    businessId: f.businessId,
    bidId: f.id,
    scheduleId: f.scheduleId,
    imageUrl: f.eventImage,
    link: `/dash/celeb-event/?eventId=${f.eventId}&businessId=${f.businessId}&bidId=${f.id}&schId=${f.scheduleId ?? ''}`,
  };
}

function businessNotice(f: BidFacts, kind: keyof typeof BUSINESS_NOTICES, priceCents = 0): MemberNotice {
  const facts = { talentName: f.talentName, eventName: f.eventName, when: whenOf(f) };
  const text = kind === 'booked' ? BUSINESS_NOTICES.booked(facts, priceCents) : BUSINESS_NOTICES[kind](facts);
  return {
    memberId: f.businessId,
    type: `BID_${kind.toUpperCase()}`,
    category: 'BUSINESS_EVENT',
    ...text,
    eventId: f.eventId,
    businessId: f.businessId,
    bidId: f.id,
    scheduleId: f.scheduleId,
    imageUrl: f.eventImage,
    link: `/dash/event/${f.eventId}`,
  };
}

/** Both sides, and the talent's followers, hear of a booking. */
async function tellBooked(tx: Executor, deps: AuctionDeps, f: BidFacts, priceCents: number, now: Date) {
  await notifyMembers(
    tx,
    deps.mailer,
    [talentNotice(f, 'booked', priceCents), businessNotice(f, 'booked', priceCents)],
    now,
    deps.config.PUBLIC_URL,
  );
  await notifyFollowers(
    tx,
    deps.mailer,
    f.talentId,
    {
      type: 'FOLLOWED_BOOKING',
      ...followerBookingNotice(f.talentName, f.eventName, whenOf(f)),
      eventId: f.eventId,
      businessId: f.businessId,
      imageUrl: f.eventImage,
      link: `/dash/event/${f.eventId}`,
    },
    now,
    deps.config.PUBLIC_URL,
  );
}

export { talentNotice, businessNotice, factsOf };

// --- Book Now -----------------------------------------------------------------------------------------------------

/**
 * Book Now (spec 001 §4, DESIGN.md §4): while the day is open, a business books its own Bid (approved, standing
 * Win or Lose) at the schedule's Book Now price at once. The day must hold it with its other bookings. The payment
 * is recorded Pending under the day's lock (so a second Book Now that would not fit with it is refused), charged
 * outside any transaction, then recorded: Booked, and the bids it overlaps turn Fatal. A charge no card can pay
 * leaves the bid as it was (402).
 */
export async function bookNow(deps: AuctionDeps, businessId: number, bidId: number, priceCents: number): Promise<void> {
  const now = new Date(deps.clock.now());
  const pending = await deps.db.transaction(async (tx) => {
    const [bid] = await tx
      .select()
      .from(bids)
      .where(and(eq(bids.id, bidId), eq(bids.businessId, businessId)));
    if (!bid || bid.dayId === null) throw new AppError('NOT_FOUND', BOOKING_ERRORS.bidNotFound, 'bid_id');
    const day = await lockAuctionDay(tx, bid.dayId);
    if (!day || day.closedAt !== null || day.closesAt <= now)
      throw new AppError('CONFLICT', BOOKING_ERRORS.closed, 'bid_id');
    const [fresh] = await tx.select().from(bids).where(eq(bids.id, bidId));
    if (fresh!.state === 'Request') throw new AppError('CONFLICT', BOOKING_ERRORS.notApproved, 'bid_id');
    if (fresh!.state === 'Booked') throw new AppError('CONFLICT', BOOKING_ERRORS.booked, 'bid_id');
    if (fresh!.state !== 'Bid' || (fresh!.bidState !== 'Win' && fresh!.bidState !== 'Lose'))
      throw new AppError(
        'CONFLICT',
        fresh!.bidState === 'Fatal' ? BOOKING_ERRORS.conflict : BOOKING_ERRORS.notActive,
        'bid_id',
      );
    const holding = await pendingOrBooked(tx, day);
    const me = day.bids.find((b) => b.id === bidId)!;
    if (!fitsTogether(day.schedules, [...holding, me]))
      throw new AppError('CONFLICT', BOOKING_ERRORS.dayFull, 'bid_id');
    if (!dayLock.enabled && dayLock.pauseMs > 0) await new Promise((r) => setTimeout(r, dayLock.pauseMs));
    const [facts] = (await factsOf(tx, [bidId])).values();
    await tx.update(bids).set({ type: 'BOOK_NOW', updatedAt: now }).where(eq(bids.id, bidId));
    return insertPending(tx, deps, { ...facts!, id: bidId }, priceCents, now);
  });
  const charged = await chargeBooking(deps, pending);
  await deps.db.transaction(async (tx) => {
    const [bid] = await tx.select({ dayId: bids.dayId }).from(bids).where(eq(bids.id, bidId));
    await lockAuctionDay(tx, bid!.dayId!);
    if (!charged) {
      // spec 001 §4: 'Insufficient Funds after Book Now leaves the bid active.'
      await tx
        .delete(bookingPayments)
        .where(and(eq(bookingPayments.bidId, bidId), eq(bookingPayments.state, 'Pending')));
      await tx.update(bids).set({ type: 'BID' }).where(eq(bids.id, bidId));
      return;
    }
    await settleCharged(tx, deps, bidId, pending, charged, now);
    await recomputeStandings(tx, bid!.dayId!, now.getTime());
  });
  if (!charged)
    throw new AppError(
      'PAYMENT_DECLINED',
      'Insufficient Funds: none of your cards could pay for this booking.',
      'bid_id',
    );
  deps.mailer.kick();
}

/** The day's bids that hold a place: Booked, or with a Pending payment (being charged right now). */
async function pendingOrBooked(tx: Executor, day: AuctionDay): Promise<DayBid[]> {
  const ids = day.bids.map((b) => b.id);
  if (ids.length === 0) return [];
  const pending = await tx
    .select({ bidId: bookingPayments.bidId })
    .from(bookingPayments)
    .where(and(inArray(bookingPayments.bidId, ids), eq(bookingPayments.state, 'Pending')));
  const held = new Set(pending.map((p) => p.bidId));
  return day.bids.filter((b) => b.booked || held.has(b.id));
}

/** A charge went through: the payment is Charged, the bid Booked at its price; both sides and followers hear. */
async function settleCharged(
  tx: Executor,
  deps: AuctionDeps,
  bidId: number,
  pending: PendingPayment,
  charged: ChargeResult & { ok: true },
  now: Date,
) {
  const [payment] = await tx
    .update(bookingPayments)
    .set({
      state: 'Charged',
      chargeId: charged.chargeId,
      cardBrand: charged.brand,
      cardLast4: charged.last4,
      chargedAt: now,
    })
    .where(and(eq(bookingPayments.bidId, bidId), eq(bookingPayments.state, 'Pending')))
    .returning({ priceCents: bookingPayments.priceCents });
  if (!payment) return; // settled by an earlier run
  await tx
    .update(bids)
    .set({ state: 'Booked', bidState: 'Win', priceCents: payment.priceCents, bookedAt: now, updatedAt: now })
    .where(eq(bids.id, bidId));
  const [facts] = (await factsOf(tx, [bidId])).values();
  await tellBooked(tx, deps, facts!, payment.priceCents, now);
  void pending;
}

// --- the schedule close -------------------------------------------------------------------------------------------

/** Days taken up per run of the clock job. */
const CLOSE_BATCH = 200;
/** Days closed at once. */
const CLOSE_CONCURRENCY = 8;

/**
 * The clock job 'schedule-close': every talent-day whose closing time has come and that is not closed is closed
 * (closeDay). Idempotent: a day is closed once, however often and on however many servers the job runs.
 */
export async function closeDueDays(deps: AuctionDeps, nowMs: number, batch = CLOSE_BATCH): Promise<number> {
  const due = await deps.db
    .select({ id: scheduleDays.id })
    .from(scheduleDays)
    .where(and(isNull(scheduleDays.closedAt), lte(scheduleDays.closesAt, new Date(nowMs))))
    .orderBy(scheduleDays.closesAt)
    .limit(batch);
  const errors: unknown[] = [];
  // Days are independent (each closes under its own lock), so several close at once: the card provider's answers,
  // not the database, are what a close mostly waits for.
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const day = due[next++]!;
      try {
        await closeDay(deps, day.id);
      } catch (err) {
        errors.push(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CLOSE_CONCURRENCY, due.length) }, worker));
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `schedule close: ${errors.length} days failed`);
  deps.mailer.kick();
  return due.length;
}

/**
 * Closes one talent-day (DESIGN.md §4), in rounds until nothing is left to charge:
 * 1. under the day's lock: unless winners are being charged already (Pending payments from a run a crash cut
 *    short), solve the day with its bookings kept, price each new winner against the bids it beat, and record
 *    their payments Pending;
 * 2. charge each Pending payment, outside any transaction, falling back through the business's cards;
 * 3. under the lock: a paid winner is Booked; one no card could pay is InsufficientFunds, and the next round solves
 *    the day again without it.
 * When a round finds no new winner, the rest lose (Fatal where they overlap a booking, else Lose), the day is
 * marked closed, and the losers' businesses are told.
 */
export async function closeDay(deps: AuctionDeps, dayId: number): Promise<void> {
  for (;;) {
    const now = new Date(deps.clock.now());
    const round = await deps.db.transaction(async (tx) => {
      const day = await lockAuctionDay(tx, dayId);
      if (!day || day.closedAt !== null) return { done: true as const, pending: [] };
      const ids = day.bids.map((b) => b.id);
      const already =
        ids.length === 0
          ? []
          : await tx
              .select()
              .from(bookingPayments)
              .where(and(inArray(bookingPayments.bidId, ids), eq(bookingPayments.state, 'Pending')));
      if (already.length > 0) return { done: false as const, pending: already };
      const booked = day.bids.filter((b) => b.booked);
      const open = day.bids.filter((b) => !b.booked && !booked.some((k) => blocksOverlap(k, b)));
      const chosen = solveDay(day.schedules, [...booked, ...open]);
      const winners = open.filter((b) => chosen.has(b.id));
      if (winners.length === 0) {
        await finishDay(tx, deps, day, now);
        return { done: true as const, pending: [] };
      }
      const beaten = open.filter((b) => !chosen.has(b.id));
      const facts = await factsOf(
        tx,
        winners.map((w) => w.id),
      );
      const pending: PendingPayment[] = [];
      for (const w of winners) {
        const f = facts.get(w.id)!;
        const window = day.schedules.find((s) => s.startMs <= w.startMs && w.endMs <= s.endMs)!;
        const rate = minimumBidCents(window, f.privateEvent);
        pending.push(await insertPending(tx, deps, f, priceOf(w, rate, beaten), now));
      }
      return { done: false as const, pending };
    });
    if (round.done) return;
    const outcomes: { p: PendingPayment; charged: Awaited<ReturnType<typeof chargeBooking>> }[] = [];
    for (const p of round.pending) outcomes.push({ p, charged: await chargeBooking(deps, p) });
    await deps.db.transaction(async (tx) => {
      await lockAuctionDay(tx, dayId);
      const facts = await factsOf(
        tx,
        outcomes.map((o) => o.p.bidId),
      );
      for (const { p, charged } of outcomes) {
        if (charged) {
          await settleCharged(tx, deps, p.bidId, p, charged, now);
          continue;
        }
        const gone = await tx
          .delete(bookingPayments)
          .where(and(eq(bookingPayments.bidId, p.bidId), eq(bookingPayments.state, 'Pending')))
          .returning({ bidId: bookingPayments.bidId });
        if (gone.length === 0) continue;
        await tx
          .update(bids)
          .set({ state: 'InsufficientFunds', bidState: null, updatedAt: now })
          .where(eq(bids.id, p.bidId));
        await notifyMembers(
          tx,
          deps.mailer,
          [businessNotice(facts.get(p.bidId)!, 'insufficientFunds')],
          now,
          deps.config.PUBLIC_URL,
        );
      }
    });
  }
}

/** The last step of a close: losers' standings, the day marked closed, the losers' businesses told. */
async function finishDay(tx: Executor, deps: AuctionDeps, day: AuctionDay, now: Date): Promise<void> {
  const booked = day.bids.filter((b) => b.booked);
  const standings = standingsOf({ schedules: day.schedules, bids: day.bids });
  for (const b of day.bids)
    if (!b.booked) standings.set(b.id, booked.some((k) => blocksOverlap(k, b)) ? 'Fatal' : 'Lose');
  await saveStandings(tx, day, standings, now);
  await tx.update(scheduleDays).set({ closedAt: now }).where(eq(scheduleDays.id, day.id));
  const losers = day.bids.filter((b) => !b.booked).map((b) => b.id);
  const facts = await factsOf(tx, losers);
  await notifyMembers(
    tx,
    deps.mailer,
    [...facts.values()].map((f) => businessNotice(f, 'lost')),
    now,
    deps.config.PUBLIC_URL,
  );
}
