import { Alert, Anchor, Container, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { useRouteState } from '../../../lib/use-route-state';
import { useRequest } from '../../../lib/use-request';
import { useDashboardPath } from '../../accounts/hooks/use-session';
import { EventBidsSlot } from '../../bookings/components/business/event-bids-slot';
import { EventScheduleRequestsSlot } from '../../schedule-requests/components/event-schedule-requests-slot';
import { EventReviews } from '../../reviews/components/event-reviews';
import { EventTickets } from '../../tickets/components/event-tickets';
import { EventDetails } from '../components/event-details';
import { PrivateEventPrompt } from '../components/private-event-prompt';
import { parseId } from '../lib/event-links';

/**
 * /dash/event/{eventId} (spec 001 §2), for everyone: user_events_query by event_id (an owner gets their own
 * draft). A private event answers `locked` until its password is given (and 'password_wrong' after a wrong one).
 */
export function EventPage() {
  const eventId = parseId(useRouteState('/dash/event/:eventId', 'eventId'));
  const dashboard = useDashboardPath();
  const [password, setPassword] = useState<string | undefined>();
  const query = useRequest(
    'user_events_query',
    password === undefined ? { event_id: eventId ?? 0 } : { event_id: eventId ?? 0, ev_password: password },
    // The prompt stays up, not a skeleton, while a password is checked.
    { enabled: eventId !== null, placeholderData: (previous) => previous },
  );

  const event = query.data?.events[0];
  const locked = query.data?.locked ?? null;

  let body;
  if (eventId === null || query.isError || (query.isSuccess && !event && !locked)) {
    body = (
      <Alert color="gray" title={EVENT_NOT_FOUND}>
        <Anchor component={Link} to={dashboard}>
          Back to your dashboard
        </Anchor>
      </Alert>
    );
  } else if (query.isPending) {
    body = (
      <Stack aria-busy="true" aria-label="Loading the event">
        <Skeleton h={260} radius="md" />
        <Skeleton h={36} w="60%" />
        <Skeleton h={80} />
      </Stack>
    );
  } else if (locked) {
    body = (
      <PrivateEventPrompt
        wrong={locked === 'password_wrong' && !query.isPlaceholderData}
        checking={query.isFetching}
        onSubmit={setPassword}
      />
    );
  } else if (event) {
    body = (
      <Stack gap="lg">
        <EventDetails event={event} />
        <EventTickets event={event} password={password} />
        <EventBidsSlot event={event} />
        <EventScheduleRequestsSlot event={event} />
        <EventReviews eventId={event.event_id} />
      </Stack>
    );
  }

  return (
    <Container size="md" py="md">
      {body}
    </Container>
  );
}
