import type { Handler } from '../../rpc/context';
import { toCards } from './event-cards';
import * as repo from './events-repository';

/**
 * spec 001 §7 events_query_for_user: a business's upcoming published public events for its profile. A talent's
 * are the events it is booked for: bookings arrive with the auction (issue 12), so until then a talent has none.
 */
export const events_query_for_user: Handler<'events_query_for_user'> = async ({ ctx, input }) => {
  if (input.business_id === undefined) return { events: [] };
  const rows = await repo.listUpcomingListedByBusiness(ctx.db, input.business_id, new Date(ctx.clock.now()));
  return { events: await toCards(ctx.db, rows, { viewerId: ctx.member?.id ?? null }) };
};
