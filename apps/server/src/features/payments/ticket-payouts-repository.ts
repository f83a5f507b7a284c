import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { events } from '@stagepass/db/schema/events';
import { payouts, type PayoutBreakdown, type PayoutStatus } from '@stagepass/db/schema/payments';
import { purchases, tickets } from '@stagepass/db/schema/tickets';
import type { TicketSaleLine, TicketSaleStatus } from '@stagepass/domain/payouts';

/** A payout row as the release job and the payments query read it. */
export interface PayoutRecord {
  id: number;
  memberId: number;
  eventId: number;
  amountCents: number;
  currency: string;
  breakdown: PayoutBreakdown;
  status: PayoutStatus;
  dueAt: Date;
  paidAt: Date | null;
  transferId: string | null;
  connectId: string | null;
  failureMessage: string | null;
  attempts: number;
}

const payoutColumns = {
  id: payouts.id,
  memberId: payouts.memberId,
  eventId: payouts.eventId,
  amountCents: payouts.amountCents,
  currency: payouts.currency,
  breakdown: payouts.breakdown,
  status: payouts.status,
  dueAt: payouts.dueAt,
  paidAt: payouts.paidAt,
  transferId: payouts.transferId,
  connectId: payouts.connectId,
  failureMessage: payouts.failureMessage,
  attempts: payouts.attempts,
};

/** What a payout needs of its event. */
export interface PayoutEvent {
  id: number;
  businessId: number;
  name: string;
  country: string;
  endTime: Date;
}

/** Money was taken for the event: a sale with a price that was charged (and perhaps refunded since). */
const tookMoney = sql`exists (select 1 from ${purchases} where ${purchases.eventId} = ${events.id}
  and ${purchases.status} in ('Charged', 'Refunded') and ${purchases.unitPriceCents} > 0)`;

/**
 * How far back the job looks for events that ended without a payout row yet. The job runs every minute, so an event
 * is taken up minutes after its due time; the window only matters after an outage longer than this.
 */
const NEW_PAYOUT_LOOKBACK_MS = 30 * 86_400_000;

const dueColumns = {
  id: events.id,
  businessId: events.businessId,
  name: events.name,
  country: events.country,
  endTime: events.endTime,
  attempts: sql<number>`coalesce(${payouts.attempts}, 0)`.mapWith(Number),
};

/**
 * Events that ended by `endedBy` (the due date less the delay), took money, and whose ticket payout is not paid, at
 * most `limit`: those never tried first, then the least tried, so payouts that keep failing (no payout account) take
 * turns and never hold up the others. Two reads that stay small however many events have been paid out: events that
 * ended in the last NEW_PAYOUT_LOOKBACK_MS (events_end_idx), and payouts not paid yet (payouts_open_idx). The sales
 * check reads purchases_event_idx.
 */
export async function dueEvents(db: Executor, endedBy: Date, limit: number): Promise<PayoutEvent[]> {
  const since = new Date(endedBy.getTime() - NEW_PAYOUT_LOOKBACK_MS);
  const [recent, open] = await Promise.all([
    db
      .select(dueColumns)
      .from(events)
      .leftJoin(payouts, and(eq(payouts.kind, 'tickets'), eq(payouts.eventId, events.id)))
      .where(
        and(
          sql`${events.endTime} <= ${endedBy}`,
          sql`${events.endTime} > ${since}`,
          sql`(${payouts.id} is null or ${payouts.status} <> 'paid')`,
          tookMoney,
        ),
      )
      .orderBy(sql`coalesce(${payouts.attempts}, 0)`, asc(events.endTime), asc(events.id))
      .limit(limit),
    db
      .select(dueColumns)
      .from(payouts)
      .innerJoin(events, eq(events.id, payouts.eventId))
      // The literal 'paid' (not a parameter) lets the planner use the partial index payouts_open_idx.
      .where(and(eq(payouts.kind, 'tickets'), sql`${payouts.status} <> 'paid'`, sql`${events.endTime} <= ${endedBy}`))
      .orderBy(asc(payouts.attempts), asc(events.endTime), asc(events.id))
      .limit(limit),
  ]);
  const byId = new Map([...recent, ...open].map((e) => [e.id, e]));
  return [...byId.values()]
    .sort((a, b) => a.attempts - b.attempts || a.endTime.getTime() - b.endTime.getTime() || a.id - b.id)
    .slice(0, limit)
    .map(({ attempts: _attempts, ...event }) => event);
}

/** The event's sales by state (purchases_event_idx): ticket prices in full, and tickets. */
export async function saleLines(db: Executor, eventId: number): Promise<TicketSaleLine[]> {
  const rows = await db
    .select({
      status: purchases.status,
      amountCents: sql`sum(${purchases.unitPriceCents}::bigint * ${purchases.quantity})`.mapWith(Number),
      quantity: sql`sum(${purchases.quantity})`.mapWith(Number),
    })
    .from(purchases)
    .where(eq(purchases.eventId, eventId))
    .groupBy(purchases.status);
  return rows.map((r) => ({ status: r.status as TicketSaleStatus, amountCents: r.amountCents, quantity: r.quantity }));
}

/** Records the event's ticket payout unless it has one: of two servers at once, one inserts. */
export async function insertIfAbsent(
  db: Executor,
  values: Omit<typeof payouts.$inferInsert, 'id' | 'kind' | 'status' | 'attempts'>,
): Promise<void> {
  await db
    .insert(payouts)
    .values({ ...values, kind: 'tickets', status: 'due', attempts: 0 })
    .onConflictDoNothing({ target: [payouts.kind, payouts.eventId] });
}

/**
 * The event's ticket payout while it is not paid, locked for the rest of the transaction; null when it is paid or
 * another server holds it right now (SKIP LOCKED: that server is paying it).
 */
export async function lockUnpaid(db: Executor, eventId: number): Promise<PayoutRecord | null> {
  const [row] = await db
    .select(payoutColumns)
    .from(payouts)
    .where(and(eq(payouts.kind, 'tickets'), eq(payouts.eventId, eventId), ne(payouts.status, 'paid')))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export type PayoutChanges = Partial<
  Pick<
    typeof payouts.$inferInsert,
    'amountCents' | 'breakdown' | 'status' | 'paidAt' | 'transferId' | 'connectId' | 'failureMessage'
  >
> & { attempted?: boolean };

/** Changes a payout that is not paid yet (a paid one never changes); whether it did. */
export async function updateUnpaid(db: Executor, id: number, changes: PayoutChanges): Promise<boolean> {
  const { attempted, ...set } = changes;
  const rows = await db
    .update(payouts)
    .set({ ...set, ...(attempted ? { attempts: sql`${payouts.attempts} + 1` } : {}) })
    .where(and(eq(payouts.id, id), ne(payouts.status, 'paid')))
    .returning({ id: payouts.id });
  return rows.length > 0;
}

export async function findById(db: Executor, id: number): Promise<PayoutRecord | null> {
  const [row] = await db.select(payoutColumns).from(payouts).where(eq(payouts.id, id));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// The business's payments page (business_payment_query): one query per list.

/** Which events a payments list reads: the business's, or its one event. */
export interface PaymentScope {
  businessId: number;
  eventId: number | undefined;
}

/** Purchases of the scope's events: the business's events (events_business_start_idx), then their purchases (purchases_event_idx). */
const inScope = (scope: PaymentScope) =>
  and(eq(events.businessId, scope.businessId), scope.eventId === undefined ? undefined : eq(events.id, scope.eventId));

export interface BusinessEventRow {
  id: number;
  name: string;
  image: string | null;
  startTime: Date;
  endTime: Date;
  country: string;
  timeZone: string;
}

/** The scope's events, newest first (events_business_start_idx). */
export async function businessEvents(db: Executor, scope: PaymentScope): Promise<BusinessEventRow[]> {
  return db
    .select({
      id: events.id,
      name: events.name,
      image: events.image,
      startTime: events.startTime,
      endTime: events.endTime,
      country: events.country,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(inScope(scope))
    .orderBy(desc(events.startTime), desc(events.id));
}

export interface TicketSalesGroup {
  eventId: number;
  ticketId: number;
  ticketName: string;
  status: TicketSaleStatus;
  amountCents: number;
  quantity: number;
}

/** The sales of the scope's events by ticket and state, declined purchases left out. */
export async function salesByTicket(db: Executor, scope: PaymentScope): Promise<TicketSalesGroup[]> {
  const rows = await db
    .select({
      eventId: purchases.eventId,
      ticketId: purchases.ticketId,
      ticketName: tickets.name,
      status: purchases.status,
      amountCents: sql`sum(${purchases.unitPriceCents}::bigint * ${purchases.quantity})`.mapWith(Number),
      quantity: sql`sum(${purchases.quantity})`.mapWith(Number),
    })
    .from(events)
    .innerJoin(purchases, eq(purchases.eventId, events.id))
    .innerJoin(tickets, eq(tickets.id, purchases.ticketId))
    .where(and(inScope(scope), ne(purchases.status, 'Failed')))
    .groupBy(purchases.eventId, purchases.ticketId, tickets.name, purchases.status)
    .orderBy(asc(purchases.eventId), asc(purchases.ticketId));
  return rows.map((r) => ({ ...r, status: r.status as TicketSaleStatus }));
}

/** The ticket prices of the sales that stand (Charged), by the venue's day they were bought on, oldest first. */
export async function revenueByDay(
  db: Executor,
  scope: PaymentScope,
): Promise<{ day: string; currency: string; revenue: number }[]> {
  const day = sql<string>`to_char(${purchases.createdAt} at time zone ${events.timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      currency: purchases.currency,
      revenue: sql`sum(${purchases.unitPriceCents}::bigint * ${purchases.quantity})`.mapWith(Number),
    })
    .from(events)
    .innerJoin(purchases, eq(purchases.eventId, events.id))
    .where(and(inScope(scope), eq(purchases.status, 'Charged')))
    .groupBy(day, purchases.currency)
    .orderBy(asc(day));
}

/** The business's ticket payouts, or the one event's (payouts_member_idx). */
export async function memberPayouts(
  db: Executor,
  memberId: number,
  eventId: number | undefined,
): Promise<PayoutRecord[]> {
  return db
    .select(payoutColumns)
    .from(payouts)
    .where(
      and(
        eq(payouts.memberId, memberId),
        eq(payouts.kind, 'tickets'),
        eventId === undefined ? undefined : eq(payouts.eventId, eventId),
      ),
    )
    .orderBy(asc(payouts.dueAt));
}
