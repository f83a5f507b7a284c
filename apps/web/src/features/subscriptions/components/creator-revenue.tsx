import { Alert, Badge, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { ProductRemit } from '@stagepass/contract/catalogue/get_remits_for_products';
import { formatMoney } from '@stagepass/domain/format';
import {
  CREATOR_REVENUE_HEADING,
  LOADING_REVENUE,
  NO_CREATOR_REVENUE,
  NO_SUBSCRIBERS,
  OTHER_CONTENT,
  periodText,
  planPriceText,
  REVENUE_COLUMNS,
  REVENUE_WINDOW,
  SUBSCRIBERS_HEADING,
  SUBSCRIPTION_STATE_LABELS,
} from '@stagepass/domain/subscriptions';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useRequest } from '../../../lib/use-request';

/** The window of the revenue table: the last 12 months to today, as the member's calendar has them. */
export function revenueWindow(today = dayjs()): { start_date: string; end_date: string } {
  return {
    start_date: today.subtract(1, 'year').add(1, 'day').format('YYYY-MM-DD'),
    end_date: today.format('YYYY-MM-DD'),
  };
}

function RevenueTable({ remits }: { remits: ProductRemit[] }) {
  const money = (cents: number, currency: string) => formatMoney(cents, currency);
  return (
    <ScrollTable label={CREATOR_REVENUE_HEADING} minWidth={560}>
      <Table striped withTableBorder aria-label={CREATOR_REVENUE_HEADING}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{REVENUE_COLUMNS.product}</Table.Th>
            <Table.Th ta="right">{REVENUE_COLUMNS.subscriptions}</Table.Th>
            <Table.Th ta="right">{REVENUE_COLUMNS.assetSales}</Table.Th>
            <Table.Th ta="right">{REVENUE_COLUMNS.fees}</Table.Th>
            <Table.Th ta="right">{REVENUE_COLUMNS.net}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {remits.map((r) => (
            <Table.Tr key={`${r.product_id ?? 'none'}-${r.currency}`}>
              <Table.Th scope="row" fw={500}>
                {r.product_id === null ? OTHER_CONTENT : r.name}
              </Table.Th>
              <Table.Td ta="right">
                {money(r.subscription_cents, r.currency)}
                <Text component="span" size="xs" c="dimmed">
                  {` (${r.cycles})`}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {money(r.asset_sales_cents, r.currency)}
                <Text component="span" size="xs" c="dimmed">
                  {` (${r.sales})`}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{money(r.subscription_fee_cents + r.asset_fee_cents, r.currency)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {money(r.net_cents, r.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The subscribers of the creator's products (get_subscriptions, the creator's list): who, on which plan, and state. */
function Subscribers() {
  const query = useRequest('get_subscriptions', {}, { meta: { silent: true } });
  if (query.isPending) return <Skeleton h={80} />;
  if (query.isError) return <Alert color="gray">{query.error.message}</Alert>;
  const list = query.data.subscriptions;
  if (list.length === 0) return <Text c="dimmed">{NO_SUBSCRIBERS}</Text>;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={SUBSCRIBERS_HEADING}>
      {list.map((s) => (
        <Group key={s.subscription_id} component="li" gap="xs" wrap="wrap">
          <Text fw={600}>{s.subscriber?.name}</Text>
          <Text size="sm" c="dimmed">
            {s.product_name} · {s.plan_name} · {planPriceText(s.price, s.currency, s.interval)}
          </Text>
          <Badge variant="light" color={s.has_access ? 'green' : 'gray'}>
            {SUBSCRIPTION_STATE_LABELS[s.state]}
          </Badge>
          <Text size="xs" c="dimmed">
            {periodText(s)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * A creator's product and subscription revenue for /dash/payments (issue 14): by product over the last 12 months
 * (get_remits_for_products: subscription cycles paid and content sold, the fees, and the creator's share paid out
 * at each cycle start), then the subscribers of their products.
 */
export function CreatorRevenue() {
  const dates = useMemo(() => revenueWindow(), []);
  const remits = useRequest('get_remits_for_products', dates, { meta: { silent: true } });
  let body;
  if (remits.isPending) body = <Skeleton h={120} aria-label={LOADING_REVENUE} />;
  else if (remits.isError) body = <Alert color="gray">{remits.error.message}</Alert>;
  else if (remits.data.remits.length === 0) body = <Text c="dimmed">{NO_CREATOR_REVENUE}</Text>;
  else body = <RevenueTable remits={remits.data.remits} />;
  return (
    <Stack gap="md" component="section" aria-labelledby="creator-revenue-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="creator-revenue-heading">
          {CREATOR_REVENUE_HEADING}
        </Title>
        <Text size="sm" c="dimmed">
          {REVENUE_WINDOW}
        </Text>
      </Group>
      {body}
      <Title order={3} size="h4">
        {SUBSCRIBERS_HEADING}
      </Title>
      <Subscribers />
    </Stack>
  );
}
