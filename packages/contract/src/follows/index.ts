import { follow_celebrity } from './follow_celebrity';
import { user_query_following } from './user_query_following';

/**
 * Following talent and businesses (spec 001 §7 Follow). The registry spreads it.
 */
export const followsRequests = {
  follow_celebrity,
  user_query_following,
} as const;
