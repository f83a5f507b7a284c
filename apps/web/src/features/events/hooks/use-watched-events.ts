import { useMemo } from 'react';
import { useRequest } from '../../../lib/use-request';
import { useCurrentUser } from '../../accounts/hooks/use-session';

/** The one read of watched events: the watchlist and every watch toggle share its cache entry. */
export const WATCHED_EVENTS_INPUT = { item_type: 'EVENT' } as const;

/**
 * spec 001 §6: 'Only logged-in users see the watch toggle'. Every member may watch (watch_item), an agency in fan
 * mode too; the /dash/watchlist route itself is listed for fans, talent and businesses (§2).
 */
export function useCanWatch(): boolean {
  return Boolean(useCurrentUser()?.email);
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
