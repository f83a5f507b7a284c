import { ALL_CHECKED_IN, GUEST_NOT_FOUND, NONE_CHECKED_IN_BY_HAND, placesLeft } from '@stagepass/domain/guests';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { ownEvent } from './guest-access';
import * as repo from './guests-repository';

/**
 * Checks one person of a purchase in by hand, or undoes one (spec 001 §3 Guest manual_checkin). Under the
 * purchase's lock, like a scan: manual_checkin + num_validated never passes the quantity bought.
 */
export const business_guest_checkin: Handler<'business_guest_checkin'> = async ({ ctx, input }) => {
  const event = await ownEvent(ctx.db, ctx.member.id, input.event_id);
  const now = new Date(ctx.clock.now());
  const guest = await ctx.db.transaction(async (tx) => {
    const found = await repo.findGuest(tx, event.id, input.purchase_id);
    if (!found) throw new AppError('NOT_FOUND', GUEST_NOT_FOUND, 'purchase_id');
    await repo.lockPurchaseForDoor(tx, found.purchase_id);
    const current = (await repo.findGuest(tx, event.id, input.purchase_id))!;
    if (input.action === 'checkin' && placesLeft(current) === 0)
      throw new AppError('CONFLICT', ALL_CHECKED_IN, 'purchase_id');
    if (input.action === 'undo' && current.manual_checkin === 0)
      throw new AppError('CONFLICT', NONE_CHECKED_IN_BY_HAND, 'purchase_id');
    const manual = current.manual_checkin + (input.action === 'checkin' ? 1 : -1);
    await repo.setManualCount(tx, current.purchase_id, manual, now);
    return { ...current, manual_checkin: manual };
  });
  return { guest, counts: await repo.counts(ctx.db, event.id) };
};
