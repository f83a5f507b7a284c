import { Badge, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { AffiliateClient, AffiliateEarning, AffiliatePayout } from '@stagepass/contract/affiliate/fields';
import {
  AFFILIATE_CLIENT_ROLES,
  AFFILIATE_PAYOUT_STATUS_LABELS,
  AFFILIATE_SOURCE_LABELS,
  affiliatePercentText,
  monthLabel,
  NO_AFFILIATE_CLIENTS,
  NO_AFFILIATE_EARNINGS,
  NO_AFFILIATE_PAYOUTS,
} from '@stagepass/domain/affiliate';
import { formatMoney } from '@stagepass/domain/format';
import { ScrollTable } from '../../../components/ui/scroll-table';

const day = (iso: string) => dayjs(iso).format('MMM D, YYYY');
const STATUS_COLORS = { due: 'blue', paid: 'green', failed: 'orange' } as const;

/** The members who registered with the affiliate's code. */
export function ClientsTable({ clients }: { clients: readonly AffiliateClient[] }) {
  if (clients.length === 0) return <Text c="dimmed">{NO_AFFILIATE_CLIENTS}</Text>;
  return (
    <ScrollTable label="Referrals" minWidth={480}>
      <Table striped aria-label="Referrals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Joined</Table.Th>
            <Table.Th ta="right">Earned you</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((c) => (
            <Table.Tr key={c.member_id}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{AFFILIATE_CLIENT_ROLES[c.role]}</Table.Td>
              <Table.Td>{day(c.joined_at)}</Table.Td>
              <Table.Td ta="right">{formatMoney(c.earned_cents, c.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** One row per settled sale of a referred member: what it was, its amount, the share's rate and the share. */
export function EarningsTable({ earnings }: { earnings: readonly AffiliateEarning[] }) {
  if (earnings.length === 0) return <Text c="dimmed">{NO_AFFILIATE_EARNINGS}</Text>;
  return (
    <ScrollTable label="Earnings" minWidth={640}>
      <Table striped aria-label="Earnings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Member</Table.Th>
            <Table.Th>Sale</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Share</Table.Th>
            <Table.Th ta="right">You earn</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {earnings.map((e) => (
            <Table.Tr key={e.earning_id}>
              <Table.Td>{day(e.earned_at)}</Table.Td>
              <Table.Td>{e.client_name}</Table.Td>
              <Table.Td>
                {AFFILIATE_SOURCE_LABELS[e.source]}
                {e.event_name && (
                  <Text span size="sm" c="dimmed">
                    {` · ${e.event_name}`}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(e.base_cents, e.currency)}</Table.Td>
              <Table.Td ta="right">{affiliatePercentText(e.pct)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(e.share_cents, e.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** spec 001 §1 Money: each month's payout, its shares less the processing fees. */
export function PayoutsTable({ payouts }: { payouts: readonly AffiliatePayout[] }) {
  if (payouts.length === 0) return <Text c="dimmed">{NO_AFFILIATE_PAYOUTS}</Text>;
  return (
    <ScrollTable label="Payouts" minWidth={640}>
      <Table striped aria-label="Payouts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th ta="right">Revenue share</Table.Th>
            <Table.Th ta="right">Processing fees</Table.Th>
            <Table.Th ta="right">Payout</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((p) => (
            <Table.Tr key={p.payout_id} data-testid={`affiliate-payout-${p.month}`}>
              <Table.Td>{monthLabel(p.month)}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.gross_cents, p.currency)}</Table.Td>
              <Table.Td ta="right">−{formatMoney(p.fee_cents, p.currency)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatMoney(p.amount_cents, p.currency)}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[p.status]} variant="light">
                  {AFFILIATE_PAYOUT_STATUS_LABELS[p.status]}
                </Badge>
                {p.status === 'paid' && p.paid_at && (
                  <Text size="xs" c="dimmed">
                    {`paid on ${day(p.paid_at)}`}
                  </Text>
                )}
                {p.failure_message && (
                  <Text size="xs" c="dimmed">
                    {p.failure_message}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
