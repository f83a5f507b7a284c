import { z } from 'zod';
import { PLAN_INTERVALS, SUBSCRIPTION_STATES } from '@stagepass/domain/commerce';
import { SUBSCRIPTION_CARD_REQUIRED } from '@stagepass/domain/subscriptions';
import { idField } from '../ids';

/** A flag as clients send it: true/false or 1/0. */
export const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);

/** spec 001 §3 Subscription card: the id of one of the member's saved cards (stripe_retrieve_sources). */
export const savedCardId = z.string(SUBSCRIPTION_CARD_REQUIRED).trim().min(1, SUBSCRIPTION_CARD_REQUIRED).max(255);

export const subscriptionIdInput = z.object({ subscription_id: idField });

/**
 * A subscription as its subscriber, or the creator of its product, reads it. Times are ISO instants. `card` (the
 * saved card paying it) and the can_* flags are the subscriber's only: null and false in the creator's list, which
 * names the subscriber instead.
 */
export const subscriptionRow = z.object({
  subscription_id: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  product_id: z.number().int(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  tier_id: z.number().int(),
  tier_name: z.string(),
  creator_id: z.number().int(),
  creator_name: z.string(),
  /** The creator's list only: who subscribes. */
  subscriber: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  state: z.enum(SUBSCRIPTION_STATES),
  card: z.string().nullable(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  trial_end: z.string().nullable(),
  /** PastDue: when the failed renewal is tried again. */
  next_retry_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  created_at: z.string(),
  /** Whether the subscriber reads the tier's assets now (spec 001 §4 states with access). */
  has_access: z.boolean(),
  can_cancel: z.boolean(),
  can_reactivate: z.boolean(),
  can_update_card: z.boolean(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

export const subscriptionOutput = z.object({ subscription: subscriptionRow });
