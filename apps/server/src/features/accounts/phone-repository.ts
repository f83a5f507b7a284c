import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { phoneVerifications } from '@stagepass/db/schema/phone';

export type PhoneVerification = typeof phoneVerifications.$inferSelect;
export type NewPhoneVerification = typeof phoneVerifications.$inferInsert;

export async function insert(db: Executor, row: NewPhoneVerification): Promise<void> {
  await db.insert(phoneVerifications).values(row);
}

/** Codes sent to a number since `since` (the hourly send limit). */
export async function countSentSince(db: Executor, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), gt(phoneVerifications.createdAt, since)));
  return row?.n ?? 0;
}

/** The verification a srv_sid names, locked for the attempt that checks it. */
export async function findForUpdate(db: Executor, srvSid: string): Promise<PhoneVerification | null> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.srvSid, srvSid))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countAttempt(db: Executor, id: number): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(eq(phoneVerifications.id, id));
}

export async function markVerified(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ verifiedAt: at, attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(eq(phoneVerifications.id, id));
}

/** The verification `srvSid` names if it succeeded after `since` and has not proved an account yet. */
export async function findUnspentProof(db: Executor, srvSid: string, since: Date): Promise<PhoneVerification | null> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.srvSid, srvSid),
        gt(phoneVerifications.verifiedAt, since),
        isNull(phoneVerifications.consumedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks a verification as having proved an account; false when another registration used it first. */
export async function spendProof(db: Executor, id: number, at: Date): Promise<boolean> {
  const spent = await db
    .update(phoneVerifications)
    .set({ consumedAt: at })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
    .returning({ id: phoneVerifications.id });
  return spent.length === 1;
}

/** Whether `memberId` verified `phone` after `since` (signed in, with auth_verify_phone_code). */
export async function verifiedByMemberSince(
  db: Executor,
  memberId: number,
  phone: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.memberId, memberId),
        eq(phoneVerifications.phone, phone),
        gt(phoneVerifications.verifiedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The latest verification of a number that succeeded after `since`. */
export async function findVerifiedSince(db: Executor, phone: string, since: Date): Promise<PhoneVerification | null> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phone, phone),
        isNotNull(phoneVerifications.verifiedAt),
        gt(phoneVerifications.verifiedAt, since),
      ),
    )
    .orderBy(desc(phoneVerifications.verifiedAt))
    .limit(1);
  return row ?? null;
}
