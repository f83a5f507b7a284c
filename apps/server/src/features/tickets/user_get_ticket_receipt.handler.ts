import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { PURCHASE_NOT_FOUND } from '@stagepass/domain/tickets';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import * as repo from './tickets-repository';
import { toReceipt } from './ticket-views';

/** spec 001 §7 user_get_ticket_receipt (purchase_id): the receipt and the passes. Another member's: 404. */
export const user_get_ticket_receipt: Handler<'user_get_ticket_receipt'> = async ({ ctx, input }) => {
  const row = await repo.findOwnPurchase(ctx.db, ctx.member.id, input.purchase_id);
  if (!row || row.purchase.status === 'Failed') throw new AppError('NOT_FOUND', PURCHASE_NOT_FOUND, 'purchase_id');
  const [passes, [business]] = await Promise.all([
    repo.passesOf(ctx.db, row.purchase.id),
    ctx.db.select({ name: members.name }).from(members).where(eq(members.id, row.event.businessId)),
  ]);
  return toReceipt(row, passes, business?.name ?? '', ctx.clock.now());
};
