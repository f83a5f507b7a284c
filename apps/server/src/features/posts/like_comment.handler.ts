import { COMMENT_NOT_FOUND } from '@stagepass/domain/posts';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { findCommentOwners, like, likesOf, unlike } from './posts-repository';

/** spec 001 §7 like_comment (comment_id, like): idempotent both ways, on a shown comment (else 404). */
export const like_comment: Handler<'like_comment'> = async ({ ctx, input }) => {
  const found = await findCommentOwners(ctx.db, input.comment_id);
  if (!found) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND, 'comment_id');
  if (input.like) await like(ctx.db, found.id, ctx.member.id, new Date(ctx.clock.now()));
  else await unlike(ctx.db, found.id, ctx.member.id);
  const likes = await likesOf(ctx.db, [found.id]);
  return { comment_id: found.id, liked: input.like, likes: likes.map((l) => ({ by_id: l.memberId })) };
};
