import type { ChunkWriter } from './chunk-writer';

/** One file format of an export: its bytes before, for each batch of rows, and after, written into `out`. */
export interface ExportFormat<Row, Names> {
  start(out: ChunkWriter): void | Promise<void>;
  rows(rows: Row[], names: Names, out: ChunkWriter): void | Promise<void>;
  end(out: ChunkWriter): void | Promise<void>;
}
