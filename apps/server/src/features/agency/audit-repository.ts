import { and, desc, eq, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members, sessions } from '@stagepass/db/schema/accounts';
import { agencyAudit } from '@stagepass/db/schema/agency';

const client = alias(members, 'audit_client');
const agency = alias(members, 'audit_agency');

/** The member of a session: for an acting session's agency_session_id, the agency (null once that session ended). */
export async function memberOfSession(db: Executor, sessionId: number): Promise<number | null> {
  const [row] = await db
    .select({ memberId: sessions.memberId })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.memberId ?? null;
}

export interface NewAuditEntry {
  agencyId: number;
  clientId: number;
  request: string;
  object: string | null;
  at: Date;
}

export async function insertEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(agencyAudit).values(entry);
}

export interface AuditRow {
  id: number;
  at: Date;
  request: string;
  object: string | null;
  client: { id: number; name: string; username: string | null };
  agency: { id: number; name: string; username: string | null };
}

export interface AuditFilter {
  /** Whose log: what agencies did on a client's account, or what one agency did (for one client, or all). */
  owner: { clientId: number } | { agencyId: number; clientId?: number | undefined };
  /** Paging, newest first: entries strictly older than this (instant in ms, then id). */
  before?: { atMs: number; id: number } | undefined;
  limit: number;
}

/**
 * One page of the audit log, newest first, with the names of the client and the agency: on agency_audit_client_idx
 * or agency_audit_agency_idx (each ordered by at), whichever side reads it.
 */
export async function listEntries(db: Executor, f: AuditFilter): Promise<AuditRow[]> {
  const owner =
    'agencyId' in f.owner
      ? and(
          eq(agencyAudit.agencyId, f.owner.agencyId),
          f.owner.clientId === undefined ? undefined : eq(agencyAudit.clientId, f.owner.clientId),
        )
      : eq(agencyAudit.clientId, f.owner.clientId);
  const before = f.before
    ? or(
        lt(agencyAudit.at, new Date(f.before.atMs)),
        and(eq(agencyAudit.at, new Date(f.before.atMs)), lt(agencyAudit.id, f.before.id)),
      )
    : undefined;
  return db
    .select({
      id: agencyAudit.id,
      at: agencyAudit.at,
      request: agencyAudit.request,
      object: agencyAudit.object,
      client: { id: client.id, name: client.name, username: client.username },
      agency: { id: agency.id, name: agency.name, username: agency.username },
    })
    .from(agencyAudit)
    .innerJoin(client, eq(client.id, agencyAudit.clientId))
    .innerJoin(agency, eq(agency.id, agencyAudit.agencyId))
    .where(and(owner, before))
    .orderBy(desc(agencyAudit.at), desc(agencyAudit.id))
    .limit(f.limit);
}
