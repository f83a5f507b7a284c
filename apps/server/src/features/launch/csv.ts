import { stringify } from 'csv-stringify/sync';

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection). A phone number
// such as '+1 (415) 555-0100' or '-' alone is left as it is.
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

/**
 * Text a spreadsheet would evaluate gets a leading apostrophe, as OWASP advises for exported
 * submissions that anyone could have typed.
 */
function defuse(value: string | number | null | undefined): string | number | null | undefined {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180 CSV (csv-stringify): CRLF records, fields quoted when they hold a quote, comma, CR or LF. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return stringify(
    rows.map((r) => r.map(defuse)),
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
