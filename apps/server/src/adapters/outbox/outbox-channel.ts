import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { outbox } from '@stagepass/db/schema/notifications';
import type { Clock } from '../clock';

export type OutboxRow = typeof outbox.$inferSelect;
type Channel = OutboxRow['channel'];

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * One channel of the outbox (email, SMS). Messages are written inside the caller's transaction, so a
 * rolled-back change sends nothing, then delivered by `flush`, which locks the rows it sends
 * (`FOR UPDATE SKIP LOCKED`) so two servers never send the same message twice.
 */
export abstract class OutboxChannel {
  private flushing: Promise<void> | null = null;
  private again = false;

  constructor(
    protected readonly db: Database,
    protected readonly clock: Clock,
    private readonly channel: Channel,
    protected readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Hands one stored message to the transport; throwing records the failure for a later retry. */
  protected abstract deliver(row: OutboxRow): Promise<void>;

  protected async store(tx: Executor, message: { to: string; subject: string; text: string; html?: string | null }) {
    await tx.insert(outbox).values({
      channel: this.channel,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      createdAt: new Date(this.clock.now()),
    });
  }

  /**
   * Starts a delivery round in the background. When a round is already running, another one follows it, since
   * the running round may have read the outbox before this message was committed.
   */
  kick(): void {
    if (this.flushing) {
      this.again = true;
      return;
    }
    this.flushing = (async () => {
      do {
        this.again = false;
        await this.flush().catch(this.onError);
      } while (this.again);
    })().finally(() => {
      this.flushing = null;
    });
  }

  /** Waits until no delivery round is running (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  async flush(): Promise<void> {
    for (;;) {
      const delivered = await this.db.transaction(async (tx) => {
        const batch = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.channel, this.channel), isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
          .orderBy(asc(outbox.id))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        for (const row of batch) {
          try {
            await this.deliver(row);
            await tx
              .update(outbox)
              .set({ sentAt: new Date(this.clock.now()), attempts: sql`${outbox.attempts} + 1` })
              .where(eq(outbox.id, row.id));
          } catch (err) {
            await tx
              .update(outbox)
              .set({ attempts: sql`${outbox.attempts} + 1`, lastError: String(err) })
              .where(eq(outbox.id, row.id));
            this.onError(err);
          }
        }
        return batch.length;
      });
      if (delivered < BATCH) return;
    }
  }

  /** The channel's messages, newest first (the sandbox mailbox and phone). */
  protected async recent(limit: number): Promise<OutboxRow[]> {
    return this.db.select().from(outbox).where(eq(outbox.channel, this.channel)).orderBy(desc(outbox.id)).limit(limit);
  }
}
