import { toCsv } from '@careops/core/format';

/** `--csv`: core's CSV (RFC 4180, formula guard), LF line ends and no byte-order mark, for scripts. */
export function renderCsv(lines: string[][]): string {
  return toCsv(lines, { lineEnding: '\n' });
}
