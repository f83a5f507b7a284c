import {
  EVENT_NOT_FOUND,
  SUB_EVENT_NOT_FOUND,
  SUB_EVENT_OUTSIDE_EVENT,
  UNKNOWN_TRAIT,
  venueTimeToInstant,
} from '@stagepass/domain/events';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { ownCard } from './event-cards';
import * as repo from './events-repository';
import { nearbyChanged } from './nearby-cache';

/**
 * spec 001 §3 Sub-event, §7 business_create_update_sub_event: a time block of one of the business's events, in
 * the venue's wall-clock time, inside the event's start and end.
 */
export const business_create_update_sub_event: Handler<'business_create_update_sub_event'> = async ({ ctx, input }) => {
  const businessId = ctx.member.id;
  const now = new Date(ctx.clock.now());
  const unknown = await repo.unknownTraits(ctx.db, Object.keys(input.traits_num).map(Number));
  if (unknown.length) throw new AppError('INVALID_INPUT', UNKNOWN_TRAIT, 'traits_num');
  const sbEventId = await ctx.db.transaction(async (tx) => {
    const event = await repo.lockOwned(tx, businessId, input.event_id);
    if (!event) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
    const startTime = new Date(venueTimeToInstant(input.sb_start_time, event.timeZone));
    const endTime = new Date(venueTimeToInstant(input.sb_end_time, event.timeZone));
    if (startTime < event.startTime || endTime > event.endTime)
      throw new AppError('INVALID_INPUT', SUB_EVENT_OUTSIDE_EVENT, 'sb_start_time');
    const values = { startTime, endTime, notes: input.notes, traitsNum: input.traits_num };
    await nearbyChanged(tx);
    if (input.sb_event_id === undefined) return repo.insertSubEvent(tx, { eventId: event.id, ...values }, now);
    const sub = await repo.lockOwnedSubEvent(tx, businessId, input.sb_event_id);
    if (!sub || sub.eventId !== event.id) throw new AppError('NOT_FOUND', SUB_EVENT_NOT_FOUND, 'sb_event_id');
    await repo.updateSubEvent(tx, sub.id, values);
    return sub.id;
  });
  ctx.nearbyCache.clear();
  return { sb_event_id: sbEventId, event: await ownCard(ctx.db, businessId, input.event_id, now.getTime()) };
};
