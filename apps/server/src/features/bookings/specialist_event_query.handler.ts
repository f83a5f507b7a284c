import type { Handler } from '../../rpc/context';
import { unreadByEvent } from '../messages/messages-repository';
import { talentBidView } from './bid-views';
import * as repo from './bookings-repository';

/** spec 001 §7 specialist_event_query: the talent's bids and bookings with their events, newest blocks first. */
export const specialist_event_query: Handler<'specialist_event_query'> = async ({ ctx, input }) => {
  const rows = await repo.bidsOfTalent(ctx.db, ctx.member.id, { eventId: input.event_id, bidId: input.bid_id });
  const unread = await unreadByEvent(
    ctx.db,
    ctx.member.id,
    rows.map((r) => r.eventId),
  );
  return {
    events: rows.map((r) => talentBidView(r, unread.get(r.eventId))),
    server_now: new Date(ctx.clock.now()).toISOString(),
  };
};
