import type { ApiClient, QueryValue } from '@careops/core/client';
import { endpointRoutes, type EndpointName, type ExportFormat } from '@careops/core/contract';
import { saveInBrowser } from '../../ui/save-in-browser';

/** List-request keys that are not filters of an export (an export takes every row). */
const PAGING_KEYS = new Set(['page', 'limit', 'cursor']);

/**
 * A streamed export's query for a list request body (the list's filters and sort, as its page
 * builds them): the same filters and sort, paging dropped, plus the format. Blank values are
 * left out.
 */
export function streamedExportQuery(body: Record<string, unknown>, format: ExportFormat): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(body)) {
    if (PAGING_KEYS.has(key) || value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) query[key] = value.filter((v): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v));
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[key] = value;
  }
  query.format = format;
  return query;
}

/** `/api/admin/exportOrders?status=5&sort=-createdAt&format=csv` (arrays repeat their key). */
export function streamedExportUrl(endpoint: EndpointName, body: Record<string, unknown>, format: ExportFormat): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(streamedExportQuery(body, format))) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  return `${endpointRoutes[endpoint].path}?${search}`;
}

/** A large export takes a while to stream: far longer than an ordinary call may. */
const EXPORT_TIMEOUT_MS = 15 * 60_000;

/**
 * Downloads a streamed export (exportOrders, exportJournal…) of a list request body through the
 * API client (the request carries the session's headers, which a plain link cannot) and hands
 * the file to the browser's downloads under the server's file name (`<fallbackName>.<format>`
 * when it names none). Refusals throw like any call (101 naming the field, 106…).
 */
export async function downloadStreamedExport(
  api: ApiClient,
  endpoint: EndpointName,
  body: Record<string, unknown>,
  format: ExportFormat,
  options: { fallbackName: string; signal?: AbortSignal },
): Promise<{ filename: string; size: number }> {
  const { blob, filename } = await api.download(endpointRoutes[endpoint].path, streamedExportQuery(body, format), {
    timeoutMs: EXPORT_TIMEOUT_MS,
    silent: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const name = filename ?? `${options.fallbackName}.${format}`;
  saveInBrowser(name, blob);
  return { filename: name, size: blob.size };
}
