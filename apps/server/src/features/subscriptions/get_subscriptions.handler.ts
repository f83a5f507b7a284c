import type { Handler } from '../../rpc/context';
import { toSubscriptionRow } from './subscription-views';
import { listForCreator, listPurchased } from './subscriptions-repository';

/**
 * spec 001 §7 get_subscriptions, §5 priority: purchased (the caller's own subscriptions) first; otherwise the
 * subscribers of the caller's products, narrowed by active, byId (a product of theirs) and lookFor together. A
 * product of someone else's names none of the caller's subscribers, so it answers an empty list.
 */
export const get_subscriptions: Handler<'get_subscriptions'> = async ({ ctx, input }) => {
  if (input.purchased) {
    const rows = await listPurchased(ctx.db, ctx.member.id);
    return { subscriptions: rows.map((row) => toSubscriptionRow(row)) };
  }
  const rows = await listForCreator(ctx.db, {
    creatorId: ctx.member.id,
    active: input.active === true,
    productId: input.byId,
    lookFor: input.lookFor === '' ? undefined : input.lookFor,
  });
  return { subscriptions: rows.map((row) => toSubscriptionRow(row, true)) };
};
