import type { EndpointRoute } from './endpoint-routes';

/** Streamed exports of orders (CSV, XLSX, NDJSON). */
export const orderExportRoutes = {
  exportOrders: { path: '/api/admin/exportOrders', method: 'GET', permission: 'orderList.export' },
} as const satisfies Record<string, EndpointRoute>;

