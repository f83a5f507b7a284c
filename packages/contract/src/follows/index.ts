import { follow_celebrity } from './follow_celebrity';
import { user_query_following } from './user_query_following';
import { search_celebrities_regexp } from './search_celebrities_regexp';
import { get_businesses_from_id } from './get_businesses_from_id';
import { get_celebrities_from_id } from './get_celebrities_from_id';

/**
 * Following talent and businesses (spec 001 §7 Follow). The registry spreads it.
 */
export const followsRequests = {
  follow_celebrity,
  user_query_following,
  search_celebrities_regexp,
  get_businesses_from_id,
  get_celebrities_from_id,
} as const;
