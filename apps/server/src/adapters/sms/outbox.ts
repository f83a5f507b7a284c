import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { outbox } from '@stagepass/db/schema/notifications';
import type { PhoneVerifyMethod } from '@stagepass/domain/phone';
import type { Clock } from '../clock';
import type { OutgoingSms, SmsTransport } from './transport';

export interface SmsEntry {
  id: number;
  to: string;
  method: PhoneVerifyMethod;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

const MAX_ATTEMPTS = 5;
const SUBJECT: Record<PhoneVerifyMethod, string> = { sms: 'SMS', call: 'Voice call' };
const methodOf = (subject: string): PhoneVerifyMethod => (subject === SUBJECT.call ? 'call' : 'sms');

/**
 * Texts and calls go through the outbox like email (adapters/email/outbox.ts): written in the caller's
 * transaction, then handed to the transport by `flush`, which locks what it sends.
 */
export class SmsSender {
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly transport: SmsTransport,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  async queue(tx: Executor, sms: OutgoingSms): Promise<void> {
    await tx.insert(outbox).values({
      channel: 'sms',
      to: sms.to,
      subject: SUBJECT[sms.method],
      text: sms.text,
      createdAt: new Date(this.clock.now()),
    });
  }

  kick(): void {
    this.flushing ??= this.flush()
      .catch(this.onError)
      .finally(() => {
        this.flushing = null;
      });
  }

  async idle(): Promise<void> {
    await this.flushing;
  }

  async flush(): Promise<void> {
    for (;;) {
      const sent = await this.db.transaction(async (tx) => {
        const batch = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.channel, 'sms'), isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
          .orderBy(asc(outbox.id))
          .limit(20)
          .for('update', { skipLocked: true });
        for (const row of batch) {
          try {
            await this.transport.send({ to: row.to, text: row.text, method: methodOf(row.subject) });
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

  /** The sandbox phone, newest first. */
  async list(limit = 100): Promise<SmsEntry[]> {
    const rows = await this.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'sms'))
      .orderBy(desc(outbox.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      to: r.to,
      method: methodOf(r.subject),
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    }));
  }
}
