// The sales tax export (spec 001 §5 and §9 Tax CSV): one CSV per period, and a zip of the year's monthly and
// quarterly files. Kept apart from ./tax because it brings csv-stringify and fflate: the web loads it on the
// download click only, so neither is in the main bundle.

import { stringify } from 'csv-stringify/browser/esm/sync';
import { strToU8, zipSync } from 'fflate';
import {
  amountDecimal,
  MONTHS,
  monthPeriod,
  QUARTERS,
  quarterPeriod,
  taxLines,
  type TaxAmounts,
  type TaxBreakdown,
} from './tax';

/** The CSV's columns. Amount is in the major unit of Currency (dollars with two decimals for USD), exact. */
export const TAX_CSV_COLUMNS = ['State', 'Tax type', 'Currency', 'Amount'] as const;

/**
 * spec 001 §5: a header row is always written; with no data, a single empty row (one empty cell per column, so a
 * spreadsheet still reads four columns).
 */
export function taxCsv(amounts: TaxAmounts, currencies: Readonly<Record<string, string>>): string {
  const lines = taxLines(amounts);
  const rows =
    lines.length === 0
      ? [TAX_CSV_COLUMNS.map(() => '')]
      : lines.map((l) => {
          const currency = currencies[l.state] ?? 'USD';
          return [l.state, l.type, currency, amountDecimal(l.cents, currency)];
        });
  return stringify([[...TAX_CSV_COLUMNS], ...rows], { record_delimiter: '\r\n' });
}

/** spec 001 §9: file names carry the period and the date: sales-tax-2026-03-2026-11-24.csv, sales-tax-2026-Q1-….csv. */
export function taxCsvFileName(period: string, date: string): string {
  return `sales-tax-${period}-${date}.csv`;
}

/** The year's zip: sales-tax-2026-2026-11-24.zip. */
export function taxZipFileName(year: number, date: string): string {
  return `sales-tax-${year}-${date}.zip`;
}

export interface TaxFile {
  name: string;
  csv: string;
}

/** The files of one year: the monthly ones (Jan to Dec), then the quarterly ones (Q1 to Q4), spec 001 §9. */
export function taxZipEntries(breakdown: TaxBreakdown, date: string): TaxFile[] {
  const file = (period: string, amounts: TaxAmounts | undefined): TaxFile => ({
    name: taxCsvFileName(period, date),
    csv: taxCsv(amounts ?? {}, breakdown.currencies),
  });
  return [
    ...MONTHS.map((_, i) => file(monthPeriod(breakdown.year, i), breakdown.monthly[i])),
    ...QUARTERS.map((_, i) => file(quarterPeriod(breakdown.year, i), breakdown.quarterly[i])),
  ];
}

/** The zip of taxZipEntries, its files in that order, dated the export date (so the same input gives the same zip). */
export function taxZip(breakdown: TaxBreakdown, date: string): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const entry of taxZipEntries(breakdown, date)) files[entry.name] = strToU8(entry.csv);
  return zipSync(files, { mtime: `${date}T12:00:00` });
}
