import { COMMENT_NOT_FOUND, canEditComment } from '@stagepass/domain/posts';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { loadComment } from './post-views';
import { findCommentOwners, findCommentRow, setCommentText } from './posts-repository';

/** spec 001 §7 update_comment, §6: only the author edits; anyone else's comment, or a deleted one, is 404. */
export const update_comment: Handler<'update_comment'> = async ({ ctx, input }) => {
  const found = await findCommentOwners(ctx.db, input.comment_id);
  if (!found || !canEditComment(ctx.member.id, { by_id: found.authorId }))
    throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND, 'comment_id');
  await setCommentText(ctx.db, found.id, input.comment, new Date(ctx.clock.now()));
  const comment = await loadComment(ctx.db, await findCommentRow(ctx.db, found.id));
  if (!comment) throw new Error(`comment ${found.id} vanished during update_comment`);
  return { comment };
};
