import { COMMENT_NOT_FOUND, canDeleteComment } from '@stagepass/domain/posts';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { findCommentOwners, markCommentDeleted } from './posts-repository';

/**
 * spec 001 §7 delete_comment, §6: the author or the post owner deletes; anyone else, or a comment already deleted,
 * gets 404. The comment is kept as 'deleted' (hidden from the thread; a report about it still finds it).
 */
export const delete_comment: Handler<'delete_comment'> = async ({ ctx, input }) => {
  const found = await findCommentOwners(ctx.db, input.comment_id);
  if (!found || !canDeleteComment(ctx.member.id, { by_id: found.authorId }, found.postOwnerId))
    throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND, 'comment_id');
  await markCommentDeleted(ctx.db, found.id, new Date(ctx.clock.now()));
  return { comment_id: found.id, deleted: true };
};
