import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Marketing form submissions from the city launch pages (spec 000 §2.12, §7): stored first, then
 * forwarded to the marketing tool when one is configured (DESIGN.md §5), so a failing tool loses
 * nothing. Staff export them per form id as CSV.
 */
export const marketingSubmissions = pgTable(
  'marketing_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    formId: integer('form_id').notNull(),
    /** The §3 keys and their trimmed values, exactly as forwarded. */
    fields: jsonb().$type<Record<string, string>>().notNull(),
    /** The submitted email in lower case: one submission per email per form (spec 000 §5). */
    email: text(),
    /** spec 000 §2.12: advertisement attribution. */
    adId: text('ad_id'),
    /** SHA-256 of the sender's IP, only to throttle floods from one address. */
    ipHash: text('ip_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    /** When the next forwarding attempt is due; null means now. Set before each attempt (a lease). */
    nextForwardAt: timestamp('next_forward_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('marketing_submissions_form_created_idx').on(t.formId, t.createdAt),
    // Null emails (a business partner form may omit it) are distinct, so they never collide.
    uniqueIndex('marketing_submissions_form_email_key').on(t.formId, t.email),
    index('marketing_submissions_ip_created_idx').on(t.ipHash, t.createdAt),
    index('marketing_submissions_unforwarded_idx')
      .on(t.id)
      .where(sql`${t.forwardedAt} is null`),
  ],
);
