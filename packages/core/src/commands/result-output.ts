import { toCsv } from '../format/csv';
import { t } from '../i18n/translate';
import type { CommandResult } from './types';

/** Where a navigate result's page is, for `--json` (the server origin, when the face knows it). */
export interface ResultOutputOptions {
  serverUrl?: string;
}

type Cell = string | number | null | undefined;
const cellText = (value: Cell): string => (value === null || value === undefined ? '' : String(value));

function pageUrl(path: string, serverUrl: string | undefined): string | undefined {
  return serverUrl ? `${serverUrl}${path.startsWith('/') ? '' : '/'}${path}` : undefined;
}

/** The value `--json` prints for a result: the same in `careops` and the terminal panel. */
export function resultJson(result: CommandResult, options: ResultOutputOptions = {}): unknown {
  switch (result.kind) {
    case 'table':
      return result.data ?? result.rows;
    case 'record':
      return result.data ?? Object.fromEntries(result.fields.map((f) => [f.label, f.value]));
    case 'text':
      return { text: result.text };
    case 'items':
      return result.items;
    case 'navigate': {
      const url = pageUrl(result.path, options.serverUrl);
      return { path: result.path, title: result.title, ...(url ? { url } : {}) };
    }
    case 'none':
      return { ok: true };
  }
}

/** `--json` text: the value, indented, with a final line end. */
export function renderResultJson(result: CommandResult, options: ResultOutputOptions = {}): string {
  return `${JSON.stringify(resultJson(result, options), null, 2)}\n`;
}

/**
 * The rows `--csv` (and TSV to a pipe) print for a result, header first: a table's column keys
 * and cells, a record's fields, a bulk run's `id result message`; null for results that are not
 * rows (text, a page, nothing).
 */
export function resultRows(result: CommandResult, options: { recordHeader: boolean }): string[][] | null {
  switch (result.kind) {
    case 'table':
      return [result.columns.map((c) => c.key), ...result.rows.map((row) => result.columns.map((c) => cellText(row[c.key] as Cell)))];
    case 'record': {
      const lines = result.fields.map((f) => [f.label, f.value]);
      return options.recordHeader ? [['field', 'value'], ...lines] : lines;
    }
    case 'items': {
      const outcome = (ok: boolean) => (ok ? t('resources.items.ok') : t('resources.items.failed'));
      return [['id', 'result', 'message'], ...result.items.map((item) => [item.id, outcome(item.ok), item.message])];
    }
    default:
      return null;
  }
}

/** `--csv` text of a result (core's CSV, LF line ends, no byte-order mark), or null when it has no rows. */
export function renderResultCsv(result: CommandResult): string | null {
  const rows = resultRows(result, { recordHeader: true });
  return rows ? toCsv(rows, { lineEnding: '\n' }) : null;
}
