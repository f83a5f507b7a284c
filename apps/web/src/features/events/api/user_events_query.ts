import type { RequestInput } from '@stagepass/contract/registry';
import type { NearbyCursor } from '@stagepass/contract/events/fields';
import { NEARBY_PAGE_SIZE } from '@stagepass/domain/events';
import { useRequestPages } from '../../../lib/use-request';

/**
 * The nearby list a page at a time (user_events_query near a position; 'Load more events' asks for the page after
 * the last one's next_after). Invalidating user_events_query by name (a watch, a new event) refetches it.
 *
 * `position`: the browser's; null when it has none (the server places the caller); undefined while it is asked.
 */
export function useNearbyPages(position: { latitude: number; longitude: number } | null | undefined) {
  const input = { ...(position ?? {}), limit: NEARBY_PAGE_SIZE } satisfies RequestInput<'user_events_query'>;
  return useRequestPages('user_events_query', input, {
    page: (after) => (after ? { after } : {}),
    initialPageParam: null as NearbyCursor | null,
    getNextPageParam: (last) => last.next_after,
    enabled: position !== undefined,
  });
}
