import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventPaymentSummary, PaymentRow, PayoutRow } from '@stagepass/contract/payments/business_payment_query';
import { eventPath } from '@stagepass/domain/events';
import { formatMoney } from '@stagepass/domain/format';
import { paymentStateLabel, payoutDateText, payoutScheduleText, type PaymentState } from '@stagepass/domain/payouts';
import { CardFields, ScrollTable, useCardLayout } from '../../../components/ui/scroll-table';
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
        <Badge
          key={r.state}
          size="sm"
          variant="light"
          color={STATE_COLORS[r.state]}
          tt="none"
          style={{ flexShrink: 0 }}
        >
          {paymentStateLabel(r.state)} {formatMoney(r.amount, r.currency)}
        </Badge>
      ))}
    </Group>
  );
}

/** The event's dates: one day, or its first to its last. */
function datesText(s: EventPaymentSummary) {
  const start = payoutDateText(s.evStartTime, s.time_zone);
  const end = payoutDateText(s.evEndTime, s.time_zone);
  return start === end ? start : `${start} – ${end}`;
}

function SoldText({ summary: s }: { summary: EventPaymentSummary }) {
  const refunded = s.tickets.reduce((n, t) => n + t.num_refunded, 0);
  return (
    <>
      <Text size="sm">{s.grossTicketsSold}</Text>
      {refunded > 0 && (
        <Text size="xs" c="dimmed">
          {REFUNDED_COUNT(refunded)}
        </Text>
      )}
    </>
  );
}

function PayoutText({ summary: s }: { summary: EventPaymentSummary }) {
  return s.payout ? (
    <PayoutStatusText payout={s.payout} />
  ) : (
    <Text size="sm" c="dimmed">
      {NO_PAYOUT}
    </Text>
  );
}

/**
 * The per-event payment summaries (spec 001 §3): the event, its dates, tickets sold, gross sales and its payout. A
 * table on wide screens; on a phone, a card per event with the same figures as 'label: value' lines.
 */
export function EventPaymentsTable({
  summaries,
  payments,
}: {
  summaries: readonly EventPaymentSummary[];
  payments: readonly PaymentRow[];
}) {
  const cards = useCardLayout();
  const eventLink = (s: EventPaymentSummary, id?: string) => (
    <Anchor component={Link} to={eventPath(s.eventId)} fw={600} id={id}>
      {s.eventName}
    </Anchor>
  );
  const badges = (s: EventPaymentSummary) => <StateBadges rows={payments.filter((p) => p.event_id === s.eventId)} />;

  if (cards)
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={EVENT_PAYMENTS_TABLE}>
        {summaries.map((s) => (
          <Paper component="li" key={s.eventId} withBorder p="sm" aria-labelledby={`event-payment-${s.eventId}`}>
            <Stack gap={6}>
              {eventLink(s, `event-payment-${s.eventId}`)}
              {badges(s)}
              <CardFields
                fields={[
                  [COLUMNS.dates, datesText(s)],
                  [COLUMNS.sold, <SoldText key="sold" summary={s} />],
                  [COLUMNS.gross, formatMoney(s.grossTicketSales, s.currency)],
                  [COLUMNS.payout, <PayoutText key="payout" summary={s} />],
                ]}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <ScrollTable label={EVENT_PAYMENTS_TABLE} minWidth={640}>
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
          {summaries.map((s) => (
            <Table.Tr key={s.eventId}>
              <Table.Td>
                <Stack gap={4}>
                  {eventLink(s)}
                  {badges(s)}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{datesText(s)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <SoldText summary={s} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatMoney(s.grossTicketSales, s.currency)}</Text>
              </Table.Td>
              <Table.Td>
                <PayoutText summary={s} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
