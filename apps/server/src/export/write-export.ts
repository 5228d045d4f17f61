import type { ByteSink } from '../http/streamed-answer';
import { ChunkPool, ChunkWriter } from './chunk-writer';
import type { ExportFormat } from './export-format';

/** The file formats every streamed export offers. */
export type ExportFileFormat = 'csv' | 'xlsx' | 'ndjson';

/** Each format's file: its content type and name extension. */
export const EXPORT_FILE_TYPES: Record<ExportFileFormat, { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  ndjson: { contentType: 'application/x-ndjson; charset=utf-8', extension: 'ndjson' },
};

const pad = (n: number) => String(n).padStart(2, '0');
/** `<stem>-20261122-153000.csv` (local time). */
export function exportFileName(stem: string, extension: string, at = new Date()): string {
  return `${stem}-${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.${extension}`;
}

/** What a streamed export writes: its format, its batches of rows, and the names they show. */
export interface ExportStream<Row, Names> {
  format: ExportFormat<Row, Names>;
  batches: AsyncIterable<Row[]>;
  names: Names;
  /** Fills `names` for a batch before it is written (lookups of the names it shows). */
  prepare?(rows: Row[]): Promise<void>;
}

/**
 * Writes an export into the sink batch by batch. The bytes go through a few reused chunks
 * (chunk-writer.ts): a chunk returns to the pool once the socket has sent it. `onRows` counts
 * the rows whose bytes have been handed to the socket.
 */
export async function writeExportStream<Row, Names>(sink: ByteSink, stream: ExportStream<Row, Names>, onRows: (rows: number) => void): Promise<void> {
  const pool = new ChunkPool();
  const out = new ChunkWriter(pool);
  const send = async (chunks: Buffer[]) => {
    for (const chunk of chunks) await sink.write(chunk, () => pool.release(chunk));
  };
  const { format } = stream;
  await format.start(out);
  for await (const rows of stream.batches) {
    await stream.prepare?.(rows);
    await format.rows(rows, stream.names, out);
    await send(out.take());
    onRows(rows.length);
  }
  await format.end(out);
  await send(out.take(true));
}
