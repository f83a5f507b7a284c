import { POST_NOT_FOUND, REPLIED_COMMENT_NOT_FOUND } from '@stagepass/domain/posts';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { loadComment } from './post-views';
import { findCommentOwners, findCommentRow, findPost, insertComment } from './posts-repository';

/**
 * spec 001 §7 create_comment (post_id, comment, reply_id optional): on a shown post (else 404 post_id); a reply must
 * answer a shown comment of the same post (else 404 reply_id). The text was trimmed and checked by the contract.
 */
export const create_comment: Handler<'create_comment'> = async ({ ctx, input }) => {
  const post = await findPost(ctx.db, input.post_id);
  if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND, 'post_id');
  if (input.reply_id !== undefined) {
    const parent = await findCommentOwners(ctx.db, input.reply_id);
    if (!parent || parent.postId !== post.id) throw new AppError('NOT_FOUND', REPLIED_COMMENT_NOT_FOUND, 'reply_id');
  }
  const id = await insertComment(ctx.db, {
    postId: post.id,
    authorId: ctx.member.id,
    replyId: input.reply_id ?? null,
    comment: input.comment,
    now: new Date(ctx.clock.now()),
  });
  const comment = await loadComment(ctx.db, await findCommentRow(ctx.db, id));
  if (!comment) throw new Error(`comment ${id} vanished after create_comment`);
  return { comment };
};
