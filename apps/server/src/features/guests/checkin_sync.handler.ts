import type { Handler } from '../../rpc/context';
import { checkinSession, judgeScan } from './checkin';
import * as repo from './guests-repository';

/**
 * The scans a device made offline, judged in the order they were made, each in its own transaction (one bad scan
 * never undoes the others; a sync cut short is sent again and the recorded ones answer as before).
 */
export const checkin_sync: Handler<'checkin_sync'> = async ({ ctx, input }) => {
  const now = new Date(ctx.clock.now());
  const session = await checkinSession(ctx.db, input.session_token, now);
  const ordered = [...input.scans].sort((a, b) => Date.parse(a.scanned_at) - Date.parse(b.scanned_at));
  const results = [];
  for (const scan of ordered) results.push(await ctx.db.transaction((tx) => judgeScan(tx, session, scan, now)));
  return { results, counts: await repo.counts(ctx.db, session.eventId) };
};
