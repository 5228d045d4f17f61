import type { ExportRecord } from './export-record';

/** One file format of the export: its bytes before, for each batch of rows, and after. */
export interface ExportFormat {
  contentType: string;
  extension: string;
  start(): Uint8Array[];
  rows(rows: ExportRecord[]): Uint8Array[];
  end(): Uint8Array[];
}
