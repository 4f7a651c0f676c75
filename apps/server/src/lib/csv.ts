/**
 * CSV for spreadsheets (RFC 4180), safe against formula injection (OWASP "CSV Injection"): a cell
 * that starts with =, +, -, @, a tab or a carriage return is prefixed with a single quote, so a
 * spreadsheet shows it as text instead of running it.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** UTF-8 byte order mark: spreadsheets then read the file as UTF-8 (accents, emoji). */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula-looking text neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 says. */
export const csvRow = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;
