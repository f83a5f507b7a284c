import { REVIEWED_MEMBER_NOT_FOUND } from '@stagepass/domain/reviews';
import { REVIEWS_FOR_ID_LIMIT } from '@stagepass/contract/reviews/get_reviews_for_id';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { findActiveMember, listFor, ratingOf } from './reviews-repository';
import { objectItem } from './views';

/** spec 001 §7 get_reviews_for_id (id): a member's reviews, newest first, and their rating. Public. */
export const get_reviews_for_id: Handler<'get_reviews_for_id'> = async ({ ctx, input }) => {
  const member = await findActiveMember(ctx.db, input.id);
  if (!member) throw new AppError('NOT_FOUND', REVIEWED_MEMBER_NOT_FOUND, 'id');
  const rows = await listFor(ctx.db, member.id, REVIEWS_FOR_ID_LIMIT);
  const rating = await ratingOf(ctx.db, member.id);
  return { id: member.id, rating, reviews: rows.map(objectItem) };
};
