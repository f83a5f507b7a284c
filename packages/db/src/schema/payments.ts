import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * A member's payout account (spec 001 §3 Payment account): a Stripe Connect Express account, or its sandbox twin.
 * `enabled` is true once payouts can be made (onboarding finished); `restricted` while the provider still wants
 * details.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    connectId: text('connect_id').notNull(),
    enabled: boolean().notNull().default(false),
    restricted: boolean().notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payout_accounts_connect_id_key').on(t.connectId)],
);

/**
 * The payments sandbox's side of Connect (adapters/payments/sandbox.ts): the accounts it holds, as the provider
 * would. Onboarding fills in the business details and the test bank account.
 */
export const sandboxConnectAccounts = pgTable('sandbox_connect_accounts', {
  connectId: text('connect_id').primaryKey(),
  email: text().notNull(),
  country: text().notNull(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  businessName: text('business_name'),
  bankLast4: text('bank_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * The sandbox's account links (Stripe's hosted onboarding links): single use, short-lived, the SHA-256 of the
 * token stored. The local onboarding page opens one and returns to the app's return or refresh URL.
 */
export const payoutOnboardingLinks = pgTable(
  'payout_onboarding_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    connectId: text('connect_id').notNull(),
    returnUrl: text('return_url').notNull(),
    refreshUrl: text('refresh_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_onboarding_links_token_hash_key').on(t.tokenHash),
    index('payout_onboarding_links_connect_idx').on(t.connectId),
  ],
);
