import {
  CANNOT_REVIEW_YOURSELF,
  REVIEW_NOT_FOUND,
  REVIEW_NOT_YET,
  REVIEW_SUBJECT_NOT_FOUND,
  reviewsOpen,
} from '@stagepass/domain/reviews';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { participation } from './participation';
import { findById, findByKey, listById, upsert } from './reviews-repository';
import { listItem } from './views';

/**
 * spec 001 §7 set_review (friend_id, event_id, review_id, review, rating): one review per reviewer, member and event,
 * written or edited after the event ends. The checks run in the order a person fixes them: whom, then when.
 */
export const set_review: Handler<'set_review'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  if (input.friend_id === me) throw new AppError('INVALID_INPUT', CANNOT_REVIEW_YOURSELF, 'friend_id');
  const { event, reviewable } = await participation(ctx.db, input.event_id, me);
  if (!reviewable.some((m) => m.id === input.friend_id))
    throw new AppError('NOT_FOUND', REVIEW_SUBJECT_NOT_FOUND, 'friend_id');
  if (input.review_id !== undefined) {
    const named = await findById(ctx.db, input.review_id);
    if (!named || named.reviewerId !== me || named.eventId !== event.id || named.subjectId !== input.friend_id)
      throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND, 'review_id');
  }
  const now = ctx.clock.now();
  if (!reviewsOpen(event.endTime.getTime(), now)) throw new AppError('CONFLICT', REVIEW_NOT_YET, 'event_id');

  const existing = await findByKey(ctx.db, event.id, me, input.friend_id);
  const id = await upsert(
    ctx.db,
    { eventId: event.id, reviewerId: me, subjectId: input.friend_id, rating: input.rating, review: input.review },
    new Date(now),
  );
  return { review: listItem((await listById(ctx.db, id))!, me), created: existing === null };
};
