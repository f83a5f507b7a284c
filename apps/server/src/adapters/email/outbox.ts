import type { Database, Executor } from '@stagepass/db/client';
import type { Clock } from '../clock';
import { OutboxChannel, type OutboxRow } from '../outbox/outbox-channel';
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

/** Email through the outbox, delivered by a nodemailer transport. */
export class Mailer extends OutboxChannel {
  constructor(
    db: Database,
    clock: Clock,
    private readonly transport: EmailTransport,
    private readonly from: string,
    onError?: (err: unknown) => void,
  ) {
    super(db, clock, 'email', onError);
  }

  /** Queues emails in the caller's transaction (one statement however many); kick() after commit sends them. */
  async queue(tx: Executor, ...emails: OutgoingEmail[]): Promise<void> {
    await this.store(tx, ...emails);
  }

  protected async deliver(row: OutboxRow): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
    });
  }

  /** The mailbox, newest first (sandbox and staff view). */
  async list(limit = 100): Promise<MailboxEntry[]> {
    return (await this.recent(limit)).map((r) => ({
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
