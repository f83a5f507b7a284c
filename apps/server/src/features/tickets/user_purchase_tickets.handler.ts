import type { Handler } from '../../rpc/context';
import { purchaseTickets } from './purchase';
import { toPurchaseRow } from './ticket-views';

/**
 * spec 001 §7 user_purchase_tickets: see purchase.ts. A card whose bank asks for 3-D Secure answers the Pending
 * purchase with `authentication`: the page confirms with the bank, then repeats the request with the same key.
 */
export const user_purchase_tickets: Handler<'user_purchase_tickets'> = async ({ ctx, input }) => {
  const purchase = await purchaseTickets(ctx, ctx.member, ctx.idempotencyKey, input);
  const row = toPurchaseRow(purchase, ctx.clock.now());
  if (!purchase.authentication) return { purchase: row };
  return { purchase: row, authentication: { client_secret: purchase.authentication.clientSecret } };
};
