import type { ApiClient } from '@careops/core/client';
import { formatDate } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { formatCell, type ResourceColumn, type ResourceDescriptor } from '@careops/core/resources';
import { CSV_BOM, toCsv } from './csv';
import { saveInBrowser } from '../../ui/save-in-browser';
import { callEndpoint, listAnswerOf, type Row } from '../resource-api';

/** Rows asked per request while exporting (the API's maximum page). */
export const EXPORT_PAGE = 1000;
/** The most rows one export writes; beyond, the file holds the first ones and says so. */
export const MAX_EXPORT_ROWS = 100_000;

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Every row of the filtered list, in its order: the same request as the page shown, walked
 * 1,000 at a time by cursor (constant time at any depth), or by page number when the endpoint
 * answers no cursor. The contract has no export endpoint, so this is the export.
 */
export async function fetchAllRows(
  api: ApiClient,
  d: ResourceDescriptor,
  request: Row,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let page = 1;
  let total = 0;
  for (;;) {
    const body: Row = { ...request, page, limit: EXPORT_PAGE, ...(cursor ? { cursor } : {}) };
    const answer = listAnswerOf(await callEndpoint(api, d.list.endpoint, body, { silent: true, ...(signal ? { signal } : {}) }));
    total = answer.total;
    rows.push(...answer.list);
    onProgress({ done: Math.min(rows.length, total), total });
    if (answer.list.length === 0 || rows.length >= Math.min(total, MAX_EXPORT_ROWS)) break;
    cursor = answer.nextCursor;
    page += 1;
  }
  return { rows: rows.slice(0, MAX_EXPORT_ROWS), total };
}

/** The CSV of rows: the columns' titles, then each cell as the list shows it (masked values stay masked). */
export function csvOf(columns: readonly ResourceColumn[], rows: readonly Row[]): string {
  return CSV_BOM + toCsv(columns.map((c) => t(c.title)), rows.map((row) => columns.map((c) => formatCell(c, row))));
}

/** `users-20261101-093000.csv`. */
export const exportFileName = (d: ResourceDescriptor, now = Date.now()) => `${d.id}-${formatDate(now, 'YYYYMMDD-HHmmss')}.csv`;

/** Hands a text file to the browser's downloads. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveInBrowser(fileName, new Blob([text], { type }));
}
