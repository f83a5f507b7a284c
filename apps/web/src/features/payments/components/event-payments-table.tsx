import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventPaymentSummary, PaymentRow, PayoutRow } from '@stagepass/contract/payments/business_payment_query';
import { eventPath } from '@stagepass/domain/events';
import { formatMoney } from '@stagepass/domain/format';
import { paymentStateLabel, payoutDateText, payoutScheduleText, type PaymentState } from '@stagepass/domain/payouts';
import { COLUMNS, EVENT_PAYMENTS_TABLE, NO_PAYOUT, REFUNDED_COUNT } from '../payments-texts';

const STATE_COLORS: Record<PaymentState, string> = {
  Charged: 'blue',
  Pending: 'yellow',
  Dispute: 'orange',
  Completed: 'green',
  Reversed: 'gray',
};

/** A payout's state at a glance: its amount, then 'paid on …' or 'due on …'. */
export function PayoutStatusText({ payout }: { payout: PayoutRow }) {
  return (
    <Text size="sm">
      {formatMoney(payout.amount, payout.currency)} {payoutScheduleText(payout, payout.time_zone)}
    </Text>
  );
}

/** spec 001 §4 payment states of one event's payments, Reversed shown as 'Refunded'. */
function StateBadges({ rows }: { rows: readonly PaymentRow[] }) {
  return (
    <Group gap={4}>
      {rows.map((r) => (
        <Badge key={r.state} size="sm" variant="light" color={STATE_COLORS[r.state]} tt="none">
          {paymentStateLabel(r.state)} {formatMoney(r.amount, r.currency)}
        </Badge>
      ))}
    </Group>
  );
}

/** The per-event payment summaries (spec 001 §3): the event, its dates, tickets sold, gross sales and its payout. */
export function EventPaymentsTable({
  summaries,
  payments,
}: {
  summaries: readonly EventPaymentSummary[];
  payments: readonly PaymentRow[];
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={EVENT_PAYMENTS_TABLE} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{COLUMNS.event}</Table.Th>
            <Table.Th>{COLUMNS.dates}</Table.Th>
            <Table.Th ta="right">{COLUMNS.sold}</Table.Th>
            <Table.Th ta="right">{COLUMNS.gross}</Table.Th>
            <Table.Th>{COLUMNS.payout}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summaries.map((s) => {
            const refunded = s.tickets.reduce((n, t) => n + t.num_refunded, 0);
            const start = payoutDateText(s.evStartTime, s.time_zone);
            const end = payoutDateText(s.evEndTime, s.time_zone);
            return (
              <Table.Tr key={s.eventId}>
                <Table.Td>
                  <Stack gap={4}>
                    <Anchor component={Link} to={eventPath(s.eventId)} fw={600}>
                      {s.eventName}
                    </Anchor>
                    <StateBadges rows={payments.filter((p) => p.event_id === s.eventId)} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{start === end ? start : `${start} – ${end}`}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{s.grossTicketsSold}</Text>
                  {refunded > 0 && (
                    <Text size="xs" c="dimmed">
                      {REFUNDED_COUNT(refunded)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatMoney(s.grossTicketSales, s.currency)}</Text>
                </Table.Td>
                <Table.Td>
                  {s.payout ? (
                    <PayoutStatusText payout={s.payout} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {NO_PAYOUT}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
