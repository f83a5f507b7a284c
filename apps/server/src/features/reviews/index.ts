import type { reviewsRequests } from '@stagepass/contract/reviews/index';
import type { AreaHandlers } from '../../rpc/context';
import { get_reviews } from './get_reviews.handler';
import { get_reviews_for_id } from './get_reviews_for_id.handler';
import { set_review } from './set_review.handler';
import { mark_reviews_as_read } from './mark_reviews_as_read.handler';
import { get_recs_for_id } from './get_recs_for_id.handler';
import { get_recs_by_id } from './get_recs_by_id.handler';
import { get_pending_rec_requests } from './get_pending_rec_requests.handler';
import { request_rec } from './request_rec.handler';
import { write_rec } from './write_rec.handler';

/** Reviews and recommendations: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const reviewsHandlers: AreaHandlers<typeof reviewsRequests> = {
  get_reviews,
  get_reviews_for_id,
  set_review,
  mark_reviews_as_read,
  get_recs_for_id,
  get_recs_by_id,
  get_pending_rec_requests,
  request_rec,
  write_rec,
};
