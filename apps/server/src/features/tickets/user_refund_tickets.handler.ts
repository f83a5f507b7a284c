import type { Handler } from '../../rpc/context';
import { refundPurchase } from './refund';
import * as repo from './tickets-repository';
import { toPurchaseRow } from './ticket-views';

/** spec 001 §7 user_refund_tickets (purchase_id): see refund.ts. Another member's purchase answers 404. */
export const user_refund_tickets: Handler<'user_refund_tickets'> = async ({ ctx, input }) => {
  await refundPurchase(ctx, ctx.member.id, input.purchase_id);
  const row = (await repo.findOwnPurchase(ctx.db, ctx.member.id, input.purchase_id))!;
  return { purchase: toPurchaseRow(row, ctx.clock.now()) };
};
