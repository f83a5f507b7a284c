import { cancel_subscription } from './cancel_subscription';
import { create_subscription } from './create_subscription';
import { get_subscriptions } from './get_subscriptions';
import { reactivate_subscription } from './reactivate_subscription';
import { update_subscription } from './update_subscription';

/**
 * Subscriptions to plans, with billing cycles (spec 001 §7 Collections and subscriptions; §4 Subscription states). The registry spreads it.
 */
export const subscriptionsRequests = {
  create_subscription,
  cancel_subscription,
  update_subscription,
  reactivate_subscription,
  get_subscriptions,
} as const;
