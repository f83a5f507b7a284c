import { and, asc, count, eq, gt, isNull, min, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { agencyClients } from '@stagepass/db/schema/agency';
import { bids, scheduleDays, schedules, talentTraits } from '@stagepass/db/schema/bookings';
import { events, subEvents } from '@stagepass/db/schema/events';
import { networkFollowers } from '@stagepass/db/schema/social';
import { specialistTraits } from '@stagepass/db/schema/talent';
import { DECLARED_NETWORKS, type DeclaredNetwork } from '@stagepass/domain/counts';

/** What a public profile may show of a member: never the email, phone or street address. */
const publicColumns = {
  id: members.id,
  name: members.name,
  username: members.username,
  photo: members.image,
  isBusiness: members.isBusiness,
  isSpecialist: members.isSpecialist,
  isAgency: members.isAgency,
  locality: members.locality,
  administrativeArea: members.administrativeArea,
  subAdministrativeArea: members.subAdministrativeArea,
  country: members.country,
};

export type PublicMemberRow = {
  id: number;
  name: string;
  username: string | null;
  photo: string | null;
  isBusiness: boolean;
  isSpecialist: boolean;
  isAgency: boolean;
  locality: string | null;
  administrativeArea: string | null;
  subAdministrativeArea: string | null;
  country: string | null;
};

/** Active and not deleted: a deactivated or deleted member has no public profile. */
const present = () => and(eq(members.active, true), isNull(members.deletedAt))!;

/** An active member by id, or by username (any case); null when there is none. */
export async function findPublic(
  db: Executor,
  key: { id: number } | { username: string },
): Promise<PublicMemberRow | null> {
  const match = 'id' in key ? eq(members.id, key.id) : eq(sql`lower(${members.username})`, key.username.toLowerCase());
  const [row] = await db.select(publicColumns).from(members).where(and(match, present())).limit(1);
  return row ?? null;
}

/** The traits a talent offers (talent_traits), in the order of the trait list. */
export async function talentTraitsOf(db: Executor, talentId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: specialistTraits.id, name: specialistTraits.name })
    .from(talentTraits)
    .innerJoin(specialistTraits, eq(specialistTraits.id, talentTraits.traitId))
    .where(eq(talentTraits.talentId, talentId))
    .orderBy(asc(specialistTraits.sortOrder), asc(specialistTraits.id));
}

/**
 * The talent's lowest public rate and Book Now price over their schedules still open to bids (the schedule has not
 * started and its day has not closed). Private rates stay private.
 */
export async function openRates(
  db: Executor,
  talentId: number,
  now: Date,
): Promise<{ minRate: number | null; minBookNow: number | null; open: number }> {
  const [row] = await db
    .select({ minRate: min(schedules.rateCents), minBookNow: min(schedules.bookNowCents), open: count() })
    .from(schedules)
    .innerJoin(scheduleDays, eq(scheduleDays.id, schedules.dayId))
    .where(
      and(
        eq(schedules.talentId, talentId),
        gt(schedules.startTime, now),
        gt(scheduleDays.closesAt, now),
        isNull(scheduleDays.closedAt),
      ),
    );
  return { minRate: row?.minRate ?? null, minBookNow: row?.minBookNow ?? null, open: row?.open ?? 0 };
}

/**
 * The talent's upcoming bookings that anyone may see: Booked bids on published public events that have not ended,
 * of a business still active, soonest time block first.
 */
export async function upcomingPublicBookings(db: Executor, talentId: number, now: Date, limit = 50) {
  return db
    .select({
      eventId: bids.eventId,
      sbStart: subEvents.startTime,
      sbEnd: subEvents.endTime,
      trait: specialistTraits.name,
    })
    .from(bids)
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .innerJoin(events, eq(events.id, bids.eventId))
    .innerJoin(members, eq(members.id, events.businessId))
    .leftJoin(specialistTraits, eq(specialistTraits.id, bids.traitId))
    .where(
      and(
        eq(bids.talentId, talentId),
        eq(bids.state, 'Booked'),
        eq(events.draft, false),
        eq(events.private, false),
        gt(events.endTime, now),
        present(),
      ),
    )
    .orderBy(asc(subEvents.startTime), asc(bids.id))
    .limit(limit);
}

/** The agency's active clients by role (agency_clients_agency_idx). */
export async function clientCounts(
  db: Executor,
  agencyId: number,
): Promise<{ total: number; specialists: number; businesses: number }> {
  const [row] = await db
    .select({
      total: count(),
      specialists: sql<number>`count(*) filter (where ${members.isSpecialist})`.mapWith(Number),
      businesses: sql<number>`count(*) filter (where ${members.isBusiness})`.mapWith(Number),
    })
    .from(agencyClients)
    .innerJoin(members, eq(members.id, agencyClients.clientId))
    .where(and(eq(agencyClients.agencyId, agencyId), present()));
  return { total: row?.total ?? 0, specialists: row?.specialists ?? 0, businesses: row?.businesses ?? 0 };
}

/** A follower count a member declared for one network (spec 001 §3 Follow; update_network_followers). */
export interface DeclaredCount {
  network: DeclaredNetwork;
  handle: string | null;
  count: number;
}

const isDeclaredNetwork = (n: string): n is DeclaredNetwork => (DECLARED_NETWORKS as readonly string[]).includes(n);
const byNetworkOrder = (a: DeclaredCount, b: DeclaredCount) =>
  DECLARED_NETWORKS.indexOf(a.network) - DECLARED_NETWORKS.indexOf(b.network);

/** The follower counts a member declared, in the order of DECLARED_NETWORKS. */
export async function declaredCounts(db: Executor, memberId: number): Promise<DeclaredCount[]> {
  const rows = await db
    .select({ network: networkFollowers.network, handle: networkFollowers.handle, count: networkFollowers.count })
    .from(networkFollowers)
    .where(eq(networkFollowers.memberId, memberId));
  return rows.flatMap((r) => (isDeclaredNetwork(r.network) ? [{ ...r, network: r.network }] : [])).sort(byNetworkOrder);
}

/**
 * Replaces what a member declared: the networks listed are written (a count or a handle changed), the others
 * removed. One statement each way, in the caller's transaction when there is one.
 */
export async function replaceDeclaredCounts(
  db: Executor,
  memberId: number,
  counts: readonly DeclaredCount[],
  now: Date,
): Promise<void> {
  const kept = counts.map((c) => c.network);
  await db
    .delete(networkFollowers)
    .where(
      and(
        eq(networkFollowers.memberId, memberId),
        kept.length ? notInArray(networkFollowers.network, kept) : undefined,
      ),
    );
  if (counts.length === 0) return;
  await db
    .insert(networkFollowers)
    .values(counts.map((c) => ({ memberId, network: c.network, handle: c.handle, count: c.count, updatedAt: now })))
    .onConflictDoUpdate({
      target: [networkFollowers.memberId, networkFollowers.network],
      set: {
        handle: sql`excluded.handle`,
        count: sql`excluded.count`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
