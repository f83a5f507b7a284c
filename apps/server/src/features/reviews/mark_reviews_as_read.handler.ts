import { REVIEW_NOT_FOUND } from '@stagepass/domain/reviews';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { markRead, unreadCount } from './reviews-repository';

/**
 * spec 001 §7 mark_reviews_as_read (review_ids): marks the reviews about the caller; others' (and missing) ids are
 * ignored, and 404 when none is about the caller.
 */
export const mark_reviews_as_read: Handler<'mark_reviews_as_read'> = async ({ ctx, input }) => {
  const ids = await markRead(ctx.db, ctx.member.id, input.review_ids, new Date(ctx.clock.now()));
  if (ids.length === 0) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND, 'review_ids');
  return { review_ids: ids, unread: await unreadCount(ctx.db, ctx.member.id) };
};
