import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EVENT_NOT_FOUND, eventCurrency, eventPath } from '@stagepass/domain/events';
import { CREATE_TICKET, TICKET_NOT_FOUND, UPDATE_TICKET } from '@stagepass/domain/tickets';
import { useRouteState } from '../../../lib/use-route-state';
import { useRequest } from '../../../lib/use-request';
import { eventSpanText } from '../../events/components/event-details';
import { BUSINESS_EVENTS_PATH, parseId } from '../../events/lib/event-links';
import { PayoutAccountGate } from '../../payments/components/payout-account-gate';
import { TicketForm } from '../components/ticket-form';
import { BACK_TO_EVENT } from '../ticket-texts';

/**
 * /dash/create-update-ticket?eventId=…&ticketId=… (spec 001 §2, business): create a ticket for one of the business's
 * events, or edit one. spec 001 §6: selling tickets needs an enabled payout account, so the form waits for it.
 */
export function TicketFormPage() {
  const eventId = parseId(useRouteState('/dash/create-update-ticket', 'eventId'));
  const ticketId = parseId(useRouteState('/dash/create-update-ticket', 'ticketId'));
  const eventQuery = useRequest('business_events_query', { event_id: eventId ?? 0 }, { enabled: eventId !== null });
  const ticketQuery = useRequest(
    'business_ticket_query',
    { event_id: eventId ?? 0, ticket_id: ticketId ?? 0 },
    { enabled: eventId !== null && ticketId !== null },
  );
  const event = eventQuery.data?.events[0];
  const ticket = ticketQuery.data?.tickets.find((t) => t.ticket_id === ticketId);

  let body;
  if (eventId === null || eventQuery.isError || (eventQuery.isSuccess && !event)) {
    body = (
      <Alert color="gray" title={EVENT_NOT_FOUND}>
        <Anchor component={Link} to={BUSINESS_EVENTS_PATH}>
          Back to your events
        </Anchor>
      </Alert>
    );
  } else if (!event || (ticketId !== null && ticketQuery.isPending)) {
    body = <Skeleton h={420} aria-label="Loading the ticket" />;
  } else if (ticketId !== null && !ticket) {
    body = (
      <Alert color="gray" title={TICKET_NOT_FOUND}>
        <Anchor component={Link} to={eventPath(event.event_id)}>
          {BACK_TO_EVENT}
        </Anchor>
      </Alert>
    );
  } else {
    body = (
      <PayoutAccountGate>
        <TicketForm
          key={`${event.event_id}-${ticket?.ticket_id ?? 'new'}`}
          event={event}
          currency={ticket?.currency ?? eventCurrency(event.country)}
          ticket={ticket}
        />
      </PayoutAccountGate>
    );
  }

  return (
    <Container size="md" py="md">
      <Stack>
        <div>
          <Title order={1}>{ticketId === null ? CREATE_TICKET : UPDATE_TICKET}</Title>
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
