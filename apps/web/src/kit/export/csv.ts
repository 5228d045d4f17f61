import { CSV_BOM, csvField, toCsv as coreCsv } from '@careops/core/format';

/**
 * The list export's CSV: core's rule (format/csv.ts: RFC 4180 quoting, the apostrophe guard
 * against formulas, the same in every face), CRLF line ends as spreadsheets expect.
 */
export { CSV_BOM, csvField };

/** A whole file: the header line, then one line per row; ends with a line break. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return coreCsv([header, ...rows]);
}
