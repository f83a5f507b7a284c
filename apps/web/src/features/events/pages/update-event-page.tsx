import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { EVENT_NOT_FOUND, UPDATE_EVENT, eventPath } from '@stagepass/domain/events';
import { useRouteState } from '../../../lib/use-route-state';
import { useRequest } from '../../../lib/use-request';
import { EventWizard } from '../components/event-wizard';
import { draftFromEvent } from '../lib/event-form';
import { BUSINESS_EVENTS_PATH, parseId } from '../lib/event-links';

/** /dash/updateEvent (spec 001 §2; route state eventId): the event wizard, filled with the event as stored. */
export function UpdateEventPage() {
  const navigate = useNavigate();
  const eventId = parseId(useRouteState('/dash/updateEvent', 'eventId'));
  const query = useRequest('business_events_query', { event_id: eventId ?? 0 }, { enabled: eventId !== null });
  const event = query.data?.events[0];

  let body;
  if (eventId === null || query.isError || (query.isSuccess && !event)) {
    body = (
      <Alert color="gray" title={EVENT_NOT_FOUND}>
        <Anchor component={Link} to={BUSINESS_EVENTS_PATH}>
          Back to your events
        </Anchor>
      </Alert>
    );
  } else if (!event) {
    body = <Skeleton h={320} aria-label="Loading the event" />;
  } else {
    body = (
      <EventWizard
        key={event.event_id}
        initial={draftFromEvent(event)}
        eventId={event.event_id}
        onSaved={(id) => void navigate(eventPath(id))}
      />
    );
  }

  return (
    <Container size="md" py="md">
      <Stack>
        <div>
          <Title order={1}>{UPDATE_EVENT}</Title>
          {event && <Text c="dimmed">{event.event_name}</Text>}
        </div>
        {body}
      </Stack>
    </Container>
  );
}
