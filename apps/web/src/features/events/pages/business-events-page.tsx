import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { BUSINESS_EVENTS_TITLE, CREATE_EVENT, NO_BUSINESS_EVENTS } from '@stagepass/domain/events';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRequest } from '../../../lib/use-request';
import { BusinessEventCard } from '../components/business-event-card';
import { EventGrid, EventGridSkeleton } from '../components/event-grid';
import { orderBusinessEvents } from '../lib/business-events';
import { CREATE_EVENT_PATH } from '../lib/event-links';
import '../styles/events.css';

/** /dash/businessEvents (spec 001 §2): the business's events with their badges, and Create Event. */
export function BusinessEventsPage() {
  const query = useRequest('business_events_query', {});
  const events = useMemo(
    () => orderBusinessEvents(query.data?.events ?? [], query.dataUpdatedAt),
    [query.data, query.dataUpdatedAt],
  );

  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{BUSINESS_EVENTS_TITLE}</Title>
          <Button component={Link} to={CREATE_EVENT_PATH}>
            {CREATE_EVENT}
          </Button>
        </Group>
        {query.isPending ? (
          <EventGridSkeleton />
        ) : query.isError ? (
          <Alert color="red" title="Your events could not be loaded">
            <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : events.length === 0 ? (
          <EmptyState
            variant="page"
            message={NO_BUSINESS_EVENTS}
            action={{ label: CREATE_EVENT, to: CREATE_EVENT_PATH }}
          />
        ) : (
          <EventGrid>
            {events.map((e) => (
              <BusinessEventCard key={e.event_id} event={e} headingLevel={2} />
            ))}
          </EventGrid>
        )}
      </Stack>
    </Container>
  );
}
