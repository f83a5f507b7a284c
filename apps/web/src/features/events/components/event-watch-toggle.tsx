import type { EventCard } from '@stagepass/contract/events/fields';
import { WatchToggle } from '../../../components/ui/watch-toggle';
import { useRequestMutation } from '../../../lib/use-request';
import { useCanWatch, useWatchedEventIds } from '../hooks/use-watched-events';

/**
 * spec 001 §4: the watch toggle of an event, for logged-in members only (§6). Watching or unwatching refreshes the
 * watched events, so the watchlist and every other toggle of the event follow.
 */
export function EventWatchToggle({ event }: { event: Pick<EventCard, 'event_id' | 'event_name'> }) {
  const canWatch = useCanWatch();
  const watchedIds = useWatchedEventIds();
  const watch = useRequestMutation('watch_item', { invalidates: ['get_watched_items'] });
  const unwatch = useRequestMutation('unwatch_item', { invalidates: ['get_watched_items'] });
  if (!canWatch) return null;
  const item = { item_id: event.event_id, item_type: 'EVENT' } as const;
  return (
    <WatchToggle
      name={event.event_name}
      watched={watchedIds.has(event.event_id)}
      busy={watch.isPending || unwatch.isPending}
      onToggle={(on) => (on ? watch.mutate(item) : unwatch.mutate(item))}
    />
  );
}
