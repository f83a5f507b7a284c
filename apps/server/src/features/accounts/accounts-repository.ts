import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
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

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, username.toLowerCase()))
    .limit(1);
  return row !== undefined;
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

/** The member behind a live session token, or null when unknown, expired, deactivated or deleted. */
export async function findBySessionToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ member: Member; sessionId: number } | null> {
  const [row] = await db
    .select({ member: members, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        eq(members.active, true),
        isNull(members.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Executor, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a member except `keep` (password change, deactivation, deletion). */
export async function deleteOtherSessions(db: Executor, memberId: number, keep: number | null): Promise<void> {
  await db
    .delete(sessions)
    .where(keep === null ? eq(sessions.memberId, memberId) : and(eq(sessions.memberId, memberId), ne(sessions.id, keep)));
}

export async function countLoginFailures(db: Executor, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since)));
  return row?.n ?? 0;
}

export async function recordLoginFailure(db: Executor, email: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ email, at });
}

export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
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
  };
}
