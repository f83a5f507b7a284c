import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { EventCard } from '@stagepass/contract/events/fields';
import {
  LOAD_MORE_EVENTS,
  NEARBY_DEFAULT_LOCATION_NOTE,
  NEARBY_EVENTS_TITLE,
  NEARBY_TODAY,
  NEARBY_UPCOMING,
  NO_NEARBY_EVENTS,
  nearbyGroups,
} from '@stagepass/domain/events';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { useOpenableAction } from '../../../lib/use-can-open';
import { useNearbyPages } from '../api/user_events_query';
import { useNearbyPosition } from '../hooks/use-nearby-position';
import { EVENTS_EMPTY_TEXTS as T } from '../events-texts';
import { EventGrid, EventGridSkeleton } from './event-grid';
import { FanEventCard } from './fan-event-card';

function Group({ id, title, events }: { id: string; title: string; events: readonly EventCard[] }) {
  if (events.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      <EventGrid>
        {events.map((e) => (
          <FanEventCard key={e.event_id} event={e} headingLevel={4} />
        ))}
      </EventGrid>
    </Stack>
  );
}

/**
 * spec 001 §2 /user-dashboard: the nearby events list, 'Today' then 'Upcoming'. Near the browser's position when
 * the visitor allows it; otherwise the server measures from the IP location, the member's stored address, or San
 * Francisco (spec 001 §7–§9). A page of events at a time, soonest first; 'Load more events' adds the next.
 */
export function NearbyEvents() {
  const position = useNearbyPosition();
  const query = useNearbyPages(position);
  const first = query.data?.pages[0];
  // 'Today' as of the answer: the list is as fresh as its data.
  const groups = useMemo(
    () => nearbyGroups(query.data?.pages.flatMap((p) => p.events) ?? [], query.dataUpdatedAt),
    [query.data, query.dataUpdatedAt],
  );
  const empty = groups.today.length === 0 && groups.upcoming.length === 0;
  // The fan dashboard is open to everyone; the marketplace only to the roles that buy there.
  const browse = useOpenableAction(T.browseMarketplace, '/dash/marketplace');

  return (
    <Stack component="section" gap="md" aria-labelledby="nearby-events-title">
      <Title order={2} id="nearby-events-title">
        {NEARBY_EVENTS_TITLE}
      </Title>
      {position === undefined || query.isPending ? (
        <EventGridSkeleton />
      ) : (
        <>
          {first?.position.source === 'default' && (
            <Text size="sm" c="dimmed">
              {NEARBY_DEFAULT_LOCATION_NOTE}
            </Text>
          )}
          {empty ? (
            <EmptyState message={NO_NEARBY_EVENTS} description={T.nearbyHint} action={browse} />
          ) : (
            <>
              <Group id="nearby-today" title={NEARBY_TODAY} events={groups.today} />
              <Group id="nearby-upcoming" title={NEARBY_UPCOMING} events={groups.upcoming} />
              <LoadMore pages={query} label={LOAD_MORE_EVENTS} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
