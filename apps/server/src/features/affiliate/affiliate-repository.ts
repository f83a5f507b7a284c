import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import {
  affiliateEarnings,
  affiliatePayouts,
  affiliatePromotions,
  affiliates,
  type AffiliateEarningSource,
  type AffiliatePayoutStatus,
} from '@stagepass/db/schema/affiliate';
import { bookingPayments } from '@stagepass/db/schema/bookings';
import { events } from '@stagepass/db/schema/events';
import { purchases } from '@stagepass/db/schema/tickets';

// ---------------------------------------------------------------------------------------------
// Promotions

export type PromotionRecord = typeof affiliatePromotions.$inferSelect;

/** The promotion in force on a day (spec 001 §3): the latest-starting one whose dates hold it. */
export async function promotionOn(db: Executor, day: string): Promise<PromotionRecord | null> {
  const [row] = await db
    .select()
    .from(affiliatePromotions)
    .where(and(lte(affiliatePromotions.startDate, day), sql`${affiliatePromotions.endDate} >= ${day}`))
    .orderBy(desc(affiliatePromotions.startDate), desc(affiliatePromotions.id))
    .limit(1);
  return row ?? null;
}

export async function insertPromotion(db: Executor, row: typeof affiliatePromotions.$inferInsert): Promise<number> {
  const [made] = await db.insert(affiliatePromotions).values(row).returning({ id: affiliatePromotions.id });
  return made!.id;
}

// ---------------------------------------------------------------------------------------------
// Affiliates and their codes

export interface AffiliateRecord {
  memberId: number;
  code: string | null;
  status: 'active' | 'suspended';
  termsAcceptedAt: Date;
}

export async function findAffiliate(db: Executor, memberId: number): Promise<AffiliateRecord | null> {
  const [row] = await db
    .select({
      memberId: affiliates.memberId,
      code: members.affiliateCode,
      status: affiliates.status,
      termsAcceptedAt: affiliates.termsAcceptedAt,
    })
    .from(affiliates)
    .innerJoin(members, eq(members.id, affiliates.memberId))
    .where(eq(affiliates.memberId, memberId));
  return row ?? null;
}

/** Locks the member's row for the rest of the transaction: two joins of one member at once join once. */
export async function lockMember(tx: Executor, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/**
 * Serialises the choice of new codes, so a code is checked and set under this lock (held to the end of the
 * transaction) rather than two joins racing to the unique index (members_affiliate_code_upper_key).
 */
export async function lockCodes(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('affiliate-codes'))`);
}

/** The code typed at registration, as members_referred_by_code_idx reads it. */
const sameCode = (column: typeof members.referredByCode, code: string) =>
  sql`upper(trim(${column})) = ${code.trim().toUpperCase()}`;

/** Whether any member holds this code, whatever its case (members_affiliate_code_upper_key). */
export async function codeTaken(db: Executor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`upper(${members.affiliateCode}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  return row !== undefined;
}

/** Joins the programme: the member's code, and the joining itself (terms accepted now, active). */
export async function join(tx: Executor, memberId: number, code: string, now: Date): Promise<void> {
  await tx.update(members).set({ affiliateCode: code }).where(eq(members.id, memberId));
  await tx
    .insert(affiliates)
    .values({ memberId, termsAcceptedAt: now, status: 'active', createdAt: now })
    .onConflictDoNothing();
}

// ---------------------------------------------------------------------------------------------
// Clients: the members who registered with an affiliate's code

const referredBy = (code: string) => and(sameCode(members.referredByCode, code), isNull(members.deletedAt));

export interface ClientRow {
  id: number;
  name: string;
  username: string | null;
  image: string | null;
  isBusiness: boolean;
  isSpecialist: boolean;
  isAgency: boolean;
  createdAt: Date;
  earnedCents: number;
}

const CLIENTS_MAX = 1000;

/** The members referred by `code` (never the affiliate), newest first, with what they earned the affiliate. */
export async function clientsOf(db: Executor, affiliateId: number, code: string): Promise<ClientRow[]> {
  const earned = db
    .select({
      memberId: affiliateEarnings.referredMemberId,
      cents: sql<number>`sum(${affiliateEarnings.shareCents})::int`.as('cents'),
    })
    .from(affiliateEarnings)
    .where(eq(affiliateEarnings.affiliateId, affiliateId))
    .groupBy(affiliateEarnings.referredMemberId)
    .as('earned');
  return db
    .select({
      id: members.id,
      name: members.name,
      username: members.username,
      image: members.image,
      isBusiness: members.isBusiness,
      isSpecialist: members.isSpecialist,
      isAgency: members.isAgency,
      createdAt: members.createdAt,
      earnedCents: sql<number>`coalesce(${earned.cents}, 0)`,
    })
    .from(members)
    .leftJoin(earned, eq(earned.memberId, members.id))
    .where(and(referredBy(code), ne(members.id, affiliateId)))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(CLIENTS_MAX);
}

/** Whether `memberId` registered with `code` (and is not the affiliate). */
export async function isClient(db: Executor, affiliateId: number, code: string, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), referredBy(code), ne(members.id, affiliateId)));
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Earnings and payouts as the affiliate reads them

export interface EarningRow {
  id: number;
  source: AffiliateEarningSource;
  clientId: number;
  clientName: string;
  eventName: string | null;
  baseCents: number;
  shareCents: number;
  currency: string;
  earnedAt: Date;
  payoutId: number | null;
  busBookingBp: number;
  spcBookingBp: number;
  ticketBp: number;
}

const EARNINGS_MAX = 500;

/** The affiliate's earnings, newest first (of one client when asked), with the event each sale was for. */
export async function earningsOf(db: Executor, affiliateId: number, clientId?: number): Promise<EarningRow[]> {
  const saleEvents = alias(events, 'sale_event');
  return db
    .select({
      id: affiliateEarnings.id,
      source: affiliateEarnings.source,
      clientId: affiliateEarnings.referredMemberId,
      clientName: members.name,
      eventName: saleEvents.name,
      baseCents: affiliateEarnings.baseCents,
      shareCents: affiliateEarnings.shareCents,
      currency: affiliateEarnings.currency,
      earnedAt: affiliateEarnings.earnedAt,
      payoutId: affiliateEarnings.payoutId,
      busBookingBp: affiliatePromotions.busBookingBp,
      spcBookingBp: affiliatePromotions.spcBookingBp,
      ticketBp: affiliatePromotions.ticketBp,
    })
    .from(affiliateEarnings)
    .innerJoin(members, eq(members.id, affiliateEarnings.referredMemberId))
    .innerJoin(affiliatePromotions, eq(affiliatePromotions.id, affiliateEarnings.promotionId))
    .leftJoin(purchases, and(eq(affiliateEarnings.source, 'ticket'), eq(purchases.id, affiliateEarnings.sourceId)))
    .leftJoin(
      bookingPayments,
      and(ne(affiliateEarnings.source, 'ticket'), eq(bookingPayments.bidId, affiliateEarnings.sourceId)),
    )
    .leftJoin(saleEvents, sql`${saleEvents.id} = coalesce(${purchases.eventId}, ${bookingPayments.eventId})`)
    .where(
      and(
        eq(affiliateEarnings.affiliateId, affiliateId),
        clientId === undefined ? undefined : eq(affiliateEarnings.referredMemberId, clientId),
      ),
    )
    .orderBy(desc(affiliateEarnings.earnedAt), desc(affiliateEarnings.id))
    .limit(EARNINGS_MAX);
}

/** Sums of the affiliate's earnings in `currency`: all of them, and those no payout took yet. */
export async function earningTotals(
  db: Executor,
  affiliateId: number,
  currency: string,
): Promise<{ earned: number; unpaid: number }> {
  const [row] = await db
    .select({
      earned: sql<number>`coalesce(sum(${affiliateEarnings.shareCents}), 0)::int`,
      unpaid: sql<number>`coalesce(sum(${affiliateEarnings.shareCents}) filter (where ${affiliateEarnings.payoutId} is null), 0)::int`,
    })
    .from(affiliateEarnings)
    .where(and(eq(affiliateEarnings.affiliateId, affiliateId), eq(affiliateEarnings.currency, currency)));
  return row ?? { earned: 0, unpaid: 0 };
}

export type PayoutRecord = typeof affiliatePayouts.$inferSelect;

/** The affiliate's payouts, the latest month first. */
export async function payoutsOf(db: Executor, affiliateId: number): Promise<PayoutRecord[]> {
  return db
    .select()
    .from(affiliatePayouts)
    .where(eq(affiliatePayouts.affiliateId, affiliateId))
    .orderBy(desc(affiliatePayouts.month), desc(affiliatePayouts.id));
}

// ---------------------------------------------------------------------------------------------
// Attribution: the settled sales of referred members that have no earning yet (the job records them)

/** A settled sale of a referred member that earns its affiliate a share. */
export interface SaleCandidate {
  source: AffiliateEarningSource;
  sourceId: number;
  affiliateId: number;
  referredMemberId: number;
  baseCents: number;
  currency: string;
  /** When the sale settled: the earning's earned_at, and so the month it is paid with. */
  settledAt: Date;
  promotionId: number;
  bp: number;
}

const affiliateMember = alias(members, 'affiliate_member');

type ShareColumn =
  | typeof affiliatePromotions.busBookingBp
  | typeof affiliatePromotions.spcBookingBp
  | typeof affiliatePromotions.ticketBp;

/** The promotion in force on the UTC day of `at`, and one of its shares (scalar subqueries; null when none). */
function promotionAt(at: SQL, share: ShareColumn) {
  const day = sql`((${at}) at time zone 'UTC')::date`;
  const pick = (column: typeof affiliatePromotions.id | ShareColumn) =>
    sql<number>`(select ${column} from ${affiliatePromotions} where ${day} between ${affiliatePromotions.startDate}
      and ${affiliatePromotions.endDate} order by ${affiliatePromotions.startDate} desc, ${affiliatePromotions.id} desc
      limit 1)`;
  return { id: pick(affiliatePromotions.id), bp: pick(share) };
}

/** No earning of this source for this sale and affiliate yet. */
const unrecorded = (source: AffiliateEarningSource, sourceId: SQL | typeof purchases.id) =>
  sql`not exists (select 1 from ${affiliateEarnings} where ${affiliateEarnings.source} = ${source}
    and ${affiliateEarnings.sourceId} = ${sourceId} and ${affiliateEarnings.affiliateId} = ${affiliateMember.id})`;

/** The referred member's affiliate: an active member of the programme whose code they typed (never themselves). */
const byActiveAffiliate = (referred: typeof members.id) => [
  sql`upper(trim(${members.referredByCode})) = upper(trim(${affiliateMember.affiliateCode}))`,
  ne(affiliateMember.id, referred),
];

/**
 * spec 001 §3: a referred business's ticket sales earn ticket_pct. A sale settles when its event has ended (a ticket
 * is refunded only before its event, spec 001 §4), so only Charged purchases of ended events count, at the promotion
 * in force on the day of the sale. Refunded ones earn nothing.
 */
export async function ticketCandidates(db: Executor, now: Date, limit: number): Promise<SaleCandidate[]> {
  const promotion = promotionAt(sql`${purchases.createdAt}`, affiliatePromotions.ticketBp);
  const rows = await db
    .select({
      sourceId: purchases.id,
      affiliateId: affiliateMember.id,
      referredMemberId: members.id,
      baseCents: sql<number>`${purchases.unitPriceCents} * ${purchases.quantity}`,
      currency: purchases.currency,
      settledAt: events.endTime,
      promotionId: promotion.id,
      bp: promotion.bp,
    })
    .from(purchases)
    .innerJoin(events, eq(events.id, purchases.eventId))
    .innerJoin(members, eq(members.id, events.businessId))
    .innerJoin(affiliateMember, and(...byActiveAffiliate(members.id)))
    .innerJoin(affiliates, and(eq(affiliates.memberId, affiliateMember.id), eq(affiliates.status, 'active')))
    .where(
      and(
        eq(purchases.status, 'Charged'),
        eq(purchases.refundPending, false),
        sql`${purchases.unitPriceCents} > 0`,
        lte(events.endTime, now),
        sql`${promotion.id} is not null`,
        unrecorded('ticket', sql`${purchases.id}`),
      ),
    )
    .orderBy(asc(purchases.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, source: 'ticket' as const }));
}

/**
 * spec 001 §3: the booking fees a referred business pays earn bus_booking_pct, and those a referred talent earns
 * spc_booking_pct. A booking settles when its talent is paid (Completed, spec 001 §4): a reversed or disputed one
 * earns nothing. The base is the booking fee (the talent's price); the share is at the promotion in force on the day
 * of the charge.
 */
export async function bookingCandidates(
  db: Executor,
  source: 'bus_booking' | 'spc_booking',
  limit: number,
): Promise<SaleCandidate[]> {
  const chargedAt = sql`coalesce(${bookingPayments.chargedAt}, ${bookingPayments.createdAt})`;
  const promotion = promotionAt(
    chargedAt,
    source === 'bus_booking' ? affiliatePromotions.busBookingBp : affiliatePromotions.spcBookingBp,
  );
  const party = source === 'bus_booking' ? bookingPayments.businessId : bookingPayments.talentId;
  const rows = await db
    .select({
      sourceId: bookingPayments.bidId,
      affiliateId: affiliateMember.id,
      referredMemberId: members.id,
      baseCents: bookingPayments.priceCents,
      currency: bookingPayments.currency,
      settledAt: sql<Date>`coalesce(${bookingPayments.paidAt}, ${bookingPayments.payoutDueAt})`.mapWith(
        bookingPayments.payoutDueAt,
      ),
      promotionId: promotion.id,
      bp: promotion.bp,
    })
    .from(bookingPayments)
    .innerJoin(members, eq(members.id, party))
    .innerJoin(affiliateMember, and(...byActiveAffiliate(members.id)))
    .innerJoin(affiliates, and(eq(affiliates.memberId, affiliateMember.id), eq(affiliates.status, 'active')))
    .where(
      and(
        eq(bookingPayments.state, 'Completed'),
        sql`${bookingPayments.priceCents} > 0`,
        sql`${promotion.id} is not null`,
        unrecorded(source, sql`${bookingPayments.bidId}`),
      ),
    )
    .orderBy(asc(bookingPayments.bidId))
    .limit(limit);
  return rows.map((r) => ({ ...r, source }));
}

/** Records earnings; a sale already recorded for its affiliate is left as it is. Returns how many were new. */
export async function insertEarnings(
  db: Executor,
  rows: readonly (typeof affiliateEarnings.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const made = await db
    .insert(affiliateEarnings)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: affiliateEarnings.id });
  return made.length;
}

/**
 * Takes back the unpaid earnings of sales undone after they were recorded: a ticket refunded in the provider's
 * dashboard after its event (recorded here by the webhook), a booking reversed. Paid ones stay as paid.
 */
export async function dropUndoneEarnings(db: Executor): Promise<number> {
  const dropped = await db
    .delete(affiliateEarnings)
    .where(
      and(
        isNull(affiliateEarnings.payoutId),
        sql`(
          (${affiliateEarnings.source} = 'ticket' and exists (select 1 from ${purchases}
            where ${purchases.id} = ${affiliateEarnings.sourceId} and ${purchases.status} <> 'Charged'))
          or (${affiliateEarnings.source} <> 'ticket' and exists (select 1 from ${bookingPayments}
            where ${bookingPayments.bidId} = ${affiliateEarnings.sourceId} and ${bookingPayments.state} <> 'Completed'))
        )`,
      ),
    )
    .returning({ id: affiliateEarnings.id });
  return dropped.length;
}

// ---------------------------------------------------------------------------------------------
// Monthly payouts

/** Affiliates with unpaid earnings in `currency` earned before `before`, and the months of those earnings. */
export async function unpaidMonths(
  db: Executor,
  currency: string,
  before: Date,
  limit: number,
): Promise<{ affiliateId: number; month: string }[]> {
  const month = sql<string>`to_char(date_trunc('month', ${affiliateEarnings.earnedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .selectDistinct({ affiliateId: affiliateEarnings.affiliateId, month })
    .from(affiliateEarnings)
    .where(
      and(
        isNull(affiliateEarnings.payoutId),
        eq(affiliateEarnings.currency, currency),
        lt(affiliateEarnings.earnedAt, before),
      ),
    )
    .orderBy(month, affiliateEarnings.affiliateId)
    .limit(limit);
}

/** The months the affiliates already have a payout for. */
export async function payoutMonths(db: Executor, affiliateIds: readonly number[]): Promise<Set<string>> {
  if (affiliateIds.length === 0) return new Set();
  const rows = await db
    .select({ affiliateId: affiliatePayouts.affiliateId, month: affiliatePayouts.month })
    .from(affiliatePayouts)
    .where(inArray(affiliatePayouts.affiliateId, [...affiliateIds]));
  return new Set(rows.map((r) => `${r.affiliateId}:${r.month}`));
}

/** A new payout row for the affiliate's month, or null when one exists (made by an earlier or another run). */
export async function insertPayout(
  tx: Executor,
  row: { affiliateId: number; month: string; currency: string; createdAt: Date },
): Promise<number | null> {
  const [made] = await tx
    .insert(affiliatePayouts)
    .values({ ...row, grossCents: 0, feeCents: 0, amountCents: 0, status: 'due' })
    .onConflictDoNothing()
    .returning({ id: affiliatePayouts.id });
  return made?.id ?? null;
}

/** Gives a payout the affiliate's unpaid earnings in `currency` earned before `before`; returns them. */
export async function takeEarnings(
  tx: Executor,
  payoutId: number,
  affiliateId: number,
  currency: string,
  before: Date,
): Promise<{ source: AffiliateEarningSource; shareCents: number }[]> {
  return tx
    .update(affiliateEarnings)
    .set({ payoutId })
    .where(
      and(
        eq(affiliateEarnings.affiliateId, affiliateId),
        isNull(affiliateEarnings.payoutId),
        eq(affiliateEarnings.currency, currency),
        lt(affiliateEarnings.earnedAt, before),
      ),
    )
    .returning({ source: affiliateEarnings.source, shareCents: affiliateEarnings.shareCents });
}

/** Payouts not paid yet (due, or failed and to be tried again), oldest month first. */
export async function openPayouts(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: affiliatePayouts.id })
    .from(affiliatePayouts)
    .where(ne(affiliatePayouts.status, 'paid'))
    .orderBy(asc(affiliatePayouts.month), asc(affiliatePayouts.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The payout, locked while unpaid; null when paid, or locked by a run on another server (it pays it). */
export async function lockUnpaid(tx: Executor, payoutId: number): Promise<PayoutRecord | null> {
  const [row] = await tx
    .select()
    .from(affiliatePayouts)
    .where(and(eq(affiliatePayouts.id, payoutId), ne(affiliatePayouts.status, 'paid')))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export interface PayoutPatch {
  grossCents?: number;
  feeCents?: number;
  amountCents?: number;
  breakdown?: Record<string, unknown>;
  status?: AffiliatePayoutStatus;
  transferId?: string;
  failureMessage?: string | null;
  paidAt?: Date;
  /** Counts one more transfer attempt. */
  attempted?: boolean;
}

/** Updates a payout while it is unpaid (a paid one is never changed). */
export async function updateUnpaid(db: Executor, payoutId: number, patch: PayoutPatch): Promise<void> {
  const { attempted, ...set } = patch;
  await db
    .update(affiliatePayouts)
    .set({ ...set, ...(attempted ? { attempts: sql`${affiliatePayouts.attempts} + 1` } : {}) })
    .where(and(eq(affiliatePayouts.id, payoutId), ne(affiliatePayouts.status, 'paid')));
}
