import { EVENT_HAS_SALES, EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { dropEventImage } from './event-image';
import * as repo from './events-repository';
import { hasLiveSales } from '../tickets/tickets-repository';
import { nearbyChanged } from './nearby-cache';

/**
 * spec 001 §4: events can be deleted by their business, with their time blocks and tickets. An event with tickets
 * sold and not refunded is refused (the buyers' money and passes hang on it), checked under the event's lock.
 */
export const business_delete_event: Handler<'business_delete_event'> = async ({ ctx, input }) => {
  const image = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockOwned(tx, ctx.member.id, input.event_id);
    if (!current) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
    if (await hasLiveSales(tx, current.id)) throw new AppError('CONFLICT', EVENT_HAS_SALES, 'event_id');
    await repo.remove(tx, current.id);
    await nearbyChanged(tx);
    return current.image;
  });
  ctx.nearbyCache.clear();
  await dropEventImage(ctx, image);
  return { event_id: input.event_id };
};
