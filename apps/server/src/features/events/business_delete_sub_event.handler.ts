import { SUB_EVENT_HAS_BOOKINGS, SUB_EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { ownCard } from './event-cards';
import * as repo from './events-repository';
import { hasBookings } from '../bookings/bookings-repository';
import { hasLiveSales } from '../tickets/tickets-repository';
import { nearbyChanged } from './nearby-cache';

/**
 * spec 001 §7 business_delete_sub_event. A time block with a booking, or of an event with tickets sold and not
 * refunded (the tickets were sold for its time blocks), is refused with SUB_EVENT_HAS_BOOKINGS, checked under the time
 * block's lock. Bids not yet booked go with it.
 */
export const business_delete_sub_event: Handler<'business_delete_sub_event'> = async ({ ctx, input }) => {
  const eventId = await ctx.db.transaction(async (tx) => {
    const sub = await repo.lockOwnedSubEvent(tx, ctx.member.id, input.sb_event_id);
    if (!sub) throw new AppError('NOT_FOUND', SUB_EVENT_NOT_FOUND, 'sb_event_id');
    if ((await hasBookings(tx, sub.id)) || (await hasLiveSales(tx, sub.eventId)))
      throw new AppError('CONFLICT', SUB_EVENT_HAS_BOOKINGS, 'sb_event_id');
    await repo.removeSubEvent(tx, sub.id);
    await nearbyChanged(tx);
    return sub.eventId;
  });
  ctx.nearbyCache.clear();
  return { sb_event_id: input.sb_event_id, event: await ownCard(ctx.db, ctx.member.id, eventId, ctx.clock.now()) };
};
