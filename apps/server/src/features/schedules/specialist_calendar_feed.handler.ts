import type { Handler } from '../../rpc/context';
import { feedAnswer, newFeedToken } from './calendar-feed';
import * as repo from './schedules-repository';

/**
 * Ours: the talent's private calendar URL. The first call makes the feed and shows its URL; later calls answer that
 * it exists, without the URL (only the secret's hash is kept): Reset gives a new one.
 */
export const specialist_calendar_feed: Handler<'specialist_calendar_feed'> = async ({ ctx }) => {
  // An agency acting for the talent does not make it: the URL it would see keeps working after its access is revoked.
  if (ctx.actingAgencyId === null) {
    const { token, hash } = newFeedToken();
    const made = await repo.insertFeedIfNone(ctx.db, ctx.member.id, hash, new Date(ctx.clock.now()));
    if (made) return feedAnswer(ctx.config.PUBLIC_URL, token, made.createdAt);
  }
  const feed = await repo.findFeed(ctx.db, ctx.member.id);
  return feedAnswer(ctx.config.PUBLIC_URL, null, feed?.createdAt ?? null);
};
