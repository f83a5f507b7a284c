import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '@stagepass/domain/format';
import { FEES, SUBTOTAL, TOTAL } from '../ticket-texts';

export interface Charges {
  subtotal_cents: number;
  fee_cents: number;
  taxes: readonly { type: string; rate_pct: number; amount_cents: number }[];
  total_cents: number;
  currency: string;
}

/** The ticket price of a line: its money, or 'Free'. */
export function priceText(cents: number, currency: string, free = 'Free'): string {
  return cents === 0 ? free : formatMoney(cents, currency);
}

/**
 * spec 001 §9: what the buyer pays, line by line: the tickets, the fees (the product's and the processor's), each
 * tax of the ticket, and the total. `items` are the lines above the subtotal (the receipt lists the tickets).
 */
export function ChargesTable({ charges, items, label }: { charges: Charges; items?: ReactNode; label: string }) {
  const money = (cents: number) => formatMoney(cents, charges.currency);
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={4} fz="sm">
      <Table.Tbody>
        {items}
        <Table.Tr>
          <Table.Th scope="row" fw={400}>
            {SUBTOTAL}
          </Table.Th>
          <Table.Td ta="right">{money(charges.subtotal_cents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" fw={400}>
            {FEES}
          </Table.Th>
          <Table.Td ta="right">{money(charges.fee_cents)}</Table.Td>
        </Table.Tr>
        {charges.taxes.map((t, i) => (
          <Table.Tr key={`${t.type}-${i}`}>
            <Table.Th scope="row" fw={400}>
              {t.type} ({t.rate_pct}%)
            </Table.Th>
            <Table.Td ta="right">{money(t.amount_cents)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Th scope="row">{TOTAL}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {money(charges.total_cents)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
