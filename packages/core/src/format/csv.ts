/**
 * CSV as spreadsheets read it, one rule for every face (server export, web export, `careops
 * --csv`): RFC 4180 quoting (a field holding a comma, a double quote, CR or LF, or with
 * whitespace at either end, is quoted with inner quotes doubled) and a guard against formula
 * injection: a text starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it (a member's nickname such
 * as `=HYPERLINK(…)` comes from the public app). Every leading `-` is guarded, numbers too:
 * `-1+1` is a formula, and a cell cannot tell the two apart without evaluating it.
 */

/** A byte-order mark, so spreadsheet programs read the file as UTF-8 (names in any script). */
export const CSV_BOM = '\uFEFF';

export interface CsvOptions {
  /** Between records and after the last one (default CRLF, as RFC 4180 and spreadsheets expect). */
  lineEnding?: '\r\n' | '\n';
  /** Start with a UTF-8 byte-order mark (default false). */
  bom?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** `text` as a spreadsheet shows it rather than runs it: formula starts get a leading apostrophe. */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: guarded, then quoted when it must be. */
export function csvField(value: string): string {
  const safe = spreadsheetSafe(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, with its line ending. */
export function csvLine(fields: readonly string[], options: CsvOptions = {}): string {
  return `${fields.map(csvField).join(',')}${options.lineEnding ?? '\r\n'}`;
}

/** A whole file: each line a record (the first one usually the header), each ended. */
export function toCsv(lines: ReadonlyArray<readonly string[]>, options: CsvOptions = {}): string {
  return `${options.bom ? CSV_BOM : ''}${lines.map((line) => csvLine(line, options)).join('')}`;
}
