import { resultJson as coreResultJson, resultRows, type CommandItemResult, type CommandResult } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { renderCsv } from './csv';
import type { OutputMode } from './output-mode';
import { renderTable } from './table';
import { displayWidth, padToWidth } from './text-width';
import { renderTsv } from './tsv';

export interface RenderOptions {
  /** Server origin, to turn a page path into a URL. */
  serverUrl?: string;
  /** Terminal width, for tables. */
  width?: number;
  color?: boolean;
}

type Cell = string | number | null | undefined;
const cellText = (value: Cell): string => (value === null || value === undefined ? '' : String(value));

function pageUrl(path: string, serverUrl: string | undefined): string | undefined {
  return serverUrl ? `${serverUrl}${path.startsWith('/') ? '' : '/'}${path}` : undefined;
}

/** The value `--json` prints for a result: core's, the terminal panel's too. */
export const resultJson = (result: CommandResult, options: RenderOptions = {}): unknown => coreResultJson(result, options.serverUrl ? { serverUrl: options.serverUrl } : {});

export function renderJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function renderRecordLines(fields: Array<{ label: string; value: string }>): string {
  const width = Math.max(0, ...fields.map((f) => displayWidth(f.label)));
  return fields
    .map((f) => {
      const [first = '', ...rest] = f.value.split(/\r?\n/);
      const indent = ' '.repeat(width + 2);
      return [`${padToWidth(f.label, width)}  ${first}`.trimEnd(), ...rest.map((line) => `${indent}${line}`)].join('\n');
    })
    .map((line) => `${line}\n`)
    .join('');
}

/**
 * Per-item results of a bulk command, one line per item: a table on a terminal (result shown
 * as ok / failed), `id result message` as TSV or CSV.
 */
function renderItems(items: CommandItemResult[], mode: Exclude<OutputMode, 'json'>, options: RenderOptions): string {
  const result = (ok: boolean) => (ok ? t('resources.items.ok') : t('resources.items.failed'));
  const cells = items.map((item) => [item.id, result(item.ok), item.message]);
  if (mode === 'table') {
    const headers = [t('resources.items.id'), t('resources.items.result'), t('resources.items.message')];
    return renderTable(headers, cells, { maxWidth: options.width, bold: options.color });
  }
  const lines = [['id', 'result', 'message'], ...cells];
  return mode === 'csv' ? renderCsv(lines) : renderTsv(lines);
}

/** The text printed on stdout for a result in the given mode. */
export function renderResult(result: CommandResult, mode: OutputMode, options: RenderOptions = {}): string {
  if (mode === 'json') return renderJson(resultJson(result, options));
  switch (result.kind) {
    case 'table': {
      if (mode === 'table') {
        if (result.rows.length === 0) return `${t('common.empty')}\n`;
        const headers = result.columns.map((c) => c.title);
        const rows = result.rows.map((row) => result.columns.map((c) => cellText(row[c.key])));
        const table = renderTable(headers, rows, { maxWidth: options.width, bold: options.color });
        const more = result.total !== undefined && result.total > result.rows.length;
        return more ? `${table}${t('cli.output.shown', { shown: result.rows.length, total: result.total ?? 0 })}\n` : table;
      }
      const lines = resultRows(result, { recordHeader: false }) ?? [];
      return mode === 'csv' ? renderCsv(lines) : renderTsv(lines);
    }
    case 'record': {
      if (mode === 'table') return renderRecordLines(result.fields);
      const lines = result.fields.map((f) => [f.label, f.value]);
      return mode === 'csv' ? renderCsv([['field', 'value'], ...lines]) : renderTsv(lines);
    }
    case 'items':
      return renderItems(result.items, mode, options);
    case 'text':
      return result.text.endsWith('\n') || result.text === '' ? result.text : `${result.text}\n`;
    case 'navigate': {
      const url = pageUrl(result.path, options.serverUrl) ?? result.path;
      return mode === 'table' ? `${result.title}: ${url}\n` : `${url}\n`;
    }
    case 'none':
      return '';
  }
}
