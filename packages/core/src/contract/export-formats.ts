/**
 * What every streamed export shares (orders, the journal, stock movements), here apart from the
 * schemas so a face can name them without building any.
 */

/** Response header: how many rows matched when the export started (a hint for progress bars; the file holds the rows as read batch by batch). */
export const EXPORT_ROWS_HEADER = 'x-careops-export-rows';

/** The file formats of a streamed export. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'ndjson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
