import { eq } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import * as repo from './affiliate-repository';

/** A member in the affiliate programme with `code`, as register_as_affiliate leaves them (tests and seeds). */
export async function joinAffiliate(db: Executor, memberId: number, code: string, now: number | Date): Promise<void> {
  await repo.join(db, memberId, code, new Date(now));
}

/** A member who registered with `code` (members.referred_by_code, as registration stores it). */
export async function referTo(db: Executor, memberId: number, code: string): Promise<void> {
  await db.update(members).set({ referredByCode: code }).where(eq(members.id, memberId));
}
