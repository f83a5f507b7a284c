import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { marketingEmailExclusions } from '@stagepass/db/schema/settings';

export async function listExclusions(db: Executor, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ typeId: marketingEmailExclusions.typeId })
    .from(marketingEmailExclusions)
    .where(eq(marketingEmailExclusions.memberId, memberId))
    .orderBy(asc(marketingEmailExclusions.typeId));
  return rows.map((r) => r.typeId);
}

/**
 * Replaces a member's exclusions. Run it in a transaction: the member row is locked first, so two
 * saves from two tabs apply one after the other instead of colliding on the same rows.
 */
export async function replaceExclusions(db: Executor, memberId: number, typeIds: number[]): Promise<void> {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  await db.delete(marketingEmailExclusions).where(eq(marketingEmailExclusions.memberId, memberId));
  if (typeIds.length > 0)
    await db.insert(marketingEmailExclusions).values(typeIds.map((typeId) => ({ memberId, typeId })));
}
