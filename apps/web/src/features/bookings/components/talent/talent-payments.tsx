import { Alert, Anchor, Badge, Group, Skeleton, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RequestOutput } from '@stagepass/contract/registry';
import { bookingPaymentLabel, TALENT_PAYMENTS_HELP_BUTTON, type BookingPaymentState } from '@stagepass/domain/bids';
import { eventPath } from '@stagepass/domain/events';
import { formatMoney } from '@stagepass/domain/format';
import { payoutDateText, TALENT_PAYMENTS_LATER } from '@stagepass/domain/payouts';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useOpenableAction } from '../../../../lib/use-can-open';
import { useRequest } from '../../../../lib/use-request';
import { TalentPaymentsHelpButton } from '../help/talent-payments-help-modal';
import { TALENT_TEXTS as T } from './talent-texts';
import './talent.css';
import { ScrollTable } from '../../../../components/ui/scroll-table';

type PaymentRow = RequestOutput<'specialist_payment_query'>['payments'][number];

const STATE_COLORS: Record<BookingPaymentState, string> = {
  Charged: 'blue',
  Pending: 'yellow',
  Dispute: 'orange',
  Completed: 'green',
  Reversed: 'gray',
};

/** The event's dates at the venue: 'Mar 7, 2026', or 'Mar 7, 2026 – Mar 8, 2026' over two days. */
function datesText(row: PaymentRow): string {
  const start = payoutDateText(row.start_time, row.time_zone);
  const end = payoutDateText(row.end_time, row.time_zone);
  return start === end ? start : `${start} – ${end}`;
}

/**
 * spec 001 §4 Payout and disputes: paid on its date once Completed; nothing for a refunded booking; frozen while in
 * Dispute; otherwise due 5 days after the event (payout_due_at).
 */
function payoutText(row: PaymentRow): string {
  if (row.paid_at) return T.paidOn(payoutDateText(row.paid_at, row.time_zone));
  if (row.state === 'Reversed') return T.noPayout;
  if (row.state === 'Dispute') return T.frozen;
  return T.dueOn(payoutDateText(row.payout_due_at, row.time_zone));
}

function PaymentsTable({ rows }: { rows: readonly PaymentRow[] }) {
  const C = T.columns;
  return (
    <ScrollTable label={T.paymentsTable} minWidth={720}>
      <Table aria-label={T.paymentsTable} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{C.event}</Table.Th>
            <Table.Th>{C.date}</Table.Th>
            <Table.Th>{C.business}</Table.Th>
            <Table.Th ta="right">{C.amount}</Table.Th>
            <Table.Th>{C.state}</Table.Th>
            <Table.Th>{C.payout}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.bid_id}>
              <Table.Td>
                <Anchor component={Link} to={eventPath(row.event_id)}>
                  {row.event_name}
                </Anchor>
              </Table.Td>
              <Table.Td>{datesText(row)}</Table.Td>
              <Table.Td>{row.business_name}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.amount, row.currency)}</Table.Td>
              {/* The state's column is as wide as its badge: the table scrolls rather than cutting 'Completed'. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge size="sm" variant="light" color={STATE_COLORS[row.state]} tt="none" miw="max-content">
                  {bookingPaymentLabel(row.state)}
                </Badge>
              </Table.Td>
              <Table.Td>{payoutText(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function Totals({
  totals,
  currency,
}: {
  totals: RequestOutput<'specialist_payment_query'>['totals'];
  currency: string;
}) {
  const lines = [
    [T.grossBookingFees, totals.gross_booking_fees],
    [T.paid, totals.paid],
    [T.upcoming, totals.upcoming],
  ] as const;
  return (
    <Table aria-label={T.totalsLabel} maw={420} withRowBorders={false}>
      <Table.Tbody>
        {lines.map(([label, cents]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatMoney(cents, currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The talent's side of /dash/payments (spec 001 §2, §3 Payment row, §4 Payment states, Payout and disputes):
 * specialist_payment_query's booking payments, each with its event, dates in its time zone, business, amount, state
 * (Reversed shown as 'Refunded') and payout date; the totals; and the talent payments help.
 */
export function TalentPayments() {
  const query = useRequest('specialist_payment_query', {});
  // Payments come from bookings, and bookings from published schedules.
  const publish = useOpenableAction(T.publishSchedule, '/dash/scheduling');
  let body;
  if (query.isPending) body = <Skeleton h={240} aria-label={T.loadingPayments} />;
  else if (query.isError) body = <Alert color="gray">{query.error.message}</Alert>;
  else if (query.data.payments.length === 0) body = <EmptyState message={TALENT_PAYMENTS_LATER} action={publish} />;
  else
    body = (
      <Stack gap="lg">
        <Totals totals={query.data.totals} currency={query.data.payments[0]?.currency ?? 'USD'} />
        <PaymentsTable rows={query.data.payments} />
      </Stack>
    );
  return (
    <Stack component="section" aria-labelledby="talent-payments-heading" gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="talent-payments-heading">
          {T.paymentsHeading}
        </Title>
        <TalentPaymentsHelpButton label={TALENT_PAYMENTS_HELP_BUTTON} />
      </Group>
      {body}
    </Stack>
  );
}
