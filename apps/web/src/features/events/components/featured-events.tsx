import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DASHBOARD } from '@stagepass/domain/accounts';
import { FEATURED_EVENTS_SEE_MORE, FEATURED_EVENTS_TITLE } from '@stagepass/domain/events';
import { FEATURED_EVENTS_COUNT } from '@stagepass/domain/limits';
import { useRequest } from '../../../lib/use-request';
import { useHydrated } from '../hooks/use-hydrated';
import { EventGrid, EventGridSkeleton } from './event-grid';
import { FanEventCard } from './fan-event-card';

const FEATURED_INPUT = { featured: true, limit: FEATURED_EVENTS_COUNT } as const;

/**
 * spec 001 §2 fan landing: Featured Events, at most 3 upcoming events the viewer has no bid on, and 'See more'
 * (/dash/user-dashboard). The page is prerendered, so the events are fetched in the browser after hydration: the
 * prerendered markup holds a placeholder only. A landing page shows no error toast: without events, no section.
 */
export function FeaturedEvents({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const query = useRequest('user_events_query', FEATURED_INPUT, {
    enabled: hydrated,
    retry: 1,
    meta: { silent: true },
  });
  const events = (query.data?.events ?? []).slice(0, FEATURED_EVENTS_COUNT);

  if (!hydrated || query.isPending) {
    return (
      <section className={className} aria-hidden="true">
        <Container size="lg">
          <EventGridSkeleton count={FEATURED_EVENTS_COUNT} />
        </Container>
      </section>
    );
  }
  if (events.length === 0) return null;

  return (
    <section className={className} aria-labelledby="featured-events-title">
      <Container size="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="baseline">
            <Title order={2} id="featured-events-title">
              {FEATURED_EVENTS_TITLE}
            </Title>
            <Anchor component={Link} to={DASHBOARD.user} fw={700}>
              {FEATURED_EVENTS_SEE_MORE}
            </Anchor>
          </Group>
          <EventGrid>
            {events.map((e) => (
              <FanEventCard key={e.event_id} event={e} headingLevel={3} />
            ))}
          </EventGrid>
        </Stack>
      </Container>
    </section>
  );
}
