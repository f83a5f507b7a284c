import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox: every email and SMS the product sends is stored here first, in the same transaction as
 * the change that caused it, then handed to the transport. In sandbox mode it doubles as the dev mailbox.
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
  },
  (t) => [index('outbox_created_idx').on(t.createdAt), index('outbox_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`)],
);
