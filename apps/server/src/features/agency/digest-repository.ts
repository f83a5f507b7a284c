import { and, count, eq, gte, inArray, isNull, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { agencyClients, agencyDigests } from '@stagepass/db/schema/agency';
import { bids } from '@stagepass/db/schema/bookings';
import { assetPurchases, subscriptions } from '@stagepass/db/schema/commerce';
import { messages } from '@stagepass/db/schema/conversation';
import { events } from '@stagepass/db/schema/events';
import { purchases } from '@stagepass/db/schema/tickets';

const agency = alias(members, 'digest_agency');

export interface DigestClient {
  agencyId: number;
  id: number;
  name: string;
}

/**
 * The active clients of every active agency that has no digest for `day` yet (agency_digests_day_key): the agencies
 * whose digest is due. An agency without clients has nothing to summarise.
 */
export async function clientsOfAgenciesDue(db: Executor, day: string): Promise<DigestClient[]> {
  return db
    .select({ agencyId: agencyClients.agencyId, id: members.id, name: members.name })
    .from(agencyClients)
    .innerJoin(agency, eq(agency.id, agencyClients.agencyId))
    .innerJoin(members, eq(members.id, agencyClients.clientId))
    .where(
      and(
        eq(agency.active, true),
        isNull(agency.deletedAt),
        eq(members.active, true),
        isNull(members.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(agencyDigests)
            .where(and(eq(agencyDigests.agencyId, agencyClients.agencyId), eq(agencyDigests.day, day))),
        ),
      ),
    );
}

/** The day's window: [start, end). */
export interface Window {
  start: Date;
  end: Date;
}

type Counted = { id: number; n: number }[];

/**
 * Bids between these members placed (`at` placed_at) or booked (booked_at) in the window, as [talent, business,
 * count]: on bids_talent_idx and bids_business_idx, both led by the member.
 */
async function bidsIn(db: Executor, ids: readonly number[], at: PgColumn, w: Window, extra?: SQL) {
  return db
    .select({ talentId: bids.talentId, businessId: bids.businessId, n: count() })
    .from(bids)
    .where(
      and(
        or(inArray(bids.talentId, [...ids]), inArray(bids.businessId, [...ids])),
        extra,
        gte(at, w.start),
        lt(at, w.end),
      ),
    )
    .groupBy(bids.talentId, bids.businessId);
}

/** Bids placed in the window on these talent or by these businesses. */
export const bidsPlaced = (db: Executor, ids: readonly number[], w: Window) => bidsIn(db, ids, bids.placedAt, w);

/** Bookings made in the window with these talent or businesses. */
export const bookingsMade = (db: Executor, ids: readonly number[], w: Window) =>
  bidsIn(db, ids, bids.bookedAt, w, eq(bids.state, 'Booked'));

/** Rows of `table` per member (`member`) made in the window (`at`), on an index led by the member column. */
async function countIn(
  db: Executor,
  table: PgTable,
  member: PgColumn,
  at: PgColumn,
  ids: readonly number[],
  w: Window,
  extra?: SQL,
): Promise<Counted> {
  const rows = await db
    .select({ id: member, n: count() })
    .from(table)
    .where(and(inArray(member, [...ids]), extra, gte(at, w.start), lt(at, w.end)))
    .groupBy(member);
  return rows as Counted;
}

/** Tickets sold (paid or free, not refunded since) in the window for the events of these businesses. */
export async function ticketsSold(db: Executor, ids: readonly number[], w: Window): Promise<Counted> {
  return db
    .select({ id: events.businessId, n: sql<number>`coalesce(sum(${purchases.quantity}), 0)`.mapWith(Number) })
    .from(purchases)
    .innerJoin(events, eq(events.id, purchases.eventId))
    .where(
      and(
        inArray(events.businessId, [...ids]),
        eq(purchases.status, 'Charged'),
        gte(purchases.createdAt, w.start),
        lt(purchases.createdAt, w.end),
      ),
    )
    .groupBy(events.businessId);
}

/** Assets sold by these creators in the window (asset_purchases_creator_idx). */
export const assetsSold = (db: Executor, ids: readonly number[], w: Window) =>
  countIn(
    db,
    assetPurchases,
    assetPurchases.creatorId,
    assetPurchases.createdAt,
    ids,
    w,
    eq(assetPurchases.status, 'Charged'),
  );

/** Subscriptions to these creators started in the window (a first charge that failed starts none). */
export const subscriptionsStarted = (db: Executor, ids: readonly number[], w: Window) =>
  countIn(
    db,
    subscriptions,
    subscriptions.creatorId,
    subscriptions.createdAt,
    ids,
    w,
    ne(subscriptions.state, 'Pending'),
  );

/** Messages these members received in the window (messages_recipient_idx). */
export const messagesReceived = (db: Executor, ids: readonly number[], w: Window) =>
  countIn(db, messages, messages.recipientId, messages.createdAt, ids, w);

/**
 * Claims the agency's digest of `day`: stores it, or answers false when it already exists (another run, here or on
 * another server, made it). The unique (agency, day) key is what makes the job send once.
 */
export async function claimDigest(
  db: Executor,
  row: { agencyId: number; day: string; summary: Record<string, unknown>; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(agencyDigests)
    .values(row)
    .onConflictDoNothing({ target: [agencyDigests.agencyId, agencyDigests.day] })
    .returning({ id: agencyDigests.id });
  return rows.length > 0;
}

/** The agencies' sign-in addresses and names, for the email. */
export async function agenciesByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { email: string; name: string }>();
  const rows = await db
    .select({ id: members.id, email: members.email, name: members.name })
    .from(members)
    .where(inArray(members.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
