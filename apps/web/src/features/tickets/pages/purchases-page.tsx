import { Alert, Anchor, Badge, Box, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PurchaseRow } from '@stagepass/contract/tickets/fields';
import { DASHBOARD } from '@stagepass/domain/accounts';
import { eventDateText, eventPath, eventTimeText } from '@stagepass/domain/events';
import {
  ADD_TO_CALENDAR,
  NO_PURCHASES,
  PRINT_TICKETS,
  PURCHASES_HEADING,
  RECEIPT,
  REFUND,
  REFUNDED,
  REFUND_CONFIRM,
  REFUND_DONE,
} from '@stagepass/domain/tickets';
import { EmptyState } from '../../../components/ui/empty-state';
import { EventImage } from '../../../components/ui/event-image';
import { notify } from '../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { priceText } from '../components/charges-table';
import { ReceiptModal } from '../components/receipt-modal';
import { downloadIcs, type CalendarEvent } from '../lib/ics';
import { printTicketPath } from '../lib/ticket-links';
import { CANCEL, FREE, PURCHASES_EMPTY } from '../ticket-texts';
import { CommercePurchases } from '../../subscriptions/components/commerce-purchases';

/** The calendar entry of a purchase: the event at its instants, with the venue's zone. */
export function purchaseCalendarEvent(p: PurchaseRow, origin: string = window.location.origin): CalendarEvent {
  return {
    uid: `purchase-${p.purchase_id}@stagepass`,
    title: p.event_name,
    start: p.start_time,
    end: p.end_time,
    timeZone: p.time_zone,
    location: p.online_only ? undefined : p.address,
    description: `${p.ticket_name} × ${p.quantity}`,
    url: new URL(eventPath(p.event_id), origin).toString(),
  };
}

/**
 * /dash/purchases (spec 001 §2; fan, business, specialist): the member's ticket purchases, newest first, each with
 * its receipt, its printable tickets, a calendar entry, and a refund while it can be refunded (spec 001 §7
 * user_refund_tickets: refundable tickets, before the event starts).
 */
export function PurchasesPage() {
  const query = useRequest('user_get_purchased_tickets', {});
  const [receiptOf, setReceiptOf] = useState<number | null>(null);
  const refund = useRequestMutation('user_refund_tickets', {
    invalidates: ['user_get_purchased_tickets', 'user_get_ticket_receipt', 'get_tickets_for_event'],
    onSuccess: () => {
      notify(1, REFUND_DONE);
    },
  });

  const confirmRefund = (p: PurchaseRow) =>
    modals.openConfirmModal({
      title: `${REFUND}: ${p.event_name}`,
      children: <Text size="sm">{REFUND_CONFIRM}</Text>,
      labels: { confirm: REFUND, cancel: CANCEL },
      confirmProps: { color: 'red' },
      onConfirm: () => refund.mutate({ purchase_id: p.purchase_id }),
    });

  const purchases = query.data?.purchases ?? [];
  let body;
  if (query.isPending) body = <Skeleton h={160} aria-label="Loading your purchases" />;
  else if (query.isError) body = <Alert color="gray">{query.error.message}</Alert>;
  else if (purchases.length === 0)
    body = (
      <EmptyState
        variant="page"
        message={NO_PURCHASES}
        description={PURCHASES_EMPTY.hint}
        action={{ label: PURCHASES_EMPTY.findEvents, to: DASHBOARD.user }}
      />
    );
  else {
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {purchases.map((p) => {
          const refunded = p.status === 'Refunded';
          const titleId = `purchase-${p.purchase_id}`;
          return (
            <Card component="li" key={p.purchase_id} withBorder radius="md" padding="md" aria-labelledby={titleId}>
              <Group align="flex-start" wrap="nowrap" gap="md">
                <Box w={120} visibleFrom="xs" style={{ flex: 'none' }}>
                  <EventImage src={p.image_url} alt={p.event_name} />
                </Box>
                <Stack gap={4} style={{ flexGrow: 1, minWidth: 0 }}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Anchor component={Link} to={eventPath(p.event_id)} fw={700} id={titleId}>
                      {p.event_name}
                    </Anchor>
                    <Text fw={700}>{priceText(p.total_cents, p.currency, FREE)}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {eventDateText(p.start_time, p.time_zone)} · {eventTimeText(p.start_time, p.time_zone)}
                  </Text>
                  <Group gap="xs">
                    <Text size="sm">
                      {p.ticket_name} × {p.quantity}
                    </Text>
                    {refunded && (
                      <Badge color="gray" variant="outline" size="sm">
                        {REFUNDED}
                      </Badge>
                    )}
                    {p.status === 'Pending' && (
                      <Badge color="yellow" variant="outline" size="sm">
                        Pending
                      </Badge>
                    )}
                  </Group>
                  <Group gap="xs" mt={4}>
                    <Button size="xs" variant="light" onClick={() => setReceiptOf(p.purchase_id)}>
                      {RECEIPT}
                    </Button>
                    {!refunded && (
                      <Button component={Link} to={printTicketPath(p.purchase_id)} size="xs" variant="light">
                        {PRINT_TICKETS}
                      </Button>
                    )}
                    {!refunded && (
                      <Button size="xs" variant="default" onClick={() => void downloadIcs(purchaseCalendarEvent(p))}>
                        {ADD_TO_CALENDAR}
                      </Button>
                    )}
                    {p.can_refund && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => confirmRefund(p)}
                        loading={refund.isPending && refund.variables?.purchase_id === p.purchase_id}
                      >
                        {REFUND}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <Container size="md" py="md">
      <Stack>
        <Title order={1}>{PURCHASES_HEADING}</Title>
        {body}
        <CommercePurchases />
      </Stack>
      <ReceiptModal purchaseId={receiptOf} onClose={() => setReceiptOf(null)} />
    </Container>
  );
}
