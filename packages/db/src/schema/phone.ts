import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * One phone verification (spec 000 §3, §4): a 6-digit code sent by SMS or call. `srvSid` is the public
 * handle the client sends back with the code; only a hash of the code is stored. A code expires, allows
 * a few guesses, and is spent once verified.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    srvSid: text('srv_sid').notNull(),
    /** E.164. */
    phone: text().notNull(),
    method: text({ enum: ['sms', 'call'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** The signed-in member who asked, if any: their phone is updated once verified. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    attempts: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the verified number proved a business at registration: one verification proves one account. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('phone_verifications_srv_sid_key').on(t.srvSid),
    index('phone_verifications_phone_created_idx').on(t.phone, t.createdAt),
  ],
);
