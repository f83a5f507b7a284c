import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * spec 001 §3 Affiliate promotion: the revenue shares of the affiliate programme for a period. The shares are kept
 * in basis points (1/100 of a percent) so shares of cents stay exact; the API answers the spec's stored fraction
 * (bus_booking_pct = bp / 10000), shown × 100. The promotion in force on a day is the latest one whose dates hold it.
 */
export const affiliatePromotions = pgTable(
  'affiliate_promotions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Share of the booking fees a referred business pays. */
    busBookingBp: integer('bus_booking_bp').notNull(),
    /** Share of the booking fees a referred talent (specialist) earns. */
    spcBookingBp: integer('spc_booking_bp').notNull(),
    /** Share of a referred business's ticket sales. */
    ticketBp: integer('ticket_bp').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** spec 001 §3 payout_period (months). */
    payoutPeriodMonths: integer('payout_period_months').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('affiliate_promotions_dates_idx').on(t.startDate, t.endDate)],
);

/**
 * A member who joined the affiliate programme (register_as_affiliate; talent and businesses only). Their code is
 * members.affiliate_code; this row is the joining itself: when the terms were accepted, and whether the membership
 * is still valid (the 'valid permission' of spec 001 §6: a suspended affiliate loses the menu and earns nothing).
 */
export const affiliates = pgTable('affiliates', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  status: text().$type<'active' | 'suspended'>().notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** What an affiliate share was earned on. */
export type AffiliateEarningSource = 'bus_booking' | 'spc_booking' | 'ticket';

/**
 * One share earned on one sale by a referred member (a booking fee or a ticket sold), at the rate of the promotion
 * in force when the sale settled. Unique per sale and source, so counting a month twice adds nothing. A payout
 * takes the month's unpaid earnings (payout_id set in the same transaction).
 */
export const affiliateEarnings = pgTable(
  'affiliate_earnings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    referredMemberId: integer('referred_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => affiliatePromotions.id, { onDelete: 'restrict' }),
    source: text().$type<AffiliateEarningSource>().notNull(),
    /** The booking payment or ticket purchase the share is of. */
    sourceId: integer('source_id').notNull(),
    /** The sale's amount the share is of, and the share. */
    baseCents: integer('base_cents').notNull(),
    shareCents: integer('share_cents').notNull(),
    currency: text().notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    payoutId: integer('payout_id').references(() => affiliatePayouts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('affiliate_earnings_source_key').on(t.source, t.sourceId, t.affiliateId),
    index('affiliate_earnings_affiliate_idx').on(t.affiliateId, t.earnedAt),
    index('affiliate_earnings_unpaid_idx')
      .on(t.affiliateId, t.earnedAt)
      .where(sql`${t.payoutId} is null`),
  ],
);

export type AffiliatePayoutStatus = 'due' | 'paid' | 'failed';

/**
 * spec 001 §1 Money: affiliate payouts are monthly, in one lump sum, less processing fees. One row per affiliate
 * and month (the first day of the month it pays for), so the job run twice pays once; the transfer's idempotency
 * key is the row's.
 */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    month: date().notNull(),
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull(),
    breakdown: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<AffiliatePayoutStatus>().notNull(),
    transferId: text('transfer_id'),
    failureMessage: text('failure_message'),
    attempts: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('affiliate_payouts_month_key').on(t.affiliateId, t.month),
    index('affiliate_payouts_open_idx')
      .on(t.month)
      .where(sql`${t.status} <> 'paid'`),
  ],
);
