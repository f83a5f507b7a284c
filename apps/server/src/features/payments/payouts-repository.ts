import { and, eq } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { payoutAccounts } from '@stagepass/db/schema/payments';
import { insertOnboardedSandboxAccount, newSandboxConnectId } from '../../adapters/payments/sandbox';

/** A member's payout account as stored: the provider's id and the state last heard from it. */
export interface PayoutAccountRecord {
  connectId: string;
  enabled: boolean;
  restricted: boolean;
}

const columns = {
  connectId: payoutAccounts.connectId,
  enabled: payoutAccounts.enabled,
  restricted: payoutAccounts.restricted,
};

export async function findByMember(db: Executor, memberId: number): Promise<PayoutAccountRecord | null> {
  const [row] = await db.select(columns).from(payoutAccounts).where(eq(payoutAccounts.memberId, memberId)).limit(1);
  return row ?? null;
}

/**
 * Records a new provider account for the member unless the member already has one, in one statement: of two
 * calls at the same time, one inserts and the other gets the row the first stored. Returns the member's account.
 */
export async function insertIfAbsent(
  db: Executor,
  account: { memberId: number; connectId: string; at: Date },
): Promise<PayoutAccountRecord> {
  const [inserted] = await db
    .insert(payoutAccounts)
    .values({
      memberId: account.memberId,
      connectId: account.connectId,
      enabled: false,
      restricted: true,
      createdAt: account.at,
      updatedAt: account.at,
    })
    .onConflictDoNothing({ target: payoutAccounts.memberId })
    .returning(columns);
  if (inserted) return inserted;
  const existing = await findByMember(db, account.memberId);
  if (!existing) throw new Error(`payout account of member ${account.memberId}: neither inserted nor found`);
  return existing;
}

/** Stores the state the provider gave for the member's account; null when the member no longer has it. */
export async function saveState(
  db: Executor,
  memberId: number,
  connectId: string,
  state: { enabled: boolean; restricted: boolean },
  at: Date,
): Promise<PayoutAccountRecord | null> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ enabled: state.enabled, restricted: state.restricted, updatedAt: at })
    .where(and(eq(payoutAccounts.memberId, memberId), eq(payoutAccounts.connectId, connectId)))
    .returning(columns);
  return row ?? null;
}

/** Stores the state of whichever member holds the account (the provider's webhook); whether one does. */
export async function saveStateByConnectId(
  db: Executor,
  connectId: string,
  state: { enabled: boolean; restricted: boolean },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(payoutAccounts)
    .set({ enabled: state.enabled, restricted: state.restricted, updatedAt: at })
    .where(eq(payoutAccounts.connectId, connectId))
    .returning({ memberId: payoutAccounts.memberId });
  return rows.length > 0;
}

/** Forgets the member's account (only that one: a newer account opened meanwhile stays). */
export async function remove(db: Executor, memberId: number, connectId: string): Promise<void> {
  await db
    .delete(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, memberId), eq(payoutAccounts.connectId, connectId)));
}

/** spec 001 §6: a payout account is needed to create events and sell tickets. */
export async function hasEnabledPayoutAccount(db: Executor, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ memberId: payoutAccounts.memberId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, memberId), eq(payoutAccounts.enabled, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * Gives a member an enabled payout account in the payments sandbox, as if onboarding had been finished (seeds and
 * tests). Returns its connect id.
 */
export async function insertEnabledPayoutAccount(db: Executor, memberId: number, now: number | Date): Promise<string> {
  const at = new Date(now);
  const [member] = await db
    .select({ email: members.email, name: members.name, country: members.country })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!member) throw new Error(`insertEnabledPayoutAccount: no member ${memberId}`);
  const connectId = newSandboxConnectId();
  await insertOnboardedSandboxAccount(db, {
    connectId,
    email: member.email,
    country: member.country ?? 'US',
    businessName: member.name,
    at,
  });
  await db
    .insert(payoutAccounts)
    .values({ memberId, connectId, enabled: true, restricted: false, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: payoutAccounts.memberId,
      set: { connectId, enabled: true, restricted: false, updatedAt: at },
    });
  return connectId;
}
