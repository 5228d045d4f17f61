import type { ApiClient, QueryValue } from '@careops/core/client';
import { endpointRoutes, type OrderExportFormat } from '@careops/core/contract';

/** List-request keys that are not filters of the export (the export takes every row). */
const PAGING_KEYS = new Set(['page', 'limit', 'cursor']);

/**
 * The export's query for a list request body (getOrderList's filters and sort, as the order
 * list page builds them): the same filters and sort, paging dropped, plus the format. Blank
 * values are left out.
 */
export function exportOrdersQuery(body: Record<string, unknown>, format: OrderExportFormat): Record<string, QueryValue> {
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
export function exportOrdersUrl(body: Record<string, unknown>, format: OrderExportFormat): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(exportOrdersQuery(body, format))) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  return `${endpointRoutes.exportOrders.path}?${search}`;
}

/** A large export takes a while to stream: far longer than an ordinary call may. */
const EXPORT_TIMEOUT_MS = 15 * 60_000;

/**
 * Downloads the export of a list request body through the API client (the request carries the
 * session's headers, which a plain link cannot) and hands the file to the browser's downloads
 * under the server's file name. Refusals throw like any call (101 naming the field, 106…).
 */
export async function downloadOrderExport(api: ApiClient, body: Record<string, unknown>, format: OrderExportFormat, options: { signal?: AbortSignal } = {}): Promise<{ filename: string; size: number }> {
  const { blob, filename } = await api.download(endpointRoutes.exportOrders.path, exportOrdersQuery(body, format), {
    timeoutMs: EXPORT_TIMEOUT_MS,
    silent: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const name = filename ?? `orders.${format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { filename: name, size: blob.size };
}
