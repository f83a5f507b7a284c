import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox: every email and SMS the product sends is stored here first, in the same transaction as
 * the change that caused it, then handed to the transport by a delivery job. Each attempt is claimed
 * first (attempts + 1, next_attempt_at pushed back), so a failed or interrupted send is retried with
 * backoff. In sandbox mode it doubles as the dev mailbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text('last_error'),
    /** When a claimed or failed message may be tried again; null before the first attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);
