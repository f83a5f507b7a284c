import type { Database, Executor } from '@stagepass/db/client';
import type { PhoneVerifyMethod } from '@stagepass/domain/phone';
import type { Clock } from '../clock';
import { OutboxChannel, type OutboxRow } from '../outbox/outbox-channel';
import type { OutgoingSms, SmsTransport } from './transport';

export interface SmsEntry {
  id: number;
  to: string;
  method: PhoneVerifyMethod;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

// The outbox row's subject records whether the code goes by text or by voice call.
const SUBJECT: Record<PhoneVerifyMethod, string> = { sms: 'SMS', call: 'Voice call' };
const methodOf = (subject: string): PhoneVerifyMethod => (subject === SUBJECT.call ? 'call' : 'sms');

/** Texts and calls through the outbox, like email, handed to the SMS transport. */
export class SmsSender extends OutboxChannel {
  constructor(
    db: Database,
    clock: Clock,
    private readonly transport: SmsTransport,
    onError?: (err: unknown) => void,
  ) {
    super(db, clock, 'sms', onError);
  }

  async queue(tx: Executor, sms: OutgoingSms): Promise<void> {
    await this.store(tx, { to: sms.to, subject: SUBJECT[sms.method], text: sms.text });
  }

  protected async deliver(row: OutboxRow): Promise<void> {
    await this.transport.send({ to: row.to, text: row.text, method: methodOf(row.subject) });
  }

  /** The sandbox phone, newest first. */
  async list(limit = 100): Promise<SmsEntry[]> {
    return (await this.recent(limit)).map((r) => ({
      id: r.id,
      to: r.to,
      method: methodOf(r.subject),
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    }));
  }
}
