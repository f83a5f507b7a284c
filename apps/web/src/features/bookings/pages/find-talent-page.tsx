import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EVENT_NOT_FOUND, eventPath } from '@stagepass/domain/events';
import { useRouteState } from '../../../lib/use-route-state';
import { useRequest } from '../../../lib/use-request';
import { eventSpanText } from '../../events/components/event-details';
import { BUSINESS_EVENTS_PATH, parseId } from '../../events/lib/event-links';
import { FindTalent } from '../components/business/find-talent';
import { BUSINESS_BID_TEXTS as T } from '../components/business/business-bid-texts';

/**
 * /dash/findCelebsForEvent (spec 001 §2, Business; route state eventId and sbEventId, else the query string): find
 * talent for one of the business's time blocks and bid on them.
 */
export function FindTalentPage() {
  const eventId = parseId(useRouteState('/dash/findCelebsForEvent', 'eventId'));
  const sbEventId = parseId(useRouteState('/dash/findCelebsForEvent', 'sbEventId'));
  const eventQuery = useRequest('business_events_query', { event_id: eventId ?? 0 }, { enabled: eventId !== null });
  const traits = useRequest('specialist_trait_query', {}, { staleTime: 10 * 60_000 });
  const event = eventQuery.data?.events.find((e) => e.event_id === eventId);

  let body;
  if (eventId === null || eventQuery.isError || (eventQuery.isSuccess && !event)) {
    body = (
      <Alert color="gray" title={EVENT_NOT_FOUND}>
        <Anchor component={Link} to={BUSINESS_EVENTS_PATH}>
          {T.backToEvents}
        </Anchor>
      </Alert>
    );
  } else if (!event || traits.isPending) {
    body = <Skeleton h={320} aria-label={T.loadingEvent} />;
  } else {
    body = (
      <FindTalent key={event.event_id} event={event} traits={traits.data?.traits ?? []} initialSbEventId={sbEventId} />
    );
  }

  return (
    <Container size="lg" py="md">
      <Stack>
        <div>
          <Title order={1}>{T.pageTitle}</Title>
          {event && (
            <Text c="dimmed">
              {/* Underlined: in dimmed text, its colour alone does not set it apart (WCAG 1.4.1). */}
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
