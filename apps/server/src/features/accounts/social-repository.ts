import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { socialIdentities, socialProofs } from '@stagepass/db/schema/social';
import type { SocialProvider } from '@stagepass/domain/social';
import type { Member } from './accounts-repository';

export type SocialIdentity = typeof socialIdentities.$inferSelect;
export type NewSocialIdentity = typeof socialIdentities.$inferInsert;
export type SocialProof = typeof socialProofs.$inferSelect;
export type NewSocialProof = typeof socialProofs.$inferInsert;

/** The identity a provider vouched for, with the member it is linked to (deleted members excluded). */
export async function findIdentity(
  db: Executor,
  provider: SocialProvider,
  subject: string,
): Promise<{ identity: SocialIdentity; member: Member | null } | null> {
  const [row] = await db
    .select({ identity: socialIdentities, member: members })
    .from(socialIdentities)
    .leftJoin(members, and(eq(members.id, socialIdentities.memberId), isNull(members.deletedAt)))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function listForMember(db: Executor, memberId: number): Promise<SocialIdentity[]> {
  return db
    .select()
    .from(socialIdentities)
    .where(eq(socialIdentities.memberId, memberId))
    .orderBy(asc(socialIdentities.id));
}

export async function findForMember(
  db: Executor,
  memberId: number,
  provider: SocialProvider,
): Promise<SocialIdentity | null> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.memberId, memberId), eq(socialIdentities.provider, provider)))
    .limit(1);
  return row ?? null;
}

export async function insertIdentity(db: Executor, identity: NewSocialIdentity): Promise<SocialIdentity> {
  const [row] = await db.insert(socialIdentities).values(identity).returning();
  if (!row) throw new Error('social identity insert returned no row');
  return row;
}

export async function updateIdentity(
  db: Executor,
  id: number,
  patch: Partial<Pick<NewSocialIdentity, 'email' | 'name' | 'loginEnabled' | 'accessToken' | 'lastLoginAt'>>,
): Promise<void> {
  await db.update(socialIdentities).set(patch).where(eq(socialIdentities.id, id));
}

export async function deleteIdentity(db: Executor, id: number): Promise<void> {
  await db.delete(socialIdentities).where(eq(socialIdentities.id, id));
}

export async function insertProof(db: Executor, proof: NewSocialProof): Promise<void> {
  await db.insert(socialProofs).values(proof);
}

/** A proof that is neither spent nor expired. */
export async function findLiveProof(db: Executor, tokenHash: string, now: Date): Promise<SocialProof | null> {
  const [row] = await db
    .select()
    .from(socialProofs)
    .where(and(eq(socialProofs.tokenHash, tokenHash), isNull(socialProofs.usedAt), gt(socialProofs.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Spends a proof; false when another request spent it first (so one proof makes one sign-in). */
export async function spendProof(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(socialProofs)
    .set({ usedAt: now, accessToken: null })
    .where(and(eq(socialProofs.id, id), isNull(socialProofs.usedAt)))
    .returning({ id: socialProofs.id });
  return rows.length === 1;
}

/** Forgets expired proofs (spent ones already dropped their access token). */
export async function deleteExpiredProofs(db: Executor, now: Date): Promise<void> {
  await db.delete(socialProofs).where(lt(socialProofs.expiresAt, now));
}
