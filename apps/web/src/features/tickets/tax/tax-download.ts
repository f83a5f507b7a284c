// The tax files, built on the download click: @stagepass/domain/tax-export (with csv-stringify and fflate) is its own
// chunk, loaded then, so neither library is in the main bundle.

import { monthPeriod, quarterPeriod, type TaxBreakdown } from '@stagepass/domain/tax';

export type TaxPeriod = { kind: 'month' | 'quarter'; index: number };

/** One period's CSV (spec 001 §9: its name carries the period and the date). */
export async function downloadTaxCsv(breakdown: TaxBreakdown, period: TaxPeriod): Promise<void> {
  const { taxCsv, taxCsvFileName } = await import('@stagepass/domain/tax-export');
  const monthly = period.kind === 'month';
  const amounts = (monthly ? breakdown.monthly : breakdown.quarterly)[period.index] ?? {};
  const name = (monthly ? monthPeriod : quarterPeriod)(breakdown.year, period.index);
  const csv = taxCsv(amounts, breakdown.currencies);
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), taxCsvFileName(name, breakdown.today));
}

/** The year's zip: the monthly files (Jan to Dec), then the quarterly ones (Q1 to Q4). */
export async function downloadTaxZip(breakdown: TaxBreakdown): Promise<void> {
  const { taxZip, taxZipFileName } = await import('@stagepass/domain/tax-export');
  const zip = taxZip(breakdown, breakdown.today);
  saveFile(
    new Blob([new Uint8Array(zip)], { type: 'application/zip' }),
    taxZipFileName(breakdown.year, breakdown.today),
  );
}

/** Saves the file through a temporary link (the browser's download). */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
