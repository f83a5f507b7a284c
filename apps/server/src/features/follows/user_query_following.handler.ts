import type { Handler } from '../../rpc/context';
import { followerCount, following } from './follows-repository';

/** spec 001 §7 user_query_following: who the caller follows, newest first, and the counts. */
export const user_query_following: Handler<'user_query_following'> = async ({ ctx, input }) => {
  const all = await following(ctx.db, ctx.member.id);
  const specialists = all.filter((f) => f.followedType === 'SPECIALIST').length;
  const shown = input.followed_type ? all.filter((f) => f.followedType === input.followed_type) : all;
  return {
    following: shown.map((f) => ({
      id: f.id,
      name: f.name,
      photo: f.photo,
      username: f.username,
      followed_type: f.followedType,
      since: f.since.toISOString(),
    })),
    counts: {
      specialists,
      businesses: all.length - specialists,
      total: all.length,
      followers: await followerCount(ctx.db, ctx.member.id),
    },
  };
};
