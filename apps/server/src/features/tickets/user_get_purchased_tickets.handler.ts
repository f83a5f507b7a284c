import type { Handler } from '../../rpc/context';
import * as repo from './tickets-repository';
import { toPurchaseRow } from './ticket-views';

/** spec 001 §7 user_get_purchased_tickets (event_id): the caller's purchases, newest first. */
export const user_get_purchased_tickets: Handler<'user_get_purchased_tickets'> = async ({ ctx, input }) => {
  const nowMs = ctx.clock.now();
  const rows = await repo.listPurchases(ctx.db, ctx.member.id, input.event_id);
  return { purchases: rows.map((r) => toPurchaseRow(r, nowMs)) };
};
