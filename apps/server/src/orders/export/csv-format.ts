import { t } from '@careops/core';
import type { ExportRecord } from './export-record';
import { centsText, type ExportColumn } from './export-columns';
import type { ExportFormat } from './export-format';
import { localTimeFormatter } from './local-time';
import { memoized } from './text-memo';

/**
 * CSV as spreadsheets open it: RFC 4180 (fields with `,` `"` CR LF or edge spaces quoted,
 * quotes doubled, CRLF line ends), a UTF-8 byte-order mark so Excel reads UTF-8, the column
 * titles first, and text that a spreadsheet would run as a formula prefixed with `'` (as the
 * web's list CSV does).
 */
const needsQuotes = /[",\r\n]|^\s|\s$/;
const formulaStart = /^[=+\-@\t\r]/;

export function csvField(text: string): string {
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvFormat(columns: ExportColumn[]): ExportFormat {
  const time = localTimeFormatter();
  // One cell writer per column, chosen once: the per-row work is the value and its text.
  const cells = columns.map((column): ((row: ExportRecord) => string) => {
    const value = column.value;
    switch (column.kind) {
      case 'number':
        return (row) => String(value(row) ?? '');
      case 'money':
        return (row) => {
          const v = value(row);
          return v === null ? '' : centsText(Number(v));
        };
      case 'date':
        return (row) => {
          const v = value(row);
          return v === null ? '' : time.text(Number(v));
        };
      default: {
        const escape = column.repeats ? memoized(csvField) : csvField;
        return (row) => {
          const v = value(row);
          return v === null ? '' : escape(String(v));
        };
      }
    }
  });
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    start: () => [Buffer.from(`\ufeff${columns.map((c) => csvField(t(c.title))).join(',')}\r\n`, 'utf8')],
    rows: (rows) => {
      let text = '';
      for (const row of rows) {
        let line = (cells[0] as (row: ExportRecord) => string)(row);
        for (let i = 1; i < cells.length; i++) line += `,${(cells[i] as (row: ExportRecord) => string)(row)}`;
        text += `${line}\r\n`;
      }
      return [Buffer.from(text, 'utf8')];
    },
    end: () => [],
  };
}
