import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  CREATE_TIME_BLOCK,
  EVENT_NOT_FOUND,
  SUB_EVENT_NOT_FOUND,
  UPDATE_TIME_BLOCK,
  eventPath,
} from '@stagepass/domain/events';
import { useRouteState } from '../../../lib/use-route-state';
import { useRequest } from '../../../lib/use-request';
import { eventSpanText } from '../components/event-details';
import { SubEventForm } from '../components/sub-event-form';
import { BUSINESS_EVENTS_PATH, parseId } from '../lib/event-links';

/** /dash/create-update-subevent (spec 001 §2; route state eventId and sbEventId): create or edit a time block. */
export function SubEventPage() {
  const eventId = parseId(useRouteState('/dash/create-update-subevent', 'eventId'));
  const sbEventId = parseId(useRouteState('/dash/create-update-subevent', 'sbEventId'));
  const eventQuery = useRequest('business_events_query', { event_id: eventId ?? 0 }, { enabled: eventId !== null });
  const traits = useRequest('specialist_trait_query', {}, { staleTime: 10 * 60_000 });
  const event = eventQuery.data?.events[0];
  const subEvent =
    sbEventId === null
      ? undefined
      : (event?.sb_event[String(sbEventId)] ??
        Object.values(event?.sb_event ?? {}).find((s) => s.sb_event_id === sbEventId));

  let body;
  if (eventId === null || eventQuery.isError || (eventQuery.isSuccess && !event)) {
    body = (
      <Alert color="gray" title={EVENT_NOT_FOUND}>
        <Anchor component={Link} to={BUSINESS_EVENTS_PATH}>
          Back to your events
        </Anchor>
      </Alert>
    );
  } else if (!event) {
    body = <Skeleton h={320} aria-label="Loading the event" />;
  } else if (sbEventId !== null && !subEvent) {
    body = (
      <Alert color="gray" title={SUB_EVENT_NOT_FOUND}>
        <Anchor component={Link} to={eventPath(event.event_id)}>
          Back to the event
        </Anchor>
      </Alert>
    );
  } else {
    body = (
      <SubEventForm
        key={`${event.event_id}-${subEvent?.sb_event_id ?? 'new'}`}
        event={event}
        subEvent={subEvent}
        traits={traits.data?.traits}
      />
    );
  }

  return (
    <Container size="md" py="md">
      <Stack>
        <div>
          <Title order={1}>{sbEventId === null ? CREATE_TIME_BLOCK : UPDATE_TIME_BLOCK}</Title>
          {event && (
            <Text c="dimmed">
              {/* Underlined: in a line of text, colour alone does not mark a link (WCAG 1.4.1). */}
              <Anchor component={Link} to={eventPath(event.event_id)} underline="always">
                {event.event_name}
              </Anchor>{' '}
              · {eventSpanText(event)}
            </Text>
          )}
        </div>
        {body}
      </Stack>
    </Container>
  );
}
