import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { accountCodes, members } from '@stagepass/db/schema/accounts';
import { recommendationRequests, recommendations } from '@stagepass/db/schema/conversation';

const forMember = alias(members, 'rec_for');
const byMember = alias(members, 'rec_by');

export type RecommendationRequest = typeof recommendationRequests.$inferSelect;

/** How many requests the talent made since `since` (recommendation_requests_for_idx): the daily limit. */
export async function countRequestsSince(db: Executor, forId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recommendationRequests)
    .where(and(eq(recommendationRequests.forId, forId), gt(recommendationRequests.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertRequest(
  db: Executor,
  values: { forId: number; email: string; byName: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(recommendationRequests)
    .values({ ...values, createdAt: now })
    .returning({ id: recommendationRequests.id });
  return row!.id;
}

/** Ties the request to the account code of its mailed link (found by its hash, account_codes_code_hash_key). */
export async function linkCode(db: Executor, requestId: number, codeHash: string): Promise<void> {
  const [code] = await db.select({ id: accountCodes.id }).from(accountCodes).where(eq(accountCodes.codeHash, codeHash));
  if (code)
    await db.update(recommendationRequests).set({ codeId: code.id }).where(eq(recommendationRequests.id, requestId));
}

/** A RECOMMEND code by its hash, used or not (write_rec names its request by the link's code). */
export async function findCode(db: Executor, codeHash: string) {
  const [row] = await db
    .select()
    .from(accountCodes)
    .where(and(eq(accountCodes.codeHash, codeHash), eq(accountCodes.type, 'RECOMMEND')));
  return row ?? null;
}

/** Uses up a live code by its id; false when it was used meanwhile or has expired. */
export async function useCode(db: Executor, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(and(eq(accountCodes.id, codeId), isNull(accountCodes.usedAt), gt(accountCodes.expiresAt, now)))
    .returning({ id: accountCodes.id });
  return rows.length > 0;
}

/** A request, locked for the rest of the transaction. */
export async function lockRequest(db: Executor, id: number): Promise<RecommendationRequest | null> {
  const [row] = await db.select().from(recommendationRequests).where(eq(recommendationRequests.id, id)).for('update');
  return row ?? null;
}

/** Addresses the request to the member who claimed it. */
export async function claim(db: Executor, id: number, byId: number, now: Date): Promise<void> {
  await db.update(recommendationRequests).set({ byId, claimedAt: now }).where(eq(recommendationRequests.id, id));
}

/** `memberId`'s claimed, unwritten request of talent `forId` (recommendation_requests_by_idx), oldest first, locked. */
export async function lockClaimedPending(db: Executor, memberId: number, forId: number) {
  const [row] = await db
    .select()
    .from(recommendationRequests)
    .where(
      and(
        eq(recommendationRequests.byId, memberId),
        eq(recommendationRequests.state, 'PENDING'),
        eq(recommendationRequests.forId, forId),
      ),
    )
    .orderBy(recommendationRequests.createdAt, recommendationRequests.id)
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * The pending requests addressed to a member: claimed by them (recommendation_requests_by_idx), or sent to their email
 * and claimed by nobody (recommendation_requests_email_idx). Only of talent `forId` when given.
 */
function addressedTo(memberId: number, email: string, forId?: number) {
  return and(
    eq(recommendationRequests.state, 'PENDING'),
    or(
      eq(recommendationRequests.byId, memberId),
      and(isNull(recommendationRequests.byId), eq(sql`lower(${recommendationRequests.email})`, email.toLowerCase())),
    ),
    forId === undefined ? undefined : eq(recommendationRequests.forId, forId),
  );
}

export async function pendingFor(db: Executor, memberId: number, email: string) {
  return db
    .select({
      id: recommendationRequests.id,
      forId: recommendationRequests.forId,
      byId: recommendationRequests.byId,
      byName: recommendationRequests.byName,
      createdAt: recommendationRequests.createdAt,
      forName: forMember.name,
      forPhoto: forMember.image,
      forUsername: forMember.username,
    })
    .from(recommendationRequests)
    .innerJoin(forMember, eq(forMember.id, recommendationRequests.forId))
    .where(and(addressedTo(memberId, email), eq(forMember.active, true), isNull(forMember.deletedAt)))
    .orderBy(desc(recommendationRequests.createdAt), desc(recommendationRequests.id));
}

/** Accepts (addresses to the member) or turns down every pending request of talent `forId` addressed to them. */
export async function answerAddressed(
  db: Executor,
  memberId: number,
  email: string,
  forId: number,
  reject: boolean,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(recommendationRequests)
    .set(
      reject
        ? { state: 'REJECTED' }
        : {
            byId: memberId,
            claimedAt: sql`coalesce(${recommendationRequests.claimedAt}, ${now.toISOString()}::timestamptz)`,
          },
    )
    .where(addressedTo(memberId, email, forId))
    .returning({ id: recommendationRequests.id });
  return rows.length;
}

export async function insertRecommendation(
  db: Executor,
  values: { requestId: number; forId: number; byId: number; rec: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(recommendations)
    .values({ ...values, createdAt: now })
    .returning({ id: recommendations.id });
  await db
    .update(recommendationRequests)
    .set({ state: 'WRITTEN' })
    .where(eq(recommendationRequests.id, values.requestId));
  return row!.id;
}

const partyColumns = (m: typeof forMember | typeof byMember) => ({
  id: m.id,
  name: m.name,
  photo: m.image,
  username: m.username,
  isSpecialist: m.isSpecialist,
  isBusiness: m.isBusiness,
});

function listQuery(db: Executor) {
  return db
    .select({
      id: recommendations.id,
      rec: recommendations.rec,
      createdAt: recommendations.createdAt,
      for: partyColumns(forMember),
      by: partyColumns(byMember),
    })
    .from(recommendations)
    .innerJoin(forMember, eq(forMember.id, recommendations.forId))
    .innerJoin(byMember, eq(byMember.id, recommendations.byId));
}
export type RecommendationRow = Awaited<ReturnType<typeof listFor>>[number];

/** The recommendations written for a talent (recommendations_for_idx), newest first. */
export async function listFor(db: Executor, forId: number, limit: number) {
  return listQuery(db)
    .where(eq(recommendations.forId, forId))
    .orderBy(desc(recommendations.createdAt), desc(recommendations.id))
    .limit(limit);
}

/** The recommendations a member wrote (recommendations_by_idx), newest first. */
export async function listBy(db: Executor, byId: number, limit: number) {
  return listQuery(db)
    .where(eq(recommendations.byId, byId))
    .orderBy(desc(recommendations.createdAt), desc(recommendations.id))
    .limit(limit);
}

export async function byIdOf(db: Executor, id: number) {
  const [row] = await listQuery(db).where(eq(recommendations.id, id));
  return row ?? null;
}

export async function countFor(db: Executor, column: 'forId' | 'byId', memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recommendations).where(eq(recommendations[column], memberId));
  return row?.n ?? 0;
}
