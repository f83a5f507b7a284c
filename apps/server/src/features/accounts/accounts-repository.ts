import { and, count, eq, gt, isNull, lte, min, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { batchedOn, preparedSql, rowOf } from '@stagepass/db/prepared';
import { loginFailures, members, sessions } from '@stagepass/db/schema/accounts';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { isUser } from '@stagepass/domain/accounts';

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

const byEmail = (email: string) => eq(sql`lower(${members.email})`, email.trim().toLowerCase());

export async function findByEmail(db: Executor, email: string): Promise<Member | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(byEmail(email), isNull(members.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(byEmail(email)).limit(1);
  return row !== undefined;
}

/** Whether another member has this username, whatever its case (`except` may change the case of their own). */
export async function usernameTaken(db: Executor, username: string, except?: number): Promise<boolean> {
  const same = eq(sql`lower(${members.username})`, username.toLowerCase());
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(except === undefined ? same : and(same, ne(members.id, except)))
    .limit(1);
  return row !== undefined;
}

export async function findById(db: Executor, id: number): Promise<Member | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Public lookups (creator URLs) see only active, undeleted members, and only their id and username. */
export async function findPublicByUsername(
  db: Executor,
  username: string,
): Promise<{ id: number; username: string | null } | null> {
  const [row] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      and(
        eq(sql`lower(${members.username})`, username.toLowerCase()),
        eq(members.active, true),
        isNull(members.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findPublicById(
  db: Executor,
  id: number,
): Promise<{ id: number; username: string | null } | null> {
  const [row] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.id, id), eq(members.active, true), isNull(members.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Changes fields of an undeleted member and returns the member as stored. */
export async function update(
  db: Executor,
  id: number,
  patch: Partial<Pick<NewMember, 'email' | 'username' | 'name' | 'phone' | 'passwordHash' | 'active' | 'bio'>>,
): Promise<Member> {
  const [row] = await db
    .update(members)
    .set(patch)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .returning();
  if (!row) throw new Error(`member ${id} not found for update`);
  return row;
}

/**
 * Deletes an account but keeps its row, since bookings, tickets and payouts refer to it: every personal
 * field is cleared, and the email becomes an address that cannot exist, so the real one can register again.
 */
export async function softDelete(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(members)
    .set({
      email: `deleted+${id}@stagepass.invalid`,
      username: null,
      name: 'Deleted member',
      phone: null,
      image: null,
      passwordHash: null,
      active: false,
      affiliateCode: null,
      address: null,
      latitude: null,
      longitude: null,
      locality: null,
      administrativeArea: null,
      subAdministrativeArea: null,
      country: null,
      deletedAt: at,
    })
    .where(eq(members.id, id));
}

const UNIQUE_VIOLATION = '23505';

type PgError = { code?: string; constraint?: string };

/** A unique index refused the write (two members racing for one email or username). */
export function isUniqueViolation(err: unknown): boolean {
  return uniqueViolation(err) !== null;
}

/** Which field a unique violation on members is about, or null when the error is something else. */
export function violatedMemberField(err: unknown): 'email' | 'username' | null {
  const e = uniqueViolation(err);
  if (!e) return null;
  return e.constraint === 'members_username_lower_key' ? 'username' : 'email';
}

function uniqueViolation(err: unknown): PgError | null {
  const e = err as (PgError & { cause?: PgError }) | null;
  if (e?.code === UNIQUE_VIOLATION) return e;
  if (e?.cause?.code === UNIQUE_VIOLATION) return e.cause;
  return null;
}

export async function insert(db: Executor, member: NewMember): Promise<Member> {
  const [row] = await db.insert(members).values(member).returning();
  if (!row) throw new Error('member insert returned no row');
  return row;
}

export async function acceptTerms(db: Executor, memberId: number, at: Date): Promise<void> {
  await db.update(members).set({ termsAcceptedAt: at }).where(eq(members.id, memberId));
}

export async function createSession(
  db: Executor,
  session: { memberId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

type FoundSession = { member: Member; sessionId: number; agencySessionId: number | null };

/**
 * Every request with a session starts here, so the lookups made together are one statement (@stagepass/db/prepared
 * batchedOn: a rush's hundred buyers are one round trip), prepared once.
 */
const sessionsStatement = preparedSql<{ hashes: string[]; nows: string[] }>(
  'accounts_find_by_session_tokens',
  (p) => sql`
    select k.ord, s.id as session_id, s.agency_session_id, to_jsonb(m) as member
    from unnest(${p('hashes')}::text[], ${p('nows')}::timestamptz[]) with ordinality as k(hash, now, ord)
    join ${sessions} s on s.token_hash = k.hash and s.expires_at > k.now
    join ${members} m on m.id = s.member_id and m.active and m.deleted_at is null`,
);

const sessionLookups = batchedOn<{ tokenHash: string; now: Date }, FoundSession | null>(async (db, keys) => {
  const rows = await sessionsStatement(db, {
    hashes: keys.map((k) => k.tokenHash),
    nows: keys.map((k) => k.now.toISOString()),
  });
  const found = new Map<number, FoundSession>();
  for (const r of rows)
    found.set(Number(r.ord), {
      member: rowOf(members, r.member as Record<string, unknown>),
      sessionId: r.session_id as number,
      agencySessionId: (r.agency_session_id as number | null) ?? null,
    });
  return keys.map((_, i) => found.get(i + 1) ?? null);
});

/**
 * The member behind a live session token, or null when unknown, expired, deactivated or deleted.
 * `agencySessionId` is set when the session is an agency acting as this member (agency_switch_user).
 */
export async function findBySessionToken(db: Database, tokenHash: string, now: Date): Promise<FoundSession | null> {
  return sessionLookups(db).load({ tokenHash, now });
}

export async function deleteSession(db: Executor, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a member except `keep` (password change, deactivation, deletion). */
export async function deleteOtherSessions(db: Executor, memberId: number, keep: number | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keep === null ? eq(sessions.memberId, memberId) : and(eq(sessions.memberId, memberId), ne(sessions.id, keep)),
    );
}

/** The failed password attempts for `email` after `since`, from `source` alone or from every source (null). */
export async function countLoginFailures(
  db: Executor,
  email: string,
  source: string | null,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        source === null ? undefined : eq(loginFailures.source, source),
        gt(loginFailures.at, since),
      ),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** Records a failed (or not yet checked) password attempt from the address `source`; its id. */
export async function recordLoginFailure(db: Executor, email: string, source: string, at: Date): Promise<number> {
  const [row] = await db.insert(loginFailures).values({ email, source, at }).returning({ id: loginFailures.id });
  return row!.id;
}

export async function deleteLoginFailure(db: Executor, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** Deletes the failures of every email that no longer count (at or before `before`). */
export async function pruneLoginFailures(db: Executor, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lte(loginFailures.at, before));
}

/** Deletes the failures for `email`: from `source` alone, or from every source (omitted). */
export async function clearLoginFailures(db: Executor, email: string, source?: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), source === undefined ? undefined : eq(loginFailures.source, source)));
}

/**
 * The member `row` as now stored, for the session of `caller`: an agency acting for the member (spec 000 §6)
 * keeps seeing agency_as_client, which belongs to the session, not to the stored row.
 */
export function toCallerSessionUser(caller: Pick<Member, 'agencyAsClient'>, row: Member): SessionUser {
  return toSessionUser({ ...row, agencyAsClient: caller.agencyAsClient });
}

/** The member as the client keeps it (spec 000 §3); never the password hash or address. */
export function toSessionUser(m: Member): SessionUser {
  return {
    user_id: m.id,
    email: m.email,
    username: m.username,
    name: m.name,
    image: m.image,
    phone: m.phone,
    is_business: m.isBusiness,
    is_specialist: m.isSpecialist,
    is_agency: m.isAgency,
    is_user: isUser({ is_business: m.isBusiness, is_specialist: m.isSpecialist, is_agency: m.isAgency }),
    agency_as_client: m.agencyAsClient,
    terms_accepted: m.termsAcceptedAt !== null,
    active: m.active,
    affiliate_code: m.affiliateCode,
    has_password: m.passwordHash !== null,
  };
}
