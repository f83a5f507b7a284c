import { CANNOT_FOLLOW_YOURSELF, FOLLOWED_NOT_FOUND } from '@stagepass/domain/follows';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { findFollowable, follow, followerCount, unfollow } from './follows-repository';

/**
 * spec 001 §7 follow_celebrity (followed_id, req_type, followed_type): follow or unfollow a talent or business.
 * Both are idempotent. Following needs an active member of that role (else 404) who is not the caller (400);
 * unfollowing always succeeds, so a fan can drop someone who since left or changed role.
 */
export const follow_celebrity: Handler<'follow_celebrity'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  if (input.req_type === 'follow') {
    if (input.followed_id === me) throw new AppError('INVALID_INPUT', CANNOT_FOLLOW_YOURSELF, 'followed_id');
    const found = await findFollowable(ctx.db, input.followed_id, input.followed_type);
    if (!found) throw new AppError('NOT_FOUND', FOLLOWED_NOT_FOUND[input.followed_type], 'followed_id');
    await follow(ctx.db, me, found.id, input.followed_type, new Date(ctx.clock.now()));
  } else {
    await unfollow(ctx.db, me, input.followed_id);
  }
  return {
    followed_id: input.followed_id,
    following: input.req_type === 'follow',
    followers: await followerCount(ctx.db, input.followed_id),
  };
};
