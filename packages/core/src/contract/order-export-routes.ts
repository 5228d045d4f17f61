import type { EndpointRoute } from './endpoint-routes';

/** Streamed exports of orders (CSV, XLSX, NDJSON). */
export const orderExportRoutes = {
  exportOrders: { path: '/api/admin/exportOrders', method: 'GET', permission: 'orderList.export' },
} as const satisfies Record<string, EndpointRoute>;

/**
 * Response header of exportOrders: how many orders matched when the export started (a hint
 * for progress bars; the file holds the rows as read batch by batch).
 */
export const ORDER_EXPORT_ROWS_HEADER = 'x-careops-export-rows';

/** The file formats of exportOrders (here, beside the route, so a face can name them without building the schemas). */
export const ORDER_EXPORT_FORMATS = ['csv', 'xlsx', 'ndjson'] as const;
export type OrderExportFormat = (typeof ORDER_EXPORT_FORMATS)[number];
