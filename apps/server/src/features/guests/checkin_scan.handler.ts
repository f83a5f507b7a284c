import type { Handler } from '../../rpc/context';
import { checkinSession, judgeScan } from './checkin';
import * as repo from './guests-repository';

/** One scan at the door, online: admitted once, then 'already used' with when and where. */
export const checkin_scan: Handler<'checkin_scan'> = async ({ ctx, input }) => {
  const now = new Date(ctx.clock.now());
  const session = await checkinSession(ctx.db, input.session_token, now);
  const result = await ctx.db.transaction((tx) => judgeScan(tx, session, input, now));
  return { result, counts: await repo.counts(ctx.db, session.eventId) };
};
