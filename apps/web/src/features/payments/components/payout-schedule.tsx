import { Alert, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { PayoutRow } from '@stagepass/contract/payments/business_payment_query';
import { formatMoney } from '@stagepass/domain/format';
import { PAYOUT_STATUS_LABELS, payoutScheduleText } from '@stagepass/domain/payouts';
import { BREAKDOWN, BREAKDOWN_ROWS, NO_PAYOUTS } from '../payments-texts';

const STATUS_COLORS = { due: 'blue', paid: 'green', failed: 'orange' } as const;

/** How a payout was worked out: the ticket prices sold, the refunds, the processor's monthly fee, the payout. */
function BreakdownTable({ payout }: { payout: PayoutRow }) {
  const b = payout.breakdown;
  const money = (cents: number) => formatMoney(cents, payout.currency);
  const rows: [string, string][] = [[BREAKDOWN_ROWS.gross(b.tickets_sold), money(b.gross_cents)]];
  if (b.refunds_cents > 0) rows.push([BREAKDOWN_ROWS.refunds(b.tickets_refunded), `−${money(b.refunds_cents)}`]);
  if (b.processor_monthly_pct > 0)
    rows.push([BREAKDOWN_ROWS.monthly(b.processor_monthly_pct), `−${money(b.processor_monthly_cents)}`]);
  return (
    <Table aria-label={`${BREAKDOWN}: ${payout.event_name}`} withRowBorders={false} verticalSpacing={2} fz="sm">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            {/* An amount stays on one line: '−$10.00', not a minus sign above it. */}
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Th scope="row">{BREAKDOWN_ROWS.total}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {money(payout.amount)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** The payout schedule: one card per event payout, 'paid on {date}' or 'due on {date}', with its breakdown. */
export function PayoutSchedule({ payouts }: { payouts: readonly PayoutRow[] }) {
  if (payouts.length === 0) return <Text c="dimmed">{NO_PAYOUTS}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {payouts.map((p) => {
        const titleId = `payout-${p.event_id}`;
        return (
          <Card component="li" key={p.event_id} withBorder radius="md" padding="md" aria-labelledby={titleId}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700} id={titleId}>
                    {p.event_name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {payoutScheduleText(p, p.time_zone)}
                  </Text>
                </Stack>
                {/* The badge and the amount keep their width; a long event name wraps instead. */}
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Badge color={STATUS_COLORS[p.status]} variant="light" style={{ flexShrink: 0 }}>
                    {PAYOUT_STATUS_LABELS[p.status]}
                  </Badge>
                  <Text fw={700}>{formatMoney(p.amount, p.currency)}</Text>
                </Group>
              </Group>
              {p.failure_message && (
                <Alert color="orange" variant="light" p="xs">
                  <Text size="sm">{p.failure_message}</Text>
                </Alert>
              )}
              <BreakdownTable payout={p} />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
