import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  amountDecimal,
  monthPeriod,
  quarterPeriod,
  TAX_TERMS,
  taxBreakdown,
  taxLines,
  taxTermsStatus,
  type TaxSum,
} from './tax';
import { TAX_CSV_COLUMNS, taxCsv, taxCsvFileName, taxZip, taxZipEntries, taxZipFileName } from './tax-export';

const sum = (fields: Partial<TaxSum>): TaxSum => ({
  state: 'CA',
  month: 1,
  type: 'Sales Tax',
  cents: 100,
  currency: 'USD',
  ...fields,
});

describe('Tax CSV (spec 001 §5, §9)', () => {
  it('always writes the header row first', () => {
    const csv = taxCsv({ CA: { 'Sales Tax': 1234 } }, { CA: 'USD' });
    expect(csv.split('\r\n')[0]).toBe('State,Tax type,Currency,Amount');
    expect(TAX_CSV_COLUMNS).toEqual(['State', 'Tax type', 'Currency', 'Amount']);
    expect(csv).toBe('State,Tax type,Currency,Amount\r\nCA,Sales Tax,USD,12.34\r\n');
  });

  it('writes a single empty row when there is no data', () => {
    expect(taxCsv({}, {})).toBe('State,Tax type,Currency,Amount\r\n,,,\r\n');
  });

  it('carries the period and the export date in each file name', () => {
    expect(taxCsvFileName(monthPeriod(2026, 2), '2026-11-24')).toBe('sales-tax-2026-03-2026-11-24.csv');
    expect(taxCsvFileName(quarterPeriod(2026, 0), '2026-11-24')).toBe('sales-tax-2026-Q1-2026-11-24.csv');
    expect(taxZipFileName(2026, '2026-11-24')).toBe('sales-tax-2026-2026-11-24.zip');
  });

  it('bundles the monthly (Jan to Dec) then the quarterly (Q1 to Q4) files in the zip, in that order', () => {
    const breakdown = taxBreakdown(2026, '2026-11-24', [sum({ month: 2, cents: 250 })]);
    const files = unzipSync(taxZip(breakdown, '2026-11-24'));
    const names = [
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2026-${m}`),
      ...['Q1', 'Q2', 'Q3', 'Q4'].map((q) => `2026-${q}`),
    ].map((period) => `sales-tax-${period}-2026-11-24.csv`);
    expect(Object.keys(files)).toEqual(names);
    expect(taxZipEntries(breakdown, '2026-11-24').map((f) => f.name)).toEqual(names);
    expect(strFromU8(files['sales-tax-2026-02-2026-11-24.csv']!)).toContain('CA,Sales Tax,USD,2.50');
    expect(strFromU8(files['sales-tax-2026-Q1-2026-11-24.csv']!)).toContain('CA,Sales Tax,USD,2.50');
    expect(strFromU8(files['sales-tax-2026-01-2026-11-24.csv']!)).toBe('State,Tax type,Currency,Amount\r\n,,,\r\n');
  });

  it('quotes what a state or tax type name needs, and writes amounts exactly in the major unit', () => {
    const csv = taxCsv({ 'Washington, DC': { 'Tax "A"': -5 } }, { 'Washington, DC': 'USD' });
    expect(csv).toBe('State,Tax type,Currency,Amount\r\n"Washington, DC","Tax ""A""",USD,-0.05\r\n');
    expect(amountDecimal(123456)).toBe('1234.56');
    expect(amountDecimal(7)).toBe('0.07');
    expect(amountDecimal(1500, 'JPY')).toBe('1500');
    expect(amountDecimal(2 ** 40 + 1)).toBe('10995116277.77');
  });
});

describe('taxBreakdown (spec 001 §3 Tax)', () => {
  it('has 12 empty monthly entries then 4 empty quarterly ones for a year without sales', () => {
    const b = taxBreakdown(2026, '2026-11-24', []);
    expect(b.monthly).toEqual(Array.from({ length: 12 }, () => ({})));
    expect(b.quarterly).toEqual([{}, {}, {}, {}]);
  });

  it('maps state → tax type → amount per month, and sums each quarter from its months', () => {
    const b = taxBreakdown(2026, '2026-11-24', [
      sum({ month: 1, cents: 100 }),
      sum({ month: 3, cents: 50 }),
      sum({ month: 3, type: 'City Tax', cents: 20 }),
      sum({ month: 4, state: 'NY', cents: 300 }),
      // A sale refunded in the next month of the quarter nets to nothing in the quarter.
      sum({ month: 11, state: 'NY', cents: 40 }),
      sum({ month: 12, state: 'NY', cents: -40 }),
    ]);
    expect(b.monthly[0]).toEqual({ CA: { 'Sales Tax': 100 } });
    expect(b.monthly[2]).toEqual({ CA: { 'Sales Tax': 50, 'City Tax': 20 } });
    expect(b.monthly[11]).toEqual({ NY: { 'Sales Tax': -40 } });
    expect(b.quarterly).toEqual([{ CA: { 'Sales Tax': 150, 'City Tax': 20 } }, { NY: { 'Sales Tax': 300 } }, {}, {}]);
    expect(b.currencies).toEqual({ CA: 'USD', NY: 'USD' });
    expect(taxLines(b.quarterly[0]!)).toEqual([
      { state: 'CA', type: 'City Tax', cents: 20 },
      { state: 'CA', type: 'Sales Tax', cents: 150 },
    ]);
  });

  it("keeps a tax type named '__proto__' as an entry", () => {
    const b = taxBreakdown(2026, '2026-11-24', [sum({ type: '__proto__', cents: 9 })]);
    expect(Object.keys(b.monthly[0]!.CA!)).toEqual(['__proto__']);
    expect(taxLines(b.monthly[0]!)).toEqual([{ state: 'CA', type: '__proto__', cents: 9 }]);
  });
});

describe('taxTermsStatus', () => {
  it('asks again when the business accepted an older version or none', () => {
    expect(taxTermsStatus(null)).toEqual({
      renew: true,
      accepted_version: null,
      latest_version: TAX_TERMS.version,
      policy: TAX_TERMS.policy,
    });
    expect(taxTermsStatus('2024-01-01').renew).toBe(true);
    expect(taxTermsStatus(TAX_TERMS.version).renew).toBe(false);
  });
});
