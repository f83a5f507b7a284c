import { Container, Stack, Title } from '@mantine/core';
import { DASHBOARD } from '@stagepass/domain/accounts';
import { NO_WATCHED_EVENTS, WATCHLIST_TITLE } from '@stagepass/domain/events';
import { EmptyState } from '../../../components/ui/empty-state';
import { EventGrid, EventGridSkeleton } from '../components/event-grid';
import { FanEventCard } from '../components/fan-event-card';
import { useWatchedEvents } from '../hooks/use-watched-events';
import { EVENTS_EMPTY_TEXTS as T } from '../events-texts';

/**
 * /dash/watchlist (spec 001 §2): the events the member watches (get_watched_items). Unwatching one refreshes the
 * list (spec 001 §4), so it leaves the page.
 */
export function WatchlistPage() {
  const query = useWatchedEvents();
  const events = query.data?.events ?? [];
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{WATCHLIST_TITLE}</Title>
        {query.isPending ? (
          <EventGridSkeleton />
        ) : events.length === 0 ? (
          // The events to watch are on the fan dashboard, which every role of this route may open.
          <EmptyState variant="page" message={NO_WATCHED_EVENTS} action={{ label: T.findEvents, to: DASHBOARD.user }} />
        ) : (
          <EventGrid>
            {events.map((e) => (
              <FanEventCard key={e.event_id} event={e} headingLevel={2} />
            ))}
          </EventGrid>
        )}
      </Stack>
    </Container>
  );
}
