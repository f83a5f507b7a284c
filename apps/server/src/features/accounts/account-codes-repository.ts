import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { accountCodes } from '@stagepass/db/schema/accounts';

export type AccountCode = typeof accountCodes.$inferSelect;
export type AccountCodeType = AccountCode['type'];

export async function insert(
  db: Executor,
  code: {
    type: AccountCodeType;
    codeHash: string;
    memberId: number | null;
    email: string | null;
    payload: Record<string, unknown> | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(accountCodes).values(code);
}

const live = (type: AccountCodeType, codeHash: string, now: Date) =>
  and(
    eq(accountCodes.codeHash, codeHash),
    eq(accountCodes.type, type),
    isNull(accountCodes.usedAt),
    gt(accountCodes.expiresAt, now),
  );

/**
 * Marks a live code used and returns it, or null when it is unknown, of another type, expired or used.
 * One UPDATE, so of two concurrent claims exactly one gets the row.
 */
export async function consume(
  db: Executor,
  type: AccountCodeType,
  codeHash: string,
  now: Date,
): Promise<AccountCode | null> {
  const [row] = await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(live(type, codeHash, now))
    .returning();
  return row ?? null;
}

/** The live code without using it up (a link being checked before the member confirms). */
export async function findLive(
  db: Executor,
  type: AccountCodeType,
  codeHash: string,
  now: Date,
): Promise<AccountCode | null> {
  const [row] = await db
    .select()
    .from(accountCodes)
    .where(live(type, codeHash, now))
    .limit(1);
  return row ?? null;
}

/** Uses up every open code of these types for a member (after a reset, an email change, a deletion). */
export async function invalidateForMember(
  db: Executor,
  memberId: number,
  types: AccountCodeType[],
  now: Date,
): Promise<void> {
  if (types.length === 0) return;
  await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(and(eq(accountCodes.memberId, memberId), isNull(accountCodes.usedAt), inArray(accountCodes.type, types)));
}

/** How many codes of a type were sent to an address since a moment (the per-address email throttle). */
export async function countSentSince(db: Executor, type: AccountCodeType, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountCodes)
    .where(and(eq(accountCodes.email, email), eq(accountCodes.type, type), gt(accountCodes.createdAt, since)));
  return row?.n ?? 0;
}
