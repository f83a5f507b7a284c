import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatMoney } from '@stagepass/domain/format';
import { revenueByPeriod, revenuePeriodLabel, type RevenuePeriod } from '@stagepass/domain/payouts';
import { NO_REVENUE_YET, REVENUE_HEADING, REVENUE_LABEL, REVENUE_PERIODS } from '../payments-texts';

export interface RevenueDay {
  day: string;
  currency: string;
  revenue: number;
}

/** The currency most of the revenue is in: the chart shows one currency (a business sells in its country's). */
function mainCurrency(days: readonly RevenueDay[]): string | null {
  const totals = new Map<string, number>();
  for (const d of days) totals.set(d.currency, (totals.get(d.currency) ?? 0) + d.revenue);
  return [...totals.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * Ticket revenue by week or by month (the sales that stand, by the day they were bought), as a bar chart with the
 * same figures in a table for screen readers.
 */
export function RevenueChart({ days }: { days: readonly RevenueDay[] }) {
  const [period, setPeriod] = useState<RevenuePeriod>('month');
  const currency = mainCurrency(days);
  const data = useMemo(
    () =>
      currency
        ? revenueByPeriod(
            days.filter((d) => d.currency === currency),
            period,
          ).map((p) => ({ label: revenuePeriodLabel(p.period, period), revenue: p.revenue }))
        : [],
    [days, currency, period],
  );
  const money = (cents: number) => formatMoney(cents, currency ?? 'USD');

  return (
    <Stack gap="xs" component="section" aria-labelledby="revenue-heading" pos="relative">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="revenue-heading">
          {REVENUE_HEADING}
        </Title>
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(value) => setPeriod(value as RevenuePeriod)}
          data={[
            { value: 'week', label: REVENUE_PERIODS.week },
            { value: 'month', label: REVENUE_PERIODS.month },
          ]}
        />
      </Group>
      {data.length === 0 ? (
        <Text c="dimmed">{NO_REVENUE_YET}</Text>
      ) : (
        <>
          <BarChart
            h={240}
            data={data}
            dataKey="label"
            series={[{ name: 'revenue', label: REVENUE_LABEL, color: 'grape.6' }]}
            // Values are minor units ('cents'), shown as money on the axis and in the tooltip.
            valueFormatter={(value) => money(value)}
            // Hidden from screen readers (the table below says the figures), so no keyboard stop either.
            aria-hidden
            accessibilityLayer={false}
          />
          {/* The figures for screen readers, clipped in place: in a 1 px box the table would be wider than its box. */}
          <Table
            aria-label={`${REVENUE_LABEL} ${REVENUE_PERIODS[period].toLowerCase()}`}
            style={{ position: 'absolute', insetInlineStart: 0, bottom: 0, clipPath: 'inset(50%)' }}
          >
            <Table.Tbody>
              {data.map((d) => (
                <Table.Tr key={d.label}>
                  <Table.Th scope="row">{d.label}</Table.Th>
                  <Table.Td>{money(d.revenue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
