import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { events } from './events';

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

/** A payout's state: due (waiting for its date), paid (the transfer went out), or failed (retried by the job). */
export type PayoutStatus = 'due' | 'paid' | 'failed';

/** What a payout is for: an event's ticket revenue (spec 001 §1 Money: 3 days after the event). */
export type PayoutKind = 'tickets';

/**
 * How a payout was worked out, kept as paid: the ticket prices sold, the refunds, and the processor's monthly
 * percentage on payout volume (§3 Fees) where it applies. amount_cents = gross − refunds − monthly fee.
 */
export interface PayoutBreakdown {
  gross_cents: number;
  refunds_cents: number;
  processor_monthly_pct: number;
  processor_monthly_cents: number;
  tickets_sold: number;
  tickets_refunded: number;
}

/**
 * Money owed to a member's payout account (DESIGN.md §6 payout release). One row per event and kind, created
 * when the release job takes it up (so a job run twice finds it), paid by one transfer whose idempotency key is
 * the row's: a retried job never pays twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<PayoutKind>().notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull(),
    breakdown: jsonb().$type<PayoutBreakdown>().notNull(),
    status: text().$type<PayoutStatus>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's transfer id once paid. */
    transferId: text('transfer_id'),
    connectId: text('connect_id'),
    failureMessage: text('failure_message'),
    attempts: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payouts_kind_event_key').on(t.kind, t.eventId),
    index('payouts_member_idx').on(t.memberId, t.dueAt),
    index('payouts_open_idx')
      .on(t.dueAt)
      .where(sql`${t.status} <> 'paid'`),
  ],
);

/**
 * The payments sandbox's transfers to connected accounts (Stripe's Transfers): one per idempotency key, as the
 * provider keeps them.
 */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: text().primaryKey(),
    destination: text().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    description: text().notNull(),
    metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_transfers_idempotency_key').on(t.idempotencyKey)],
);

/**
 * The sales-tax terms a business accepted (spec 001 §3 Tax: accepted_version). The latest version and its policy
 * live in @stagepass/domain; a business sees its tax figures once it accepted that version.
 */
export const taxTermsAcceptances = pgTable(
  'tax_terms_acceptances',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    version: text().notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('tax_terms_acceptances_member_version_key').on(t.memberId, t.version)],
);
