import { POST_NOT_FOUND } from '@stagepass/domain/posts';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { markPostDeleted } from './posts-repository';

/**
 * spec 001 §7 delete_post, §6: only the owner deletes; another member's post, or one already gone, is 404. The post
 * is kept as deleted (deleted_at), with its picture, so a report already filed about it still shows staff what it was.
 */
export const delete_post: Handler<'delete_post'> = async ({ ctx, input }) => {
  const deleted = await markPostDeleted(ctx.db, input.post_id, ctx.member.id, new Date(ctx.clock.now()));
  if (!deleted) throw new AppError('NOT_FOUND', POST_NOT_FOUND, 'post_id');
  return { post_id: input.post_id, deleted: true };
};
