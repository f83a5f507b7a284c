import type { subscriptionsRequests } from '@stagepass/contract/subscriptions/index';
import type { AreaHandlers } from '../../rpc/context';
import { cancel_subscription } from './cancel_subscription.handler';
import { create_subscription } from './create_subscription.handler';
import { get_subscriptions } from './get_subscriptions.handler';
import { reactivate_subscription } from './reactivate_subscription.handler';
import { update_subscription } from './update_subscription.handler';

/** Subscriptions to plans, with billing cycles: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const subscriptionsHandlers: AreaHandlers<typeof subscriptionsRequests> = {
  create_subscription,
  cancel_subscription,
  update_subscription,
  reactivate_subscription,
  get_subscriptions,
};
