import * as z from 'zod';
import { sortRequest } from './list';
import { orderListFilters, orderSummarySchema } from './orders-list';
import { ORDER_SORT_FIELDS } from './orders-values';
import { exportFormatField } from './streamed-export';

/**
 * exportOrders (GET, query string): getOrderList's filters and sort, plus the file `format`
 * (required, so a bare URL is refused with 101 before anything is streamed).
 */
export const exportOrdersRequest = z.object({
  ...orderListFilters,
  sort: sortRequest(ORDER_SORT_FIELDS, '-createdAt'),
  format: exportFormatField,
});
export type ExportOrdersRequest = z.output<typeof exportOrdersRequest>;

/** One line of the NDJSON export: the list's row without what only a screen needs (version, allowed events). */
export const orderExportRowSchema = orderSummarySchema.omit({ version: true, allowedEvents: true });
export type OrderExportRow = z.infer<typeof orderExportRowSchema>;
