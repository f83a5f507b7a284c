import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * spec 001 §3 Product: a creator's digital product of a product type (get_product_types), with tags and sub-types.
 * Disabled products leave the marketplace but keep their subscribers' history.
 */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** The stored picture's URL (adapters/storage), cropped 0.75 (§9). */
    image: text(),
    subtypeTypeIds: jsonb('subtype_type_ids').$type<number[]>().notNull().default([]),
    tags: jsonb().$type<string[]>().notNull().default([]),
    disabled: boolean().notNull().default(false),
    /** Stripe Billing's Product, once the plans of this product are mapped to it. */
    stripeProductId: text('stripe_product_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('products_owner_idx').on(t.ownerId, t.createdAt),
    index('products_type_idx')
      .on(t.typeId, t.createdAt)
      .where(sql`not ${t.disabled}`),
    // marketplaceSearch (lookFor): full-text prefix search over name and description; queries use this expression.
    index('products_search_idx').using('gin', sql`to_tsvector('simple', ${t.name} || ' ' || ${t.description})`),
  ],
);

/** spec 001 §3 Tier: a level of a product (optional type_id); assets are included in tiers, plans price them. */
export const tiers = pgTable(
  'tiers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    image: text(),
    typeId: integer('type_id'),
    disabled: boolean().notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tiers_product_idx').on(t.productId, t.id)],
);

export type PlanInterval = 'month' | 'year';

/**
 * spec 001 §3 Plan, §4 products, tiers, plans: the price of a tier per month or year, in one currency, with an
 * optional trial (days). eff_date + time_zone: when the plan takes effect (both or neither). A plan whose price
 * changes from a date gets a replacement plan (replaces_plan_id) that takes its subscribers over at their first cycle
 * from that date; the replacement is edited through the plan it replaces and cannot be disabled by itself.
 * disabled_from: disable_plan with an effective date (no new subscribers from then; null with disabled = at once).
 */
export const plans = pgTable(
  'plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => tiers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** ISO 4217, upper case (§9 currencies). */
    currency: text().notNull(),
    interval: text().$type<PlanInterval>().notNull(),
    trialDays: integer('trial_days'),
    effDate: timestamp('eff_date', { withTimezone: true }),
    timeZone: text('time_zone'),
    image: text(),
    disabled: boolean().notNull().default(false),
    disabledFrom: timestamp('disabled_from', { withTimezone: true }),
    disabledTimeZone: text('disabled_time_zone'),
    replacesPlanId: integer('replaces_plan_id'),
    stripePriceId: text('stripe_price_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('plans_product_idx').on(t.productId, t.id),
    index('plans_tier_idx').on(t.tierId),
    uniqueIndex('plans_replaces_key')
      .on(t.replacesPlanId)
      .where(sql`${t.replacesPlanId} is not null`),
  ],
);

export type AssetType = 'Blog' | 'Newsletter' | 'Video' | 'Song' | 'Podcast' | 'Photograph';

/**
 * spec 001 §3 Asset: a creator's blog, newsletter, video, song, podcast or photograph. asset_data is the HTML body
 * (sanitised before it is stored); media_key the stored file (adapters/storage key), checked by its magic bytes;
 * preview_key its preview (a clip of a song or podcast, a smaller picture); image the cover. Access (issue 14): the
 * owner, a buyer, or a subscriber of a tier that includes it; everyone else gets the preview. state 'deleted' hides it.
 */
export const assets = pgTable(
  'assets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text().$type<AssetType>().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    assetData: text('asset_data'),
    mediaKey: text('media_key'),
    mediaMime: text('media_mime'),
    mediaBytes: integer('media_bytes'),
    /** The file name a download saves as. */
    mediaFilename: text('media_filename'),
    previewKey: text('preview_key'),
    previewMime: text('preview_mime'),
    image: text(),
    /** Set on create/update: a preview of the body for those without access (text, or the first words). */
    preview: text(),
    /**
     * Whether the preview follows today's teaser rule. Rows made before it (false) are looked at once by the
     * asset-previews clock job, which replaces a preview made by the old rule (the body's first 40 words).
     */
    previewChecked: boolean('preview_checked').notNull().default(true),
    published: boolean().notNull().default(true),
    allowAccess: boolean('allow_access').notNull().default(false),
    /** Price to buy it outright (null: not for sale on its own). */
    priceCents: integer('price_cents'),
    currency: text().notNull().default('USD'),
    membership: boolean().notNull().default(false),
    state: text({ enum: ['active', 'deleted'] })
      .notNull()
      .default('active'),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('assets_owner_idx').on(t.ownerId, t.createdAt),
    index('assets_type_idx')
      .on(t.type, t.createdAt)
      .where(sql`${t.state} = 'active' and ${t.published}`),
    index('assets_search_idx').using('gin', sql`to_tsvector('simple', ${t.name} || ' ' || ${t.description})`),
    // GET /media/<key> asks whether a stored object is an asset's file (served only through stream_media then).
    index('assets_media_key_idx')
      .on(t.mediaKey)
      .where(sql`${t.mediaKey} is not null`),
    index('assets_preview_key_idx')
      .on(t.previewKey)
      .where(sql`${t.previewKey} is not null`),
    index('assets_preview_unchecked_idx')
      .on(t.id)
      .where(sql`not ${t.previewChecked}`),
  ],
);

/** An asset's tiers (tier_ids): a subscriber of any of them has access. */
export const assetTiers = pgTable(
  'asset_tiers',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => tiers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.tierId] }), index('asset_tiers_tier_idx').on(t.tierId)],
);

/** An asset's products (product_ids, §3 pairs of product id and name): get_assets_for_product. */
export const assetProducts = pgTable(
  'asset_products',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.productId] }),
    index('asset_products_product_idx').on(t.productId, t.createdAt),
  ],
);

/** spec 001 §3 Collection: a creator's priced bundle of assets (asset_list, in order), with a state. */
export const collections = pgTable(
  'collections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    currency: text().notNull().default('USD'),
    state: text().notNull().default('active'),
    image: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('collections_owner_idx').on(t.ownerId, t.createdAt),
    // get_collections (lookFor): the same full-text expression as products_search_idx.
    index('collections_search_idx').using('gin', sql`to_tsvector('simple', ${t.name} || ' ' || ${t.description})`),
  ],
);

export const collectionAssets = pgTable(
  'collection_assets',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.assetId] }), index('collection_assets_asset_idx').on(t.assetId)],
);

/** A charge's state, as for ticket purchases: Pending while the card is charged, Charged, Failed (declined). */
export type CommerceChargeStatus = 'Pending' | 'Charged' | 'Failed' | 'Refunded';

/**
 * spec 001 §7 purchase_asset: one member buying one asset outright, charged with the purchase's own idempotency key
 * (a retried purchase charges once). The creator's share (price less the product's cut) is paid by the creator
 * payout job: payout_transfer_id once transferred.
 */
export const assetPurchases = pgTable(
  'asset_purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    priceCents: integer('price_cents').notNull(),
    currency: text().notNull(),
    /** The product's cut and the processor's fee, as charged (creator gets price − fee). */
    feeCents: integer('fee_cents').notNull(),
    paymentCompany: text('payment_company').notNull(),
    paymentMethod: text('payment_method').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    chargeId: text('charge_id'),
    status: text().$type<CommerceChargeStatus>().notNull(),
    failureMessage: text('failure_message'),
    failureCode: text('failure_code'),
    idempotencyKey: text('idempotency_key'),
    /** What the request with that key asked (features/payments/idempotency.ts): a reuse asking otherwise is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /**
     * The Idempotency-Keys of later requests that finished this purchase while it was Pending (the buyer asked again
     * after losing the first answer): a retry of any of them answers this purchase, not 'You already own this asset.'
     */
    adoptedKeys: text('adopted_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The fingerprint of what each adopted key's request asked, by key (none kept for keys adopted before). */
    adoptedFingerprints: jsonb('adopted_fingerprints')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    payoutTransferId: text('payout_transfer_id'),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('asset_purchases_member_idx').on(t.memberId, t.assetId),
    index('asset_purchases_asset_idx').on(t.assetId),
    index('asset_purchases_creator_idx').on(t.creatorId, t.createdAt),
    uniqueIndex('asset_purchases_member_idempotency_key').on(t.memberId, t.idempotencyKey),
    // One live purchase of an asset per member: a second buy is refused, a race cannot charge twice.
    uniqueIndex('asset_purchases_member_asset_live_key')
      .on(t.memberId, t.assetId)
      .where(sql`${t.status} in ('Pending', 'Charged')`),
    index('asset_purchases_unpaid_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Charged' and ${t.paidOutAt} is null`),
    // A purchase whose answer was lost (a crash between charging and recording) waits here for the recovery job.
    index('asset_purchases_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Pending'`),
  ],
);

/** spec 001 §4 Subscription states. */
export type SubscriptionState =
  'Active' | 'Pending' | 'Canceled' | 'Dispute' | 'Unpaid' | 'PastDue' | 'Expired' | 'Trialing' | 'Ending';

/**
 * spec 001 §3 Subscription, §4: a member's subscription to a plan, paid with a saved card (card = its id at the
 * card provider). current_period_* is the paid (or trial) cycle; Ending = cancelled, access until current_period_end,
 * then Canceled. A failed renewal is PastDue and retried at next_retry_at, then Unpaid. stripe_subscription_id when
 * Stripe Billing runs it (its webhooks set the state).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => tiers.id, { onDelete: 'restrict' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    state: text().$type<SubscriptionState>().notNull(),
    cardId: text('card_id').notNull(),
    customerId: text('customer_id').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    retryCount: integer('retry_count').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_member_idx').on(t.memberId, t.createdAt),
    index('subscriptions_tier_member_idx').on(t.tierId, t.memberId),
    index('subscriptions_product_idx').on(t.productId, t.state),
    index('subscriptions_creator_idx').on(t.creatorId),
    // The billing job: live subscriptions by the end of their cycle.
    index('subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.state} in ('Active', 'Trialing', 'Ending', 'PastDue')`),
    // Stripe Billing's subscriptions by plan: those to move when a replacement plan takes effect.
    index('subscriptions_stripe_plan_idx')
      .on(t.planId)
      .where(sql`${t.stripeSubscriptionId} is not null`),
    uniqueIndex('subscriptions_stripe_key')
      .on(t.stripeSubscriptionId)
      .where(sql`${t.stripeSubscriptionId} is not null`),
  ],
);

/**
 * One billing cycle of a subscription (issue 14: billing is idempotent per cycle): one row per subscription and
 * cycle start, charged with the key `subscription:{id}:{cycle_start}`; the creator's payout for the cycle (amount less
 * the subscription percentage of get_fees) is transferred once, with payout_transfer_id kept. Disputed: a paid cycle
 * whose charge the member disputed and won back (spec 001 §4 Dispute), so it is never paid out.
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    planId: integer('plan_id').notNull(),
    productId: integer('product_id').notNull(),
    tierId: integer('tier_id').notNull(),
    creatorId: integer('creator_id').notNull(),
    memberId: integer('member_id').notNull(),
    cycleStart: timestamp('cycle_start', { withTimezone: true }).notNull(),
    cycleEnd: timestamp('cycle_end', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull(),
    feeCents: integer('fee_cents').notNull(),
    status: text().$type<'Pending' | 'Paid' | 'Failed' | 'Disputed'>().notNull(),
    chargeId: text('charge_id'),
    failureMessage: text('failure_message'),
    attempts: integer().notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    payoutTransferId: text('payout_transfer_id'),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_cycle_key').on(t.subscriptionId, t.cycleStart),
    index('subscription_invoices_creator_idx').on(t.creatorId, t.paidAt),
    index('subscription_invoices_product_idx').on(t.productId, t.paidAt),
    index('subscription_invoices_unpaid_out_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'Paid' and ${t.paidOutAt} is null`),
    // The card provider's webhooks (refunds, disputes) name the charge.
    index('subscription_invoices_charge_idx')
      .on(t.chargeId)
      .where(sql`${t.chargeId} is not null`),
    // A first charge a crash cut short waits here for the billing job (subscription-billing.ts, interruptedStarts).
    index('subscription_invoices_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Pending'`),
  ],
);
