import { and, asc, count, eq, gt, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members, sessions } from '@stagepass/db/schema/accounts';
import { agencyClients, agencyPinFailures, agencyPins } from '@stagepass/db/schema/agency';
import type { AgencyClient, AuthorizedAgency } from '@stagepass/contract/agency/fields';

// ---------------------------------------------------------------------------------------------
// PIN

export async function hasPin(db: Executor, agencyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: agencyPins.agencyId })
    .from(agencyPins)
    .where(eq(agencyPins.agencyId, agencyId))
    .limit(1);
  return row !== undefined;
}

export async function savePin(db: Executor, agencyId: number, pinHash: string, at: Date): Promise<void> {
  await db
    .insert(agencyPins)
    .values({ agencyId, pinHash, updatedAt: at })
    .onConflictDoUpdate({ target: agencyPins.agencyId, set: { pinHash, updatedAt: at } });
}

/** An active agency account by username (any case), with its PIN hash; null when there is none. */
export async function findAgencyByUsername(
  db: Executor,
  username: string,
): Promise<{ id: number; name: string; username: string | null; image: string | null; pinHash: string | null } | null> {
  const [row] = await db
    .select({
      id: members.id,
      name: members.name,
      username: members.username,
      image: members.image,
      pinHash: agencyPins.pinHash,
    })
    .from(members)
    .leftJoin(agencyPins, eq(agencyPins.agencyId, members.id))
    .where(
      and(
        eq(sql`lower(${members.username})`, username.toLowerCase()),
        eq(members.isAgency, true),
        eq(members.active, true),
        isNull(members.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Records a PIN attempt for an agency username (counted before it is checked); its id. */
export async function recordPinFailure(
  db: Executor,
  agencyUsername: string,
  source: string,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(agencyPinFailures)
    .values({ agencyUsername, source, at })
    .returning({ id: agencyPinFailures.id });
  return row!.id;
}

/** The wrong PINs for `agencyUsername` after `since`, from `source` alone or from every source (null). */
export async function countPinFailures(
  db: Executor,
  agencyUsername: string,
  source: string | null,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(agencyPinFailures.at) })
    .from(agencyPinFailures)
    .where(
      and(
        eq(agencyPinFailures.agencyUsername, agencyUsername),
        source === null ? undefined : eq(agencyPinFailures.source, source),
        gt(agencyPinFailures.at, since),
      ),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export async function deletePinFailure(db: Executor, id: number): Promise<void> {
  await db.delete(agencyPinFailures).where(eq(agencyPinFailures.id, id));
}

/** Deletes the PIN failures of every username that no longer count (at or before `before`). */
export async function prunePinFailures(db: Executor, before: Date): Promise<void> {
  await db.delete(agencyPinFailures).where(lte(agencyPinFailures.at, before));
}

// ---------------------------------------------------------------------------------------------
// Agency-client links

/** Makes `agencyId` the client's agency, replacing any earlier one (a client has at most one). */
export async function link(db: Executor, agencyId: number, clientId: number, at: Date): Promise<void> {
  await db
    .insert(agencyClients)
    .values({ agencyId, clientId, createdAt: at })
    .onConflictDoUpdate({ target: agencyClients.clientId, set: { agencyId, createdAt: at } });
}

/** Removes the client's agency; the agency that was (its id), or null when there was none. */
export async function unlink(db: Executor, clientId: number): Promise<number | null> {
  const [row] = await db
    .delete(agencyClients)
    .where(eq(agencyClients.clientId, clientId))
    .returning({ agencyId: agencyClients.agencyId });
  return row?.agencyId ?? null;
}

/** The agency the client authorized (its id, whatever its account's state), locking the link; null when none. */
export async function lockLinkOf(db: Executor, clientId: number): Promise<number | null> {
  const [row] = await db
    .select({ agencyId: agencyClients.agencyId })
    .from(agencyClients)
    .where(eq(agencyClients.clientId, clientId))
    .limit(1)
    .for('update');
  return row?.agencyId ?? null;
}

/** The agency's active clients, by name: one indexed query (agency_clients_agency_idx, then members by id). */
export async function listClients(db: Executor, agencyId: number): Promise<AgencyClient[]> {
  return db
    .select({
      id: members.id,
      name: members.name,
      username: members.username,
      image: members.image,
      is_business: members.isBusiness,
      is_specialist: members.isSpecialist,
    })
    .from(agencyClients)
    .innerJoin(members, eq(members.id, agencyClients.clientId))
    .where(and(eq(agencyClients.agencyId, agencyId), eq(members.active, true), isNull(members.deletedAt)))
    .orderBy(asc(sql`lower(${members.name})`), asc(members.id));
}

/**
 * Whether `clientId` is an active client of the agency. Locks the link row, so a revoke racing a switch
 * waits for the switch to commit and then ends the session it opened (or the switch sees no link).
 */
export async function lockClientLink(db: Executor, agencyId: number, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: agencyClients.id })
    .from(agencyClients)
    .innerJoin(members, eq(members.id, agencyClients.clientId))
    .where(
      and(
        eq(agencyClients.agencyId, agencyId),
        eq(agencyClients.clientId, clientId),
        eq(members.active, true),
        isNull(members.deletedAt),
      ),
    )
    .limit(1)
    .for('update', { of: agencyClients });
  return row !== undefined;
}

/** The agency a client authorized, or null (also when that agency's account is gone). */
export async function findAgencyOf(db: Executor, clientId: number): Promise<AuthorizedAgency | null> {
  const [row] = await db
    .select({
      id: members.id,
      name: members.name,
      username: members.username,
      image: members.image,
      since: agencyClients.createdAt,
    })
    .from(agencyClients)
    .innerJoin(members, eq(members.id, agencyClients.agencyId))
    .where(and(eq(agencyClients.clientId, clientId), isNull(members.deletedAt)))
    .limit(1);
  return row ? { ...row, since: row.since.toISOString() } : null;
}

// ---------------------------------------------------------------------------------------------
// Acting sessions: sessions rows of the client that carry the agency's own session

export async function sessionExpiry(db: Executor, sessionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.expiresAt ?? null;
}

export async function createActingSession(
  db: Executor,
  session: { clientId: number; agencySessionId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({
    memberId: session.clientId,
    agencySessionId: session.agencySessionId,
    tokenHash: session.tokenHash,
    createdAt: session.createdAt,
    expiresAt: session.expiresAt,
  });
}

/** Ends one session if it is an acting session; whether it was. */
export async function endActingSession(db: Executor, sessionId: number): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), isNotNull(sessions.agencySessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every agency session on a client's account (its agency changed or was revoked). */
export async function endActingSessionsOn(db: Executor, clientId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.memberId, clientId), isNotNull(sessions.agencySessionId)));
}
