// The one read of who the member follows: every follow button on a page shares its cache entry, and
// follow_celebrity updates it optimistically (api/follow_celebrity.ts).

import { requestQuery, useRequest } from '../../../lib/use-request';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';

export const FOLLOWING_INPUT = {} as const;
export const followingQuery = () => requestQuery('user_query_following', FOLLOWING_INPUT);

/** Logged-in members only (spec 001 §6: fans follow; every member may). */
export function useFollowing() {
  const loggedIn = useIsLoggedIn();
  return useRequest('user_query_following', FOLLOWING_INPUT, { enabled: loggedIn, meta: { silent: true } });
}
