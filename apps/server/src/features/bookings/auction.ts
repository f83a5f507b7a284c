import { and, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { insertUnnested, unnestAs } from '@stagepass/db/bulk';
import pMap from 'p-map';
import type { Database, Executor } from '@stagepass/db/client';
import { bids, bookingPayments, scheduleDays, type BidStanding } from '@stagepass/db/schema/bookings';
import { members } from '@stagepass/db/schema/accounts';
import { events, subEvents } from '@stagepass/db/schema/events';
import {
  blockText,
  BOOKING_ERRORS,
  BUSINESS_NOTICES,
  blocksOverlap,
  bookNowCents,
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
import { notifyFollowersOfMany, notifyMembers, type MemberNotice } from '../notifications/notify-members';
import { feesFromConfig } from '../payments/get_fees.handler';
import { findCustomerId } from '../payments/card-customers';
import { emitBidsLost, emitBookingsConfirmed } from '../webhooks/webhook-events';
import { windowById } from './bookings-repository';
import {
  dayLock,
  lockAuctionDay,
  lockAuctionDays,
  lockDays,
  recomputeStandings,
  saveStandings,
  type AuctionDay,
} from './standings';

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

/** Each business's customer and its cards, default first; looked up once per round of charges. */
type CardsOf = Map<number, Promise<{ customerId: string; cardIds: string[] } | null>>;

async function businessCards(deps: AuctionDeps, businessId: number) {
  const customerId = await findCustomerId(deps.db, businessId);
  if (!customerId) return null;
  const { cards, defaultCardId } = await deps.cards.listCards(customerId);
  const ordered = [...cards].sort((a, b) => Number(b.id === defaultCardId) - Number(a.id === defaultCardId));
  return { customerId, cardIds: ordered.map((c) => c.id) };
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
  cardsOf: CardsOf = new Map(),
): Promise<(ChargeResult & { ok: true }) | null> {
  if (!cardsOf.has(payment.businessId)) cardsOf.set(payment.businessId, businessCards(deps, payment.businessId));
  const found = await cardsOf.get(payment.businessId)!;
  if (!found) return null;
  for (const cardId of found.cardIds) {
    const result = await deps.cards.charge({
      amountCents: payment.chargedCents,
      currency: payment.currency,
      customerId: found.customerId,
      source: cardId,
      isToken: false,
      description: `Stagepass booking ${payment.bidId}`,
      idempotencyKey: `booking-${payment.bidId}-${payment.createdAt.getTime()}-${cardId}`,
      metadata: { bid_id: String(payment.bidId), event_id: String(payment.eventId) },
    });
    if (result.ok) return result;
  }
  return null;
}

/**
 * Inserts the Pending payments of winners (price, the listing fees on top, and when the talent is paid), in one
 * statement. A winner that has one already (from a run a crash cut short) keeps it.
 */
async function insertPendings(
  tx: Executor,
  deps: AuctionDeps,
  winners: readonly { facts: BidFacts; priceCents: number }[],
  now: Date,
): Promise<PendingPayment[]> {
  if (winners.length === 0) return [];
  const fees = feesFromConfig(deps.config);
  const rows = winners.map(({ facts, priceCents }) => {
    const charged = talentListingPrice(priceCents, fees);
    return {
      bidId: facts.id,
      eventId: facts.eventId,
      businessId: facts.businessId,
      talentId: facts.talentId,
      priceCents,
      feeCents: charged - priceCents,
      chargedCents: charged,
      currency: 'USD',
      state: 'Pending' as const,
      payoutDueAt: new Date(talentPayoutDueAt(facts.eventEnd.getTime())),
      createdAt: now,
    };
  });
  const made = new Set(
    await insertUnnested(tx, bookingPayments, rows, { onConflictDoNothing: true, returning: bookingPayments.bidId }),
  );
  const kept = rows.filter((r) => !made.has(r.bidId)).map((r) => r.bidId);
  const existing = kept.length
    ? await tx.select().from(bookingPayments).where(inArray(bookingPayments.bidId, kept))
    : [];
  // A winner still in state Bid that already has a settled payment (Charged, Reversed, …) is inconsistent: charging
  // it again would answer the old charge under its idempotency key, and booking it would book without money. The
  // days fail (closeDueDays closes the rest and reports them) and are left for staff.
  const settled = existing.filter((p) => p.state !== 'Pending');
  if (settled.length > 0)
    throw new Error(
      `schedule close: ${settled.map((p) => `bid ${p.bidId} already has a ${p.state} payment`).join(', ')}; left for staff`,
    );
  return [...rows.filter((r) => made.has(r.bidId)), ...existing];
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

/** Both sides, and each talent's followers, hear of bookings. */
async function tellBooked(
  tx: Executor,
  deps: AuctionDeps,
  booked: readonly { f: BidFacts; priceCents: number }[],
  now: Date,
) {
  await notifyMembers(
    tx,
    deps.mailer,
    booked.flatMap(({ f, priceCents }) => [
      talentNotice(f, 'booked', priceCents),
      businessNotice(f, 'booked', priceCents),
    ]),
    now,
    deps.config.PUBLIC_URL,
  );
  await notifyFollowersOfMany(
    tx,
    deps.mailer,
    booked.map(({ f }) => ({
      followedId: f.talentId,
      notice: {
        type: 'FOLLOWED_BOOKING',
        ...followerBookingNotice(f.talentName, f.eventName, whenOf(f)),
        eventId: f.eventId,
        businessId: f.businessId,
        imageUrl: f.eventImage,
        link: `/dash/event/${f.eventId}`,
      },
    })),
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
 * leaves the bid as it was (402). `sentCents` is the Book Now price the business saw: a schedule now asking another
 * is refused (PRICE_CHANGED), never charged.
 */
export async function bookNow(deps: AuctionDeps, businessId: number, bidId: number, sentCents: number): Promise<void> {
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
    // A Book Now a crash cut short after recording its payment (issue 16): pressed again, it is finished, charged under
    // the same key (the provider answers its first charge if that went through), instead of refused as a full day.
    const [inFlight] = fresh!.type === 'BOOK_NOW' ? await pendingOf(tx, [bidId]) : [];
    if (inFlight) return inFlight;
    if (fresh!.state !== 'Bid' || (fresh!.bidState !== 'Win' && fresh!.bidState !== 'Lose'))
      throw new AppError(
        'CONFLICT',
        fresh!.bidState === 'Fatal' ? BOOKING_ERRORS.conflict : BOOKING_ERRORS.notActive,
        'bid_id',
      );
    // The price is read under the day's lock, which every schedule write takes, so the talent cannot change it
    // between this check and the charge.
    const [facts] = (await factsOf(tx, [bidId])).values();
    const schedule = facts!.scheduleId === null ? null : await windowById(tx, facts!.scheduleId);
    const priceCents = schedule ? bookNowCents(schedule, facts!.privateEvent) : null;
    if (priceCents === null) throw new AppError('CONFLICT', BOOKING_ERRORS.noBookNow, 'type');
    if (priceCents !== sentCents) throw new AppError('PRICE_CHANGED', BOOKING_ERRORS.bookNowPriceChanged, 'price');
    const holding = await pendingOrBooked(tx, day);
    const me = day.bids.find((b) => b.id === bidId)!;
    if (!fitsTogether(day.schedules, [...holding, me]))
      throw new AppError('CONFLICT', BOOKING_ERRORS.dayFull, 'bid_id');
    if (!dayLock.enabled && dayLock.pauseMs > 0) await new Promise((r) => setTimeout(r, dayLock.pauseMs));
    await tx.update(bids).set({ type: 'BOOK_NOW', updatedAt: now }).where(eq(bids.id, bidId));
    const [pending] = await insertPendings(tx, deps, [{ facts: facts!, priceCents }], now);
    return pending!;
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
    await settleCharges(tx, deps, [{ bidId, charged }], now);
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

/**
 * Charges that went through: each payment is Charged, its bid Booked at its price; both sides and the talents'
 * followers hear. One statement each, however many. A payment no longer Pending (settled by an earlier run) is
 * left alone.
 */
async function settleCharges(
  tx: Executor,
  deps: AuctionDeps,
  paid: readonly { bidId: number; charged: ChargeResult & { ok: true } }[],
  now: Date,
): Promise<void> {
  if (paid.length === 0) return;
  const at = sql`${now.toISOString()}::timestamptz`;
  const charges = unnestAs('c', {
    bid_id: { type: 'integer', values: paid.map((p) => p.bidId) },
    charge_id: { type: 'text', values: paid.map((p) => p.charged.chargeId) },
    brand: { type: 'text', values: paid.map((p) => p.charged.brand) },
    last4: { type: 'text', values: paid.map((p) => p.charged.last4) },
  });
  const { rows: settled } = (await tx.execute(sql`
    update ${bookingPayments} set state = 'Charged', charge_id = c.charge_id, card_brand = c.brand,
      card_last4 = c.last4, charged_at = ${at}
    from ${charges}
    where ${bookingPayments.bidId} = c.bid_id and ${bookingPayments.state} = 'Pending'
    returning ${bookingPayments.bidId} as "bidId", ${bookingPayments.priceCents} as "priceCents"`)) as unknown as {
    rows: { bidId: number; priceCents: number }[];
  };
  if (settled.length === 0) return;
  const prices = unnestAs('p', {
    id: { type: 'integer', values: settled.map((s) => s.bidId) },
    price: { type: 'integer', values: settled.map((s) => s.priceCents) },
  });
  await tx.execute(sql`
    update ${bids} set state = 'Booked', bid_state = 'Win', price_cents = p.price, booked_at = ${at}, updated_at = ${at}
    from ${prices} where ${bids.id} = p.id`);
  const facts = await factsOf(
    tx,
    settled.map((s) => s.bidId),
  );
  await tellBooked(
    tx,
    deps,
    settled.map((s) => ({ f: facts.get(s.bidId)!, priceCents: s.priceCents })),
    now,
  );
  // issue 15: both sides' webhooks hear of each booking.
  await emitBookingsConfirmed(
    tx,
    settled.map((s) => ({ ...facts.get(s.bidId)!, priceCents: s.priceCents })),
    now,
  );
}

/** Winners no card could pay become InsufficientFunds (their Pending payments go), and their businesses hear. */
async function settleUnpaid(tx: Executor, deps: AuctionDeps, bidIds: readonly number[], now: Date): Promise<void> {
  if (bidIds.length === 0) return;
  const gone = await tx
    .delete(bookingPayments)
    .where(and(inArray(bookingPayments.bidId, [...bidIds]), eq(bookingPayments.state, 'Pending')))
    .returning({ bidId: bookingPayments.bidId });
  if (gone.length === 0) return;
  const ids = gone.map((g) => g.bidId);
  await tx
    .update(bids)
    .set({ state: 'InsufficientFunds', bidState: null, updatedAt: now })
    .where(inArray(bids.id, ids));
  const facts = await factsOf(tx, ids);
  await notifyMembers(
    tx,
    deps.mailer,
    ids.map((id) => businessNotice(facts.get(id)!, 'insufficientFunds')),
    now,
    deps.config.PUBLIC_URL,
  );
}

// --- the schedule close -------------------------------------------------------------------------------------------

/** Days closed together: each step of a close is one set of statements for all of them. */
const CLOSE_BATCH = 200;
/** Batches closed side by side. */
const CLOSE_LANES = 2;
/** Charges in flight at once per batch: the card provider's answers are what a close mostly waits for. */
const CHARGE_CONCURRENCY = 8;

/**
 * The clock job 'schedule-close': every talent-day whose closing time has come and that is not closed is closed
 * (closeDays), `batch` days at a time. Idempotent: a day is closed once, however often and on however many
 * servers the job runs. A batch that fails is closed again day by day, so one day that cannot close holds back
 * no other; the days that failed are reported (thrown) after the rest are closed, and tried again on the next run.
 */
export async function closeDueDays(deps: AuctionDeps, nowMs: number, batch = CLOSE_BATCH): Promise<number> {
  const failed = new Map<number, unknown>();
  let closed = 0;
  /** Closes a batch; when it fails, its days one by one. */
  const closeBatch = async (ids: number[]) => {
    try {
      await closeDays(deps, ids);
      closed += ids.length;
    } catch {
      for (const id of ids)
        try {
          await closeDays(deps, [id]);
          closed++;
        } catch (err) {
          failed.set(id, err);
        }
    }
  };
  for (;;) {
    const due = await deps.db
      .select({ id: scheduleDays.id })
      .from(scheduleDays)
      .where(
        and(
          isNull(scheduleDays.closedAt),
          lte(scheduleDays.closesAt, new Date(nowMs)),
          failed.size > 0 ? notInArray(scheduleDays.id, [...failed.keys()]) : undefined,
        ),
      )
      .orderBy(scheduleDays.closesAt)
      .limit(batch * CLOSE_LANES);
    const ids = due.map((d) => d.id);
    // Disjoint batches side by side: one is charged while the other is in the database.
    const lanes = Array.from({ length: Math.ceil(ids.length / batch) }, (_, i) =>
      ids.slice(i * batch, (i + 1) * batch),
    );
    await Promise.all(lanes.map(closeBatch));
    if (ids.length < batch * CLOSE_LANES) break;
  }
  deps.mailer.kick();
  const errors = [...failed.values()];
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `schedule close: ${errors.length} days failed`);
  return closed;
}

/** Closes one talent-day (see closeDays). */
export function closeDay(deps: AuctionDeps, dayId: number): Promise<void> {
  return closeDays(deps, [dayId]);
}

/**
 * Closes talent-days (DESIGN.md §4), in rounds until nothing is left to charge:
 * 1. under the days' locks: a day whose winners are being charged already (Pending payments, from a Book Now in
 *    flight or a run a crash cut short) is charged as it is; every other day is solved with its bookings kept,
 *    each new winner priced against the bids it beat, and their payments recorded Pending. A day with no new
 *    winner is finished: the rest lose (Fatal where they overlap a booking, else Lose), the day is marked closed,
 *    and the losers' businesses are told;
 * 2. each Pending payment is charged, outside any transaction, falling back through the business's cards;
 * 3. under the locks: a paid winner is Booked; one no card could pay is InsufficientFunds, and the next round
 *    solves its day again without it.
 * Each step is one transaction and a fixed number of statements for all the days together.
 */
export async function closeDays(deps: AuctionDeps, dayIds: readonly number[]): Promise<void> {
  let open = [...dayIds];
  while (open.length > 0) {
    const now = new Date(deps.clock.now());
    const round = await deps.db.transaction(async (tx) => {
      const days = (await lockAuctionDays(tx, open)).filter((d) => d.closedAt === null);
      const already = await pendingOf(
        tx,
        days.flatMap((d) => d.bids.map((b) => b.id)),
      );
      const charging = new Set(already.map((p) => p.bidId));
      const finished: AuctionDay[] = [];
      const winners: { day: AuctionDay; winner: DayBid; beaten: DayBid[] }[] = [];
      for (const day of days) {
        if (day.bids.some((b) => charging.has(b.id))) continue;
        const booked = day.bids.filter((b) => b.booked);
        const unbooked = day.bids.filter((b) => !b.booked && !booked.some((k) => blocksOverlap(k, b)));
        const chosen = solveDay(day.schedules, [...booked, ...unbooked]);
        const won = unbooked.filter((b) => chosen.has(b.id));
        if (won.length === 0) finished.push(day);
        const beaten = unbooked.filter((b) => !chosen.has(b.id));
        for (const winner of won) winners.push({ day, winner, beaten });
      }
      const facts = await factsOf(
        tx,
        winners.map((w) => w.winner.id),
      );
      const made = await insertPendings(
        tx,
        deps,
        winners.map(({ day, winner, beaten }) => {
          const f = facts.get(winner.id)!;
          const window = day.schedules.find((s) => s.startMs <= winner.startMs && winner.endMs <= s.endMs)!;
          return { facts: f, priceCents: priceOf(winner, minimumBidCents(window, f.privateEvent), beaten) };
        }),
        now,
      );
      await finishDays(tx, deps, finished, now);
      const done = new Set(finished.map((d) => d.id));
      return { pending: [...already, ...made], open: days.filter((d) => !done.has(d.id)).map((d) => d.id) };
    });
    const cardsOf: CardsOf = new Map();
    const outcomes = await pMap(round.pending, async (p) => ({ p, charged: await chargeBooking(deps, p, cardsOf) }), {
      concurrency: CHARGE_CONCURRENCY,
    });
    if (outcomes.length > 0)
      await deps.db.transaction(async (tx) => {
        await lockDays(tx, round.open);
        await settleCharges(
          tx,
          deps,
          outcomes.flatMap(({ p, charged }) => (charged ? [{ bidId: p.bidId, charged }] : [])),
          now,
        );
        await settleUnpaid(
          tx,
          deps,
          outcomes.filter((o) => !o.charged).map((o) => o.p.bidId),
          now,
        );
      });
    open = round.open;
  }
}

/** The Pending payments among `bidIds`. */
async function pendingOf(tx: Executor, bidIds: readonly number[]): Promise<PendingPayment[]> {
  if (bidIds.length === 0) return [];
  return tx
    .select()
    .from(bookingPayments)
    .where(and(inArray(bookingPayments.bidId, [...bidIds]), eq(bookingPayments.state, 'Pending')));
}

/** The last step of a close, for days with nothing left to book: losers' standings, the days marked closed, the
 * losers' businesses told. */
async function finishDays(tx: Executor, deps: AuctionDeps, days: readonly AuctionDay[], now: Date): Promise<void> {
  if (days.length === 0) return;
  const standings = new Map<number, BidStanding>();
  for (const day of days) {
    const booked = day.bids.filter((b) => b.booked);
    for (const b of day.bids)
      if (!b.booked) standings.set(b.id, booked.some((k) => blocksOverlap(k, b)) ? 'Fatal' : 'Lose');
  }
  await saveStandings(tx, { bids: days.flatMap((d) => d.bids) }, standings, now);
  await tx
    .update(scheduleDays)
    .set({ closedAt: now })
    .where(
      inArray(
        scheduleDays.id,
        days.map((d) => d.id),
      ),
    );
  const facts = await factsOf(tx, [...standings.keys()]);
  await notifyMembers(
    tx,
    deps.mailer,
    [...facts.values()].map((f) => businessNotice(f, 'lost')),
    now,
    deps.config.PUBLIC_URL,
  );
  // issue 15: the losers' businesses' webhooks hear of it.
  const lost = [...facts.values()].map((f) => ({ ...f, standing: standings.get(f.id) as 'Lose' | 'Fatal' }));
  await emitBidsLost(tx, lost, now);
}
