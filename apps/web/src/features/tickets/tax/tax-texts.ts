// The tax section's own labels (where the spec is silent). The terms, their messages and the period names are in
// @stagepass/domain/tax and are imported from there.

export const TAX_YEAR_LABEL = 'Year';
export const TAX_MONTHLY_HEADING = 'Monthly';
export const TAX_QUARTERLY_HEADING = 'Quarterly';
export const TAX_COLUMNS = {
  period: 'Period',
  state: 'State',
  type: 'Tax type',
  amount: 'Amount',
  file: 'File',
} as const;
export const NO_TAX_IN_PERIOD = 'No sales tax';
export const DOWNLOAD_CSV = 'CSV';
export const DOWNLOAD_CSV_FOR = (period: string) => `Download CSV for ${period}`;
export const DOWNLOAD_YEAR_ZIP = (year: number) => `Download ${year} (zip)`;
export const READ_TAX_TERMS = 'Read the sales tax terms';
export const TAX_ESTIMATE_NOTE =
  "Sales tax collected on your ticket sales, in each event's time zone; refunds come off in the month they were made.";
