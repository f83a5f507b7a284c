import { useCallback } from 'react';
import { selectIsLoggedIn, useSessionStore } from '../../../store/session-store';

/**
 * Whether a profile is the viewer's own: a logged-in member whose id it is (an agency acting as its client is the
 * client). Only then does an empty section say how to fill it.
 */
export function useIsOwnProfile(): (memberId: number) => boolean {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const userId = useSessionStore((s) => s.user?.user_id);
  return useCallback((memberId: number) => loggedIn && userId === memberId, [loggedIn, userId]);
}
