import * as z from 'zod';
import { t } from '../../i18n/translate';
import { ORDER_EXPORT_FORMATS, ORDER_EXPORT_ROWS_HEADER, type OrderExportFormat } from '../order-export-routes';
import { sortRequest } from './list';
import { orderListFilters, orderSummarySchema } from './orders-list';
import { ORDER_SORT_FIELDS } from './orders-values';

export { ORDER_EXPORT_FORMATS, ORDER_EXPORT_ROWS_HEADER, type OrderExportFormat };


/**
 * exportOrders (GET, query string): getOrderList's filters and sort, plus the file `format`
 * (required, so a bare URL is refused with 101 before anything is streamed).
 */
export const exportOrdersRequest = z.object({
  ...orderListFilters,
  sort: sortRequest(ORDER_SORT_FIELDS, '-createdAt'),
  format: z.enum(ORDER_EXPORT_FORMATS, { error: t('ordersExport.contract.format', { formats: ORDER_EXPORT_FORMATS.join(', ') }) }),
});
export type ExportOrdersRequest = z.output<typeof exportOrdersRequest>;

/** The answer of a streamed endpoint: a file (CSV, XLSX, NDJSON) with its own content type, not an envelope. */
export interface StreamedFile {
  readonly streamed: true;
}
export const streamedFileResponse = z.custom<StreamedFile>(() => true);

/** One line of the NDJSON export: the list's row without what only a screen needs (version, allowed events). */
export const orderExportRowSchema = orderSummarySchema.omit({ version: true, allowedEvents: true });
export type OrderExportRow = z.infer<typeof orderExportRowSchema>;
