import { def, type EndpointDef } from './endpoint-def';
import { orderExportRoutes } from './order-export-routes';
import { exportOrdersRequest } from './schemas/order-export';
import { streamedFileResponse } from './schemas/streamed-export';

/** The export endpoints with their schemas; names equal to orderExportRoutes. */
export const orderExportEndpoints = {
  // Not `mutates`: its one audit row ('order.export') is written when the stream ends, with the row count.
  exportOrders: def({ ...orderExportRoutes.exportOrders, request: exportOrdersRequest, response: streamedFileResponse, mutates: false }),
} satisfies Record<keyof typeof orderExportRoutes, EndpointDef>;
