import { spreadsheetSafe } from '@careops/core/format';

/**
 * Tab-separated values for pipes: one record per line, fields separated by tabs. A backslash,
 * tab, newline or carriage return inside a field is written as `\\`, `\t`, `\n`, `\r`, so every
 * line splits cleanly with `cut -f` or `awk -F'\t'`. A field a spreadsheet would run as a formula
 * gets core's apostrophe guard, as in CSV: a TSV file is opened by spreadsheets too.
 */
export function tsvField(value: string): string {
  return spreadsheetSafe(value).replace(/[\\\t\n\r]/g, (char) => {
    switch (char) {
      case '\\':
        return '\\\\';
      case '\t':
        return '\\t';
      case '\n':
        return '\\n';
      default:
        return '\\r';
    }
  });
}

export function renderTsv(lines: string[][]): string {
  return lines.map((line) => `${line.map(tsvField).join('\t')}\n`).join('');
}
