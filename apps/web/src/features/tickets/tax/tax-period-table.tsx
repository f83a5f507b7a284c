import { Button, Table, Text } from '@mantine/core';
import type { TaxAmounts } from '@stagepass/domain/tax';
import { formatMoney } from '@stagepass/domain/format';
import { taxLines } from '@stagepass/domain/tax';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { DOWNLOAD_CSV, DOWNLOAD_CSV_FOR, NO_TAX_IN_PERIOD, TAX_COLUMNS as C } from './tax-texts';

export interface TaxPeriodRow {
  /** What the row is called on screen ('Jan', 'Q1'). */
  label: string;
  /** The period with its year, for the download button's name ('Jan 2026'). */
  fullLabel: string;
  amounts: TaxAmounts;
}

/**
 * One list of the breakdown (the months, or the quarters): each period's amounts by state and tax type, or 'No sales
 * tax', with the button that downloads that period's CSV.
 */
export function TaxPeriodTable({
  label,
  periods,
  currencies,
  onDownload,
}: {
  label: string;
  periods: readonly TaxPeriodRow[];
  currencies: Readonly<Record<string, string>>;
  onDownload: (index: number) => void;
}) {
  return (
    <ScrollTable label={label} minWidth={520}>
      <Table aria-label={label} verticalSpacing="xs" withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{C.period}</Table.Th>
            <Table.Th>{C.state}</Table.Th>
            <Table.Th>{C.type}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{C.amount}</Table.Th>
            <Table.Th>{C.file}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.flatMap((period, index) => {
            const lines = taxLines(period.amounts);
            const download = (
              <Table.Td rowSpan={Math.max(1, lines.length)}>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => onDownload(index)}
                  aria-label={DOWNLOAD_CSV_FOR(period.fullLabel)}
                >
                  {DOWNLOAD_CSV}
                </Button>
              </Table.Td>
            );
            const head = <Table.Th rowSpan={Math.max(1, lines.length)}>{period.label}</Table.Th>;
            if (lines.length === 0)
              return [
                <Table.Tr key={period.label}>
                  {head}
                  <Table.Td colSpan={3}>
                    <Text size="sm" c="dimmed">
                      {NO_TAX_IN_PERIOD}
                    </Text>
                  </Table.Td>
                  {download}
                </Table.Tr>,
              ];
            return lines.map((line, i) => (
              <Table.Tr key={`${period.label}\u0000${line.state}\u0000${line.type}`}>
                {i === 0 && head}
                <Table.Td>{line.state}</Table.Td>
                <Table.Td>{line.type}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  {formatMoney(line.cents, currencies[line.state] ?? 'USD')}
                </Table.Td>
                {i === 0 && download}
              </Table.Tr>
            ));
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
