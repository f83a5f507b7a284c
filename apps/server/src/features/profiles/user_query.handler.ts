import { MEMBER_NOT_FOUND, OWN_PROFILE_NEEDS_LOGIN } from '@stagepass/domain/profiles';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { followerCount } from '../follows/follows-repository';
import { publicMemberOf } from './profile-views';
import { declaredCounts, findPublic } from './profiles-repository';

/**
 * spec 001 §7 user_query, §2 /shared-user-profile/{userId}: a member's public card, or the caller's own without
 * user_id. A deleted, deactivated or unknown member answers 404.
 */
export const user_query: Handler<'user_query'> = async ({ ctx, input }) => {
  const id = input.user_id ?? ctx.member?.id;
  if (id === undefined) throw new AppError('UNAUTHENTICATED', OWN_PROFILE_NEEDS_LOGIN);
  const row = await findPublic(ctx.db, { id });
  if (!row) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND, 'user_id');
  const [followers, declared] = await Promise.all([followerCount(ctx.db, row.id), declaredCounts(ctx.db, row.id)]);
  return { user: publicMemberOf(row, followers, declared) };
};
