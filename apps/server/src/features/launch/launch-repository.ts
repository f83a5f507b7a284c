import { and, asc, count, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { marketingSubmissions } from '@stagepass/db/schema/launch';

export interface NewSubmission {
  formId: number;
  fields: Record<string, string>;
  email: string | null;
  adId: string | null;
  ipHash: string | null;
  createdAt: Date;
}

export interface Submission extends NewSubmission {
  id: number;
  forwardedAt: Date | null;
  forwardAttempts: number;
  lastError: string | null;
}

type Row = typeof marketingSubmissions.$inferSelect;

const toSubmission = (r: Row): Submission => ({
  id: r.id,
  formId: r.formId,
  fields: r.fields,
  email: r.email,
  adId: r.adId,
  ipHash: r.ipHash,
  createdAt: r.createdAt,
  forwardedAt: r.forwardedAt,
  forwardAttempts: r.forwardAttempts,
  lastError: r.lastError,
});

/** Stores a submission; null when this email already sent one to this form (the unique index decides). */
export async function insert(db: Executor, s: NewSubmission): Promise<Submission | null> {
  const [row] = await db.insert(marketingSubmissions).values(s).onConflictDoNothing().returning();
  return row ? toSubmission(row) : null;
}

export async function countFromIpSince(db: Executor, ipHash: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(marketingSubmissions)
    .where(and(eq(marketingSubmissions.ipHash, ipHash), gte(marketingSubmissions.createdAt, since)));
  return row?.n ?? 0;
}

/** A form's submissions, oldest first (the staff export). */
export async function listByForm(db: Executor, formId: number): Promise<Submission[]> {
  const rows = await db
    .select()
    .from(marketingSubmissions)
    .where(eq(marketingSubmissions.formId, formId))
    .orderBy(asc(marketingSubmissions.createdAt), asc(marketingSubmissions.id));
  return rows.map(toSubmission);
}

export async function findById(db: Executor, id: number): Promise<Submission | null> {
  const [row] = await db.select().from(marketingSubmissions).where(eq(marketingSubmissions.id, id)).limit(1);
  return row ? toSubmission(row) : null;
}

/**
 * Claims up to `limit` submissions due for forwarding: counts the attempt and pushes the next one to
 * `retryAt` before the call is made, so two servers never forward one row at once and a server that
 * dies mid-call leaves the row to be retried, not stuck. Locks are held only for this statement.
 */
export async function claimDue(
  db: Executor,
  opts: { now: Date; retryAt: (attempt: number) => Date; maxAttempts: number; limit: number },
): Promise<Submission[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: marketingSubmissions.id, attempts: marketingSubmissions.forwardAttempts })
      .from(marketingSubmissions)
      .where(
        and(
          isNull(marketingSubmissions.forwardedAt),
          lt(marketingSubmissions.forwardAttempts, opts.maxAttempts),
          or(isNull(marketingSubmissions.nextForwardAt), lte(marketingSubmissions.nextForwardAt, opts.now)),
        ),
      )
      .orderBy(asc(marketingSubmissions.id))
      .limit(opts.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed: Submission[] = [];
    for (const { id, attempts } of due) {
      const [row] = await tx
        .update(marketingSubmissions)
        .set({
          forwardAttempts: sql`${marketingSubmissions.forwardAttempts} + 1`,
          nextForwardAt: opts.retryAt(attempts + 1),
        })
        .where(eq(marketingSubmissions.id, id))
        .returning();
      if (row) claimed.push(toSubmission(row));
    }
    return claimed;
  });
}

export async function markForwarded(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(marketingSubmissions)
    .set({ forwardedAt: at, nextForwardAt: null, lastError: null })
    .where(eq(marketingSubmissions.id, id));
}

/** Records a failed forward and when it may be tried again. */
export async function recordForwardFailure(db: Executor, id: number, error: string, retryAt: Date): Promise<void> {
  await db
    .update(marketingSubmissions)
    .set({ lastError: error.slice(0, 1000), nextForwardAt: retryAt })
    .where(eq(marketingSubmissions.id, id));
}
