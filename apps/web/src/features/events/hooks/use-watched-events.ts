import { useMemo } from 'react';
import { useRequest } from '../../../lib/use-request';
import { useCurrentUser } from '../../accounts/hooks/use-session';

/** The one read of watched events: the watchlist and every watch toggle share its cache entry. */
export const WATCHED_EVENTS_INPUT = { item_type: 'EVENT' } as const;

/**
 * spec 001 §6: only logged-in members see the watch toggle; the watchlist is for fans, talent and businesses
 * (an agency has none of its own, but acting as a client it has the client's).
 */
export function useCanWatch(): boolean {
  const user = useCurrentUser();
  if (!user?.email) return false;
  return user.is_user || user.is_specialist || user.is_business || user.agency_as_client;
}

export function useWatchedEvents() {
  const canWatch = useCanWatch();
  return useRequest('get_watched_items', WATCHED_EVENTS_INPUT, { enabled: canWatch });
}

/** spec 001 §4: the watch toggle starts filled when the event is among the member's watched events. */
export function useWatchedEventIds(): ReadonlySet<number> {
  const { data } = useWatchedEvents();
  return useMemo(
    () => new Set((data?.items ?? []).filter((i) => i.item_type === 'EVENT').map((i) => i.item_id)),
    [data],
  );
}
