import type { Handler } from '../../rpc/context';
import { updateSubscription } from './subscription-actions';

/** spec 001 §7 update_subscription (subscription_id, card): see subscription-actions.ts. */
export const update_subscription: Handler<'update_subscription'> = ({ ctx, input }) => updateSubscription(ctx, input);
