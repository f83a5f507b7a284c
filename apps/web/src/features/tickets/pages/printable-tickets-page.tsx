import { PrintedQr } from '../../../components/ui/qr-card';
import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { eventPath } from '@stagepass/domain/events';
import { TICKET_NOT_FOUND } from '@stagepass/domain/tickets';
import { useRequest } from '../../../lib/use-request';
import { eventSpanText } from '../../events/components/event-details';
import { parseId } from '../../events/lib/event-links';
import { PrintSheet } from '../components/print-sheet';
import { privateCodeUrl } from '../lib/ticket-links';
import {
  CHOOSE_PRIVATE_TICKET,
  CODES_PAGE_SIZE,
  CODE_QR,
  CODE_UNUSED,
  CODE_USED,
  EVENT_LABEL,
  NO_PRIVATE_TICKETS,
  PRIVATE_TICKET_LABEL,
  PRINTABLE_TICKETS_TITLE,
} from '../ticket-texts';

/**
 * /dash/printableTickets?ticketId=… (spec 001 §2, business): a private ticket's codes, a page at a time (spec 001
 * §9: paged by offset and limit), printed one per sheet. Each QR opens the event page with the code filled in
 * (/dash/event/{eventId}?code=…). Without a ticket id, the business picks an event and one of its private tickets.
 */
export function PrintableTicketsPage() {
  const [params, setParams] = useSearchParams();
  const ticketId = parseId(params.get('ticketId') ?? undefined);
  return (
    <Container size="md" py="md">
      <Stack>
        <Title order={1} className="no-print">
          {PRINTABLE_TICKETS_TITLE}
        </Title>
        {ticketId === null ? (
          <PrivateTicketPicker onPick={(id) => setParams({ ticketId: String(id) })} />
        ) : (
          <TicketCodes key={ticketId} ticketId={ticketId} />
        )}
      </Stack>
    </Container>
  );
}

function TicketCodes({ ticketId }: { ticketId: number }) {
  const [page, setPage] = useState(1);
  const query = useRequest(
    'business_get_private_ticket_codes',
    { ticket_id: ticketId, offset: (page - 1) * CODES_PAGE_SIZE, limit: CODES_PAGE_SIZE },
    { placeholderData: (previous) => previous, meta: { silent: true } },
  );
  const eventId = query.data?.event_id;
  const eventQuery = useRequest(
    'business_events_query',
    { event_id: eventId ?? 0 },
    { enabled: eventId !== undefined, meta: { silent: true } },
  );
  const event = eventQuery.data?.events[0];

  if (query.isError) {
    return (
      <Alert color="gray" title={TICKET_NOT_FOUND}>
        <Anchor component={Link} to="/dash/printableTickets">
          {CHOOSE_PRIVATE_TICKET}
        </Anchor>
      </Alert>
    );
  }
  if (!query.data) return <Skeleton h={360} aria-label="Loading the codes" />;

  const { codes, total, ticket_name, event_id } = query.data;
  const pages = Math.max(1, Math.ceil(total / CODES_PAGE_SIZE));
  return (
    <PrintSheet
      toolbar={
        <>
          <Text fw={700}>{ticket_name}</Text>
          <Text size="sm" c="dimmed">
            {total} codes
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          )}
        </>
      }
    >
      {codes.map((c) => (
        <article key={c.code} className="print-ticket" aria-label={c.code}>
          <Group align="flex-start" justify="space-between" gap="lg">
            <Stack gap={4} style={{ flex: '1 1 260px' }}>
              <Title order={2} size="h3">
                {event?.event_name ?? ticket_name}
              </Title>
              {event && <Text>{eventSpanText(event)}</Text>}
              <Text fw={700} mt="sm">
                {ticket_name}
              </Text>
              <Text size="lg" ff="monospace">
                {c.code}
              </Text>
              <Group gap="xs" className="no-print">
                <Badge color={c.used ? 'gray' : 'green'} variant="outline" size="sm">
                  {c.used ? CODE_USED : CODE_UNUSED}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {eventPath(event_id)}
              </Text>
            </Stack>
            <PrintedQr value={privateCodeUrl(event_id, c.code)} className="print-ticket-qr" label={CODE_QR(c.code)} />
          </Group>
        </article>
      ))}
    </PrintSheet>
  );
}

/** The business's events, then the chosen event's private tickets. */
function PrivateTicketPicker({ onPick }: { onPick: (ticketId: number) => void }) {
  const events = useRequest('business_events_query', {});
  const [eventId, setEventId] = useState<number | null>(null);
  const tickets = useRequest('business_ticket_query', { event_id: eventId ?? 0 }, { enabled: eventId !== null });
  const privates = (tickets.data?.tickets ?? []).filter((t) => t.private);

  if (events.isPending) return <Skeleton h={80} aria-label="Loading your events" />;
  return (
    <Stack gap="sm" maw={480}>
      <Text>{CHOOSE_PRIVATE_TICKET}</Text>
      <NativeSelect
        label={EVENT_LABEL}
        value={eventId === null ? '' : String(eventId)}
        onChange={(e) => setEventId(parseId(e.currentTarget.value))}
        data={[
          { value: '', label: '—' },
          ...(events.data?.events ?? []).map((e) => ({ value: String(e.event_id), label: e.event_name })),
        ]}
      />
      {eventId !== null &&
        (tickets.isPending ? (
          <Skeleton h={36} aria-label="Loading the tickets" />
        ) : privates.length === 0 ? (
          <Text c="dimmed">{NO_PRIVATE_TICKETS}</Text>
        ) : (
          <NativeSelect
            label={PRIVATE_TICKET_LABEL}
            value=""
            onChange={(e) => {
              const id = parseId(e.currentTarget.value);
              if (id !== null) onPick(id);
            }}
            data={[{ value: '', label: '—' }, ...privates.map((t) => ({ value: String(t.ticket_id), label: t.name }))]}
          />
        ))}
    </Stack>
  );
}
