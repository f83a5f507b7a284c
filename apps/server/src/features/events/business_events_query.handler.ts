import type { Handler } from '../../rpc/context';
import { toCards } from './event-cards';
import * as repo from './events-repository';

/** spec 001 §7 business_events_query: the business's own events (drafts and private ones too), with §4's badges. */
export const business_events_query: Handler<'business_events_query'> = async ({ ctx, input }) => {
  const rows = await repo.listByBusiness(ctx.db, ctx.member.id, input.event_id);
  return { events: await toCards(ctx.db, rows, { viewerId: ctx.member.id, badgesAt: ctx.clock.now() }) };
};
