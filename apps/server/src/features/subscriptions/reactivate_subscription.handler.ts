import type { Handler } from '../../rpc/context';
import { reactivateSubscription } from './subscription-actions';

/** spec 001 §7 reactivate_subscription (subscription_id): see subscription-actions.ts. */
export const reactivate_subscription: Handler<'reactivate_subscription'> = ({ ctx, input }) =>
  reactivateSubscription(ctx, input.subscription_id);
