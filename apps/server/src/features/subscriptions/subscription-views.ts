import type { SubscriptionRow } from '@stagepass/contract/subscriptions/fields';
import { subscriptionGivesAccess } from '@stagepass/domain/commerce';
import { CANCELLABLE_STATES, CARD_UPDATE_STATES, reactivation } from '@stagepass/domain/subscriptions';
import type { SubscriptionListRow } from './subscriptions-repository';

/**
 * A subscription as its subscriber reads it, or (`asCreator`) as the creator of its product does: the creator's
 * list names the subscriber, and leaves out the card and what only the subscriber may do.
 */
export function toSubscriptionRow(row: SubscriptionListRow, asCreator = false): SubscriptionRow {
  const s = row.subscription;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    subscription_id: s.id,
    plan_id: s.planId,
    plan_name: row.plan.name,
    price: row.plan.priceCents,
    currency: row.plan.currency,
    interval: row.plan.interval,
    product_id: s.productId,
    product_name: row.product.name,
    product_image: row.product.image,
    tier_id: s.tierId,
    tier_name: row.tierName,
    creator_id: s.creatorId,
    creator_name: row.creatorName,
    subscriber: asCreator ? { id: s.memberId, name: row.subscriberName } : null,
    state: s.state,
    card: asCreator ? null : s.cardId,
    current_period_start: s.currentPeriodStart.toISOString(),
    current_period_end: s.currentPeriodEnd.toISOString(),
    trial_end: iso(s.trialEnd),
    next_retry_at: iso(s.nextRetryAt),
    canceled_at: iso(s.canceledAt),
    created_at: s.createdAt.toISOString(),
    has_access: subscriptionGivesAccess(s.state),
    can_cancel: !asCreator && CANCELLABLE_STATES.includes(s.state),
    can_reactivate: !asCreator && reactivation(s.state) !== null,
    can_update_card: !asCreator && CARD_UPDATE_STATES.includes(s.state),
  };
}
