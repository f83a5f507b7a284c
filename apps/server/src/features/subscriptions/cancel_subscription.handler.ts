import type { Handler } from '../../rpc/context';
import { cancelSubscription } from './subscription-actions';

/** spec 001 §7 cancel_subscription (subscription_id): Ending until the period ends; see subscription-actions.ts. */
export const cancel_subscription: Handler<'cancel_subscription'> = ({ ctx, input }) =>
  cancelSubscription(ctx, input.subscription_id);
