import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EventCard } from '@stagepass/contract/events/fields';
import type { BusinessTicket } from '@stagepass/contract/tickets/fields';
import {
  ADD_TICKET,
  EVENT_UPDATE_NOTIFIED,
  NO_TICKETS_YET,
  TICKETS_HEADING,
  TICKETS_HELP,
} from '@stagepass/domain/tickets';
import { HelpLink } from '../../../components/ui/help-modal';
import { CardFields, ScrollTable, useCardLayout } from '../../../components/ui/scroll-table';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { printableTicketsLink, ticketFormLink } from '../lib/ticket-links';
import {
  CANCEL,
  CODES,
  EDIT,
  FREE,
  NOTIFY_HOLDERS,
  NOTIFY_HOLDERS_HINT,
  NOTIFY_MESSAGE_LABEL,
  PRIVATE_TICKET,
  SEND,
  TICKETS_HELP_LINK,
  TICKET_COLUMNS as C,
} from '../ticket-texts';
import { priceText } from './charges-table';

const NOTIFY_MESSAGE_MAX = 1000;

const soldText = (t: BusinessTicket) => `${t.sold - t.returned}/${t.quantity}`;

function TicketName({ ticket: t, id }: { ticket: BusinessTicket; id?: string }) {
  return (
    <Group gap={6}>
      <Text size="sm" fw={600} id={id}>
        {t.name}
      </Text>
      {t.private && (
        <Badge variant="outline" color="gray" size="xs" style={{ flexShrink: 0 }}>
          {PRIVATE_TICKET}
        </Badge>
      )}
    </Group>
  );
}

/** Edit, and Codes for a private ticket. */
function TicketLinks({ ticket: t }: { ticket: BusinessTicket }) {
  const edit = ticketFormLink(t.event_id, t.ticket_id);
  return (
    <Group gap="md">
      <Anchor component={Link} to={edit.to} state={edit.state} size="sm" aria-label={`${EDIT} ${t.name}`}>
        {EDIT}
      </Anchor>
      {t.private && (
        <Anchor component={Link} to={printableTicketsLink(t.ticket_id)} size="sm" aria-label={`${CODES} of ${t.name}`}>
          {CODES}
        </Anchor>
      )}
    </Group>
  );
}

/**
 * The event's tickets as its business sees them (business_ticket_query): price, sold of quantity, remaining, the
 * availability text of spec 001 §4 and the waitlist; Edit, and Codes for a private ticket; Add Ticket; and 'Notify
 * ticket holders' (business_event_update_notify) with an optional note. A table on wide screens, a card per ticket on
 * a phone.
 */
export function OwnerTicketList({ event }: { event: Pick<EventCard, 'event_id' | 'event_name'> }) {
  // A failure is said in the list, not as a notice as well.
  const query = useRequest('business_ticket_query', { event_id: event.event_id }, { meta: { silent: true } });
  const [notifying, notifyModal] = useDisclosure(false);
  const [message, setMessage] = useState('');
  const [notified, setNotified] = useState<number | null>(null);
  const notifyHolders = useRequestMutation('business_event_update_notify', {
    onSuccess: (answer) => {
      setNotified(answer.notified);
      setMessage('');
      notifyModal.close();
    },
  });
  const add = ticketFormLink(event.event_id);
  const tickets = query.data?.tickets ?? [];
  const cards = useCardLayout();
  const label = `${TICKETS_HEADING} of ${event.event_name}`;

  let body;
  if (query.isPending) body = <Skeleton h={120} aria-label="Loading the tickets" />;
  else if (query.isError) body = <Alert color="gray">We could not load the tickets. {query.error.message}</Alert>;
  else if (tickets.length === 0) body = <Text c="dimmed">{NO_TICKETS_YET}</Text>;
  else {
    body = cards ? (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {tickets.map((t) => (
          <Paper component="li" key={t.ticket_id} withBorder p="sm" aria-labelledby={`owner-ticket-${t.ticket_id}`}>
            <Stack gap={6}>
              <TicketName ticket={t} id={`owner-ticket-${t.ticket_id}`} />
              <CardFields
                fields={[
                  [C.price, priceText(t.price, t.currency, FREE)],
                  [C.sold, soldText(t)],
                  [C.remaining, t.remaining],
                  [C.availability, t.availability],
                  [C.waitlist, t.waitlist_length],
                ]}
              />
              <TicketLinks ticket={t} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    ) : (
      <ScrollTable label={label} minWidth={640}>
        <Table aria-label={label} verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.name}</Table.Th>
              <Table.Th>{C.price}</Table.Th>
              <Table.Th>{C.sold}</Table.Th>
              <Table.Th>{C.remaining}</Table.Th>
              <Table.Th>{C.availability}</Table.Th>
              <Table.Th>{C.waitlist}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{C.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tickets.map((t) => (
              <Table.Tr key={t.ticket_id}>
                <Table.Td>
                  <TicketName ticket={t} />
                </Table.Td>
                <Table.Td>{priceText(t.price, t.currency, FREE)}</Table.Td>
                <Table.Td>{soldText(t)}</Table.Td>
                <Table.Td>{t.remaining}</Table.Td>
                <Table.Td>{t.availability}</Table.Td>
                <Table.Td>{t.waitlist_length}</Table.Td>
                <Table.Td>
                  <TicketLinks ticket={t} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  }

  return (
    <Stack component="section" gap="xs" aria-labelledby="event-tickets-owner">
      <Group justify="space-between">
        <Title order={2} size="h3" id="event-tickets-owner">
          {TICKETS_HEADING}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={notifyModal.open}>
            {NOTIFY_HOLDERS}
          </Button>
          <Button component={Link} to={add.to} state={add.state} size="xs" variant="light">
            {ADD_TICKET}
          </Button>
        </Group>
      </Group>
      <Group>
        <HelpLink label={TICKETS_HELP_LINK} title={TICKETS_HELP.title} paragraphs={TICKETS_HELP.paragraphs} />
      </Group>
      {notified !== null && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotified(null)} closeButtonLabel="Dismiss">
          {EVENT_UPDATE_NOTIFIED(notified)}
        </Alert>
      )}
      {body}

      <Modal
        opened={notifying}
        onClose={notifyModal.close}
        title={NOTIFY_HOLDERS}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack
          component="form"
          gap="sm"
          onSubmit={(e) => {
            e.preventDefault();
            const note = message.trim();
            notifyHolders.mutate({ event_id: event.event_id, ...(note ? { message: note } : {}) });
          }}
        >
          <Text size="sm">{NOTIFY_HOLDERS_HINT}</Text>
          <Textarea
            label={NOTIFY_MESSAGE_LABEL}
            rows={4}
            maxLength={NOTIFY_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={notifyModal.close}>
              {CANCEL}
            </Button>
            <Button type="submit" loading={notifyHolders.isPending}>
              {SEND}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
