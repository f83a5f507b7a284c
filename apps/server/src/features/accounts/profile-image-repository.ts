import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import type { Member } from './accounts-repository';

/**
 * Sets a member's image and returns the member with the image it replaced. The row is locked while
 * the old value is read, so two uploads at once each see the one they replace and no file is orphaned.
 */
export async function replaceImage(
  db: Executor,
  memberId: number,
  image: string,
): Promise<{ member: Member; previous: string | null } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ image: members.image })
      .from(members)
      .where(and(eq(members.id, memberId), isNull(members.deletedAt)))
      .for('update');
    if (!current) return null;
    const [member] = await tx.update(members).set({ image }).where(eq(members.id, memberId)).returning();
    return member ? { member, previous: current.image } : null;
  });
}
