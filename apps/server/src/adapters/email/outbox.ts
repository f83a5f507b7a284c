import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { outbox } from '@stagepass/db/schema/notifications';
import type { Clock } from '../clock';
import type { EmailTransport } from './transport';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
}

const MAX_ATTEMPTS = 5;

/**
 * Emails are written to the outbox inside the caller's transaction (so a rolled-back change sends
 * nothing), then delivered by `flush`, which locks the rows it sends so two servers never send twice.
 */
export class Mailer {
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly transport: EmailTransport,
    private readonly from: string,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  async queue(tx: Executor, email: OutgoingEmail): Promise<void> {
    await tx.insert(outbox).values({
      channel: 'email',
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      createdAt: new Date(this.clock.now()),
    });
  }

  /** Starts a delivery round in the background, unless one is running. */
  kick(): void {
    this.flushing ??= this.flush()
      .catch(this.onError)
      .finally(() => {
        this.flushing = null;
      });
  }

  /** Waits for the delivery round in progress (tests and shutdown). */
  async idle(): Promise<void> {
    await this.flushing;
  }

  async flush(): Promise<void> {
    for (;;) {
      const sent = await this.db.transaction(async (tx) => {
        const batch = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.channel, 'email'), isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
          .orderBy(asc(outbox.id))
          .limit(20)
          .for('update', { skipLocked: true });
        for (const row of batch) {
          try {
            await this.transport.sendMail({
              from: this.from,
              to: row.to,
              subject: row.subject,
              text: row.text,
              ...(row.html ? { html: row.html } : {}),
            });
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
      if (sent < 20) return;
    }
  }

  /** The mailbox, newest first (sandbox and staff view). */
  async list(limit = 100): Promise<MailboxEntry[]> {
    const rows = await this.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'email'))
      .orderBy(desc(outbox.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    }));
  }
}
