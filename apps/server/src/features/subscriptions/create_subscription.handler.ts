import type { Handler } from '../../rpc/context';
import { createSubscription } from './subscription-actions';

/** spec 001 §7 create_subscription (plan_id, card): see subscription-actions.ts. */
export const create_subscription: Handler<'create_subscription'> = ({ ctx, input }) => createSubscription(ctx, input);
