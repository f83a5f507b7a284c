import { and, asc, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { preparedSql } from '@stagepass/db/prepared';
import { outbox } from '@stagepass/db/schema/notifications';
import type { Clock } from '../clock';
import { CLAIM_LEASE_MS, retryDelayMs } from '../../jobs/retry';
import { Round } from '../../jobs/round';

export type OutboxRow = typeof outbox.$inferSelect;
type Channel = OutboxRow['channel'];

/** Attempts per message: the first, then retries after 1, 5 and 30 minutes and 2 hours. */
export const OUTBOX_MAX_ATTEMPTS = 5;

/**
 * Messages written with the change they tell of, one array per column (as bulk.ts insertUnnested does), so one
 * statement, prepared once, stores one message or a thousand: a ticket purchase mails its receipt this way.
 */
const storeStatement = preparedSql<Record<'channel' | 'to' | 'subject' | 'text' | 'html' | 'createdAt', unknown>>(
  'outbox_store',
  (p) => sql`
    insert into ${outbox} (channel, "to", subject, text, html, created_at)
    select * from unnest(${p('channel')}::text[], ${p('to')}::text[], ${p('subject')}::text[], ${p('text')}::text[],
      ${p('html')}::text[], ${p('createdAt')}::timestamptz[])`,
);

/**
 * One channel of the outbox (email, SMS). Messages are written inside the caller's transaction, so a
 * rolled-back change sends nothing, then delivered by the channel's job (`outbox-email`, `outbox-sms`).
 * A round claims one due message at a time in a short transaction (`FOR UPDATE SKIP LOCKED`, attempts + 1,
 * held for CLAIM_LEASE_MS), then hands it to the transport outside any transaction: two servers never
 * send the same message, the database is never held while a provider answers, and a failed send is tried
 * again when its backoff has passed (1, 5 and 30 minutes, then 2 hours).
 */
export abstract class OutboxChannel extends Round {
  constructor(
    protected readonly db: Database,
    protected readonly clock: Clock,
    private readonly channel: Channel,
    onError?: (err: unknown) => void,
  ) {
    super(`outbox-${channel}`, onError);
  }

  /** Hands one stored message to the transport; throwing records the failure for a later retry. */
  protected abstract deliver(row: OutboxRow): Promise<void>;

  protected async store(
    tx: Executor,
    ...messages: { to: string; subject: string; text: string; html?: string | null }[]
  ) {
    if (messages.length === 0) return;
    const createdAt = new Date(this.clock.now()).toISOString();
    await storeStatement(tx, {
      channel: messages.map(() => this.channel),
      to: messages.map((m) => m.to),
      subject: messages.map((m) => m.subject),
      text: messages.map((m) => m.text),
      html: messages.map((m) => m.html ?? null),
      createdAt: messages.map(() => createdAt),
    });
  }

  async flush(): Promise<void> {
    for (let row = await this.claimNext(); row; row = await this.claimNext()) {
      try {
        await this.deliver(row);
        await this.db
          .update(outbox)
          .set({ sentAt: new Date(this.clock.now()), nextAttemptAt: null })
          .where(eq(outbox.id, row.id));
      } catch (err) {
        // The lease gives way to the backoff for this attempt.
        await this.db
          .update(outbox)
          .set({ lastError: String(err), nextAttemptAt: new Date(this.clock.now() + retryDelayMs(row.attempts)) })
          .where(eq(outbox.id, row.id));
        this.onError(err);
      }
    }
  }

  /** Claims the next due message (unsent, under the attempt limit, past its retry time), or null. */
  private async claimNext(): Promise<OutboxRow | null> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.channel, this.channel),
            isNull(outbox.sentAt),
            lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS),
            or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, new Date(now))),
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [claimed] = await tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now + CLAIM_LEASE_MS) })
        .where(eq(outbox.id, due.id))
        .returning();
      return claimed ?? null;
    });
  }

  /** The channel's messages, newest first (the sandbox mailbox and phone). */
  protected async recent(limit: number): Promise<OutboxRow[]> {
    return this.db.select().from(outbox).where(eq(outbox.channel, this.channel)).orderBy(desc(outbox.id)).limit(limit);
  }
}
