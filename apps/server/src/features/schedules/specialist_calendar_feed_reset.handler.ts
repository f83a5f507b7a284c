import type { Handler } from '../../rpc/context';
import { feedAnswer, newFeedToken } from './calendar-feed';
import { replaceFeed } from './schedules-repository';

/** Ours: a new private calendar URL; the old one answers 404 from now on. */
export const specialist_calendar_feed_reset: Handler<'specialist_calendar_feed_reset'> = async ({ ctx }) => {
  const { token, hash } = newFeedToken();
  const now = new Date(ctx.clock.now());
  await replaceFeed(ctx.db, ctx.member.id, hash, now);
  return feedAnswer(ctx.config.PUBLIC_URL, token, now);
};
