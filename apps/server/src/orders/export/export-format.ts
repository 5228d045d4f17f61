import type { ChunkWriter } from './chunk-writer';
import type { ExportNames, OrderTuple } from './export-record';

/** One file format of the export: its bytes before, for each batch of rows, and after, written into `out`. */
export interface ExportFormat {
  start(out: ChunkWriter): void | Promise<void>;
  rows(rows: OrderTuple[], names: ExportNames, out: ChunkWriter): void | Promise<void>;
  end(out: ChunkWriter): void | Promise<void>;
}
