import { Alert, Anchor, Badge, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '@stagepass/domain/format';
import { FREE_TICKET_METHOD, PRINT_TICKETS, REFUNDED } from '@stagepass/domain/tickets';
import { useRequest } from '../../../lib/use-request';
import { eventSpanText } from '../../events/components/event-details';
import { CardBrandIcon, cardBrandName } from '../../payments/components/card-brand-icon';
import { maskedCard } from '../../payments/components/saved-card-list';
import { printTicketPath } from '../lib/ticket-links';
import { BUYER, FREE_TICKET_PAYMENT, PAID_WITH, PURCHASE_ID, RECEIPT_TITLE } from '../ticket-texts';
import { ChargesTable } from './charges-table';

/**
 * spec 001 §7 user_get_ticket_receipt: what was bought (the tickets at their price), the fees, each tax and the
 * total; the card (brand and last four) or 'Free ticket'; the purchase id and the buyer.
 */
export function ReceiptModal({ purchaseId, onClose }: { purchaseId: number | null; onClose: () => void }) {
  const receipt = useRequest(
    'user_get_ticket_receipt',
    { purchase_id: purchaseId ?? 0 },
    { enabled: purchaseId !== null, meta: { silent: true } },
  );
  const r = receipt.data;

  let body;
  if (receipt.isError) body = <Alert color="red">{receipt.error.message}</Alert>;
  else if (!r) body = <Skeleton h={240} aria-label="Loading the receipt" />;
  else {
    const free = r.payment_method === FREE_TICKET_METHOD;
    body = (
      <Stack gap="sm">
        <div>
          <Group gap="xs">
            <Text fw={700}>{r.event_name}</Text>
            {r.status === 'Refunded' && (
              <Badge color="gray" variant="outline">
                {REFUNDED}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {eventSpanText(r)}
          </Text>
          <Text size="sm" c="dimmed">
            {r.business_name}
          </Text>
        </div>
        <ChargesTable
          label="Charges"
          charges={r}
          items={
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {r.ticket_name} × {r.quantity}
                <Text component="span" size="xs" c="dimmed">
                  {' '}
                  @ {formatMoney(r.unit_price_cents, r.currency)}
                </Text>
              </Table.Th>
              <Table.Td ta="right">{formatMoney(r.subtotal_cents, r.currency)}</Table.Td>
            </Table.Tr>
          }
        />
        <Table withRowBorders={false} verticalSpacing={4} fz="sm" aria-label="Payment">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {PAID_WITH}
              </Table.Th>
              <Table.Td ta="right">
                {free ? (
                  FREE_TICKET_PAYMENT
                ) : (
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <CardBrandIcon brand={r.card_brand} size={28} />
                    <span>
                      {cardBrandName(r.card_brand)} {r.card_last4 ? maskedCard(r.card_last4) : ''}
                    </span>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {PURCHASE_ID}
              </Table.Th>
              <Table.Td ta="right">#{r.purchase_id}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {BUYER}
              </Table.Th>
              <Table.Td ta="right">
                {r.buyer_name} ({r.email})
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {r.status !== 'Refunded' && (
          <Anchor component={Link} to={printTicketPath(r.purchase_id)} size="sm">
            {PRINT_TICKETS}
          </Anchor>
        )}
      </Stack>
    );
  }

  return (
    <Modal
      opened={purchaseId !== null}
      onClose={onClose}
      title={RECEIPT_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {body}
    </Modal>
  );
}
