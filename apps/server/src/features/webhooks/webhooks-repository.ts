import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '@stagepass/db/client';
import { preparedSql, rowOf } from '@stagepass/db/prepared';
import { members, sessions } from '@stagepass/db/schema/accounts';
import { agencyClients } from '@stagepass/db/schema/agency';
import { webhookDeliveries, webhookEndpoints } from '@stagepass/db/schema/webhooks';

// Webhook endpoints and their deliveries (issue 15). The only file of the area that touches Drizzle.

export type EndpointRecord = typeof webhookEndpoints.$inferSelect;
export type DeliveryRecord = typeof webhookDeliveries.$inferSelect;

/** An endpoint as its owner reads it: with the name of the agency it is tied to (agencyId), or null. */
export type EndpointView = EndpointRecord & { agencyName: string | null };

const tiedAgency = alias(members, 'webhook_agency');

/**
 * An endpoint an agency set up while acting is sent to only while that agency still has the client's access: the
 * client's link to it stands, and its account is active. Revocation turns such endpoints off as well
 * (webhook-agency-access.ts); this holds for every other way access ends (the agency's account deleted or
 * deactivated), at every emission and every attempt.
 */
const agencyStillActs = sql`(${webhookEndpoints.agencyId} is null or exists (
  select 1 from ${agencyClients} join ${members} on ${members.id} = ${agencyClients.agencyId}
  where ${agencyClients.clientId} = ${webhookEndpoints.memberId} and ${agencyClients.agencyId} = ${webhookEndpoints.agencyId}
    and ${members.active} and ${members.deletedAt} is null))`;

// --- endpoints ----------------------------------------------------------------------------------------------------

export async function listEndpoints(db: Executor, memberId: number): Promise<EndpointView[]> {
  const rows = await db
    .select({ endpoint: webhookEndpoints, agencyName: tiedAgency.name })
    .from(webhookEndpoints)
    .leftJoin(tiedAgency, eq(tiedAgency.id, webhookEndpoints.agencyId))
    .where(eq(webhookEndpoints.memberId, memberId))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map((r) => ({ ...r.endpoint, agencyName: r.agencyName }));
}

/** One endpoint with the name of the agency it is tied to. */
export async function withAgencyName(db: Executor, endpoint: EndpointRecord): Promise<EndpointView> {
  if (endpoint.agencyId === null) return { ...endpoint, agencyName: null };
  const [row] = await db.select({ name: members.name }).from(members).where(eq(members.id, endpoint.agencyId)).limit(1);
  return { ...endpoint, agencyName: row?.name ?? null };
}

export async function countEndpoints(db: Executor, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.memberId, memberId));
  return row?.n ?? 0;
}

/** Endpoints are counted and added one member at a time (a transaction-scoped lock), so the limit holds. */
export async function lockMemberEndpoints(db: Executor, memberId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('webhook_endpoints'), ${memberId})`);
}

export async function insertEndpoint(
  db: Executor,
  values: Pick<EndpointRecord, 'memberId' | 'url' | 'description' | 'secret' | 'events' | 'createdAt'> &
    Partial<Pick<EndpointRecord, 'agencyId'>>,
): Promise<EndpointRecord> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

/** The member's own endpoint, or null (another member's answers the same as none). */
export async function findOwnEndpoint(db: Executor, id: number, memberId: number): Promise<EndpointRecord | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.memberId, memberId)));
  return row ?? null;
}

export type EndpointChanges = Partial<
  Pick<
    EndpointRecord,
    'url' | 'description' | 'events' | 'enabled' | 'secret' | 'failingSince' | 'disabledAt' | 'agencyId'
  >
>;

/** Changes the member's own endpoint; null when it is not theirs (or gone). */
export async function updateOwnEndpoint(
  db: Executor,
  id: number,
  memberId: number,
  changes: EndpointChanges,
): Promise<EndpointRecord | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(changes)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.memberId, memberId)))
    .returning();
  return row ?? null;
}

/** Deletes the member's own endpoint and (by cascade) its deliveries; whether there was one. */
export async function deleteOwnEndpoint(db: Executor, id: number, memberId: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.memberId, memberId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** An endpoint turned off stops retrying: its pending deliveries fail where they stand. */
export async function failPendingDeliveries(db: Executor, endpointId: number | readonly number[]): Promise<void> {
  const ids = typeof endpointId === 'number' ? [endpointId] : [...endpointId];
  if (ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(and(inArray(webhookDeliveries.endpointId, ids), eq(webhookDeliveries.status, 'pending')));
}

/** Turns off the member's endpoints tied to an agency (its access ended); the ids turned off. */
export async function disableAgencyEndpoints(db: Executor, memberId: number, agencyId: number): Promise<number[]> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ enabled: false })
    .where(
      and(
        eq(webhookEndpoints.memberId, memberId),
        eq(webhookEndpoints.agencyId, agencyId),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return rows.map((r) => r.id);
}

/** Whether a session still exists (an acting session ends when its agency's access is revoked). */
export async function sessionLive(db: Executor, sessionId: number): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row !== undefined;
}

// --- the delivery log ---------------------------------------------------------------------------------------------

/** A page of an endpoint's deliveries, newest first (webhook_deliveries_endpoint_idx), and how many there are. */
export async function listDeliveries(
  db: Executor,
  endpointId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: DeliveryRecord[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A delivery to one of the member's own endpoints, with that endpoint; null otherwise. */
export async function findOwnDelivery(db: Executor, deliveryId: number, memberId: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.memberId, memberId)));
  return row ?? null;
}

/** The same event to the same endpoint again, due at once: a new row that points at the one it repeats. */
export async function insertRedelivery(db: Executor, of: DeliveryRecord, now: Date): Promise<DeliveryRecord> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: of.endpointId,
      eventId: of.eventId,
      eventType: of.eventType,
      payload: of.payload,
      status: 'pending',
      nextAttemptAt: now,
      redeliveryOf: of.id,
      createdAt: now,
    })
    .returning();
  return row!;
}

// --- emission -----------------------------------------------------------------------------------------------------

/**
 * The enabled endpoints of these members, with the events each listens to. Every sale, booking and payout asks, so
 * the statement is prepared once.
 */
const enabledEndpointsStatement = preparedSql<{ memberIds: number[] }>(
  'webhooks_enabled_endpoints_of',
  (p) => sql`
    select id, member_id, events from ${webhookEndpoints}
    where member_id = any(${p('memberIds')}::int[]) and enabled and ${agencyStillActs}`,
);

export async function enabledEndpointsOf(db: Executor, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  const rows = await enabledEndpointsStatement(db, { memberIds: [...new Set(memberIds)] });
  return rows.map((r) => {
    const endpoint = rowOf(webhookEndpoints, r);
    return { id: endpoint.id, memberId: endpoint.memberId, events: endpoint.events };
  });
}

export type NewDelivery = Pick<DeliveryRecord, 'endpointId' | 'eventId' | 'eventType' | 'payload' | 'createdAt'>;

/**
 * Pending deliveries, due at once. An event already delivered to an endpoint (webhook_deliveries_event_key: a job
 * run again, a request retried) is skipped. Answers how many were added.
 */
export async function insertDeliveries(db: Executor, rows: readonly NewDelivery[]): Promise<number> {
  if (rows.length === 0) return 0;
  const made = await db
    .insert(webhookDeliveries)
    .values(rows.map((r) => ({ ...r, status: 'pending' as const, nextAttemptAt: r.createdAt })))
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return made.length;
}

/** Names of members, for the payloads that name a subscriber. */
export async function namesOf(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// --- the delivery job ---------------------------------------------------------------------------------------------

/** A delivery claimed for an attempt, with where it goes and the sealed secret that signs it. */
export interface ClaimedDelivery {
  delivery: DeliveryRecord;
  endpoint: { id: number; memberId: number; url: string; secret: string };
}

/**
 * Claims up to `limit` pending deliveries due at `now` to enabled endpoints, oldest due first, in one short
 * transaction: locked FOR UPDATE SKIP LOCKED (a delivery another run holds is left to it), counted as one more
 * attempt and leased until `leaseUntil`, so no other run takes them while they are sent.
 */
export async function claimDue(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          eq(webhookEndpoints.enabled, true),
          agencyStillActs,
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    const endpoints = await tx
      .select({
        id: webhookEndpoints.id,
        memberId: webhookEndpoints.memberId,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
      })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((d) => d.endpointId))]));
    const byId = new Map(endpoints.map((e) => [e.id, e]));
    return claimed
      .sort((a, b) => a.id - b.id)
      .map((delivery) => ({ delivery, endpoint: byId.get(delivery.endpointId)! }));
  });
}

/** The endpoint, locked while an attempt's outcome is recorded against it. */
export async function lockEndpoint(db: Executor, id: number): Promise<EndpointRecord | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  return row ?? null;
}

export async function setEndpointState(
  db: Executor,
  id: number,
  changes: Pick<EndpointChanges, 'enabled' | 'failingSince' | 'disabledAt'>,
): Promise<void> {
  await db.update(webhookEndpoints).set(changes).where(eq(webhookEndpoints.id, id));
}

/** Records an attempt's outcome on a delivery still pending (one deleted meanwhile is left alone). */
export async function recordAttempt(
  db: Executor,
  id: number,
  changes: Pick<DeliveryRecord, 'status' | 'nextAttemptAt' | 'lastStatusCode' | 'lastError'> &
    Partial<Pick<DeliveryRecord, 'deliveredAt'>>,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set(changes)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}
