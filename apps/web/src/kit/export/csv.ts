/**
 * CSV as spreadsheets read it (RFC 4180): fields separated by commas, lines by CRLF, a field
 * quoted when it holds a comma, a quote, a line break or edge spaces, quotes doubled inside.
 * A text cell starting with `=`, `+`, `@`, a tab or a carriage return, or `-` followed by
 * something other than a number, gets a leading apostrophe so a spreadsheet shows it instead of
 * running it as a formula (CSV injection); numbers such as `-12.5` are left alone.
 */
const FORMULA_START = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One field, escaped. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: the header line, then one line per row; ends with a line break. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (names in any script). */
export const CSV_BOM = '\uFEFF';
