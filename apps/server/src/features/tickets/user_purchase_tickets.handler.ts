import type { Handler } from '../../rpc/context';
import { purchaseTickets } from './purchase';
import { toPurchaseRow } from './ticket-views';

/** spec 001 §7 user_purchase_tickets: see purchase.ts. */
export const user_purchase_tickets: Handler<'user_purchase_tickets'> = async ({ ctx, input }) => {
  const purchase = await purchaseTickets(ctx, ctx.member, ctx.idempotencyKey, input);
  return { purchase: toPurchaseRow(purchase, ctx.clock.now()) };
};
