import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  BUSINESS_UPCOMING_EVENTS,
  CREATE_EVENT,
  NO_UPCOMING_BUSINESS_EVENTS,
  SEE_ALL_EVENTS,
} from '@stagepass/domain/events';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRequest } from '../../../lib/use-request';
import { EVENTS_EMPTY_TEXTS as T } from '../events-texts';
import { isUpcoming, orderBusinessEvents } from '../lib/business-events';
import { BUSINESS_EVENTS_PATH, CREATE_EVENT_PATH } from '../lib/event-links';
import { BusinessEventCard } from './business-event-card';
import { EventGrid, EventGridSkeleton } from './event-grid';

/** How many upcoming events the business dashboard shows. */
export const DASHBOARD_UPCOMING_COUNT = 3;

/** The business dashboard's next few events (business_events_query), and the link to all of them. */
export function BusinessUpcomingEvents() {
  const query = useRequest('business_events_query', {});
  const upcoming = useMemo(() => {
    const now = query.dataUpdatedAt;
    return orderBusinessEvents(query.data?.events ?? [], now)
      .filter((e) => isUpcoming(e, now))
      .slice(0, DASHBOARD_UPCOMING_COUNT);
  }, [query.data, query.dataUpdatedAt]);

  return (
    <Stack component="section" gap="sm" aria-labelledby="business-upcoming-title">
      <Group justify="space-between">
        <Title order={2} id="business-upcoming-title">
          {BUSINESS_UPCOMING_EVENTS}
        </Title>
        <Anchor component={Link} to={BUSINESS_EVENTS_PATH}>
          {SEE_ALL_EVENTS}
        </Anchor>
      </Group>
      {query.isPending ? (
        <EventGridSkeleton />
      ) : upcoming.length === 0 ? (
        <EmptyState
          message={NO_UPCOMING_BUSINESS_EVENTS}
          description={T.upcomingHint}
          action={{ label: CREATE_EVENT, to: CREATE_EVENT_PATH }}
        />
      ) : (
        <EventGrid>
          {upcoming.map((e) => (
            <BusinessEventCard key={e.event_id} event={e} headingLevel={3} />
          ))}
        </EventGrid>
      )}
    </Stack>
  );
}
