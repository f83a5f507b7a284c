import { get_reviews } from './get_reviews';
import { get_reviews_for_id } from './get_reviews_for_id';
import { set_review } from './set_review';
import { mark_reviews_as_read } from './mark_reviews_as_read';
import { get_recs_for_id } from './get_recs_for_id';
import { get_recs_by_id } from './get_recs_by_id';
import { get_pending_rec_requests } from './get_pending_rec_requests';
import { request_rec } from './request_rec';
import { write_rec } from './write_rec';

/**
 * Reviews and recommendations (spec 001 §7 Reviews and recommendations). The registry spreads it.
 */
export const reviewsRequests = {
  get_reviews,
  get_reviews_for_id,
  set_review,
  mark_reviews_as_read,
  get_recs_for_id,
  get_recs_by_id,
  get_pending_rec_requests,
  request_rec,
  write_rec,
} as const;
