import { Container, Stack, Text, Title } from '@mantine/core';
import { NO_WATCHED_EVENTS, WATCHLIST_TITLE } from '@stagepass/domain/events';
import { EventGrid, EventGridSkeleton } from '../components/event-grid';
import { FanEventCard } from '../components/fan-event-card';
import { useWatchedEvents } from '../hooks/use-watched-events';

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
          <Text c="dimmed">{NO_WATCHED_EVENTS}</Text>
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
