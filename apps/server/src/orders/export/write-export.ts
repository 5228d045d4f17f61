import type { ExportOrdersRequest } from '@careops/core/contract';
import type { ByteSink } from '../../http/streamed-answer';
import { ChunkPool, ChunkWriter } from './chunk-writer';
import { csvFormat } from './csv-format';
import { exportColumns } from './export-columns';
import type { ExportFormat } from './export-format';
import { exportLookups } from './export-lookups';
import type { ExportReader } from './export-reader';
import { ndjsonFormat } from './ndjson-format';
import { orderBatches, type BatchPlan } from './order-batches';
import { xlsxFormat } from './xlsx-format';

/** Each format's file: its content type and name extension. */
export const EXPORT_FILE_TYPES: Record<ExportOrdersRequest['format'], { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  ndjson: { contentType: 'application/x-ndjson; charset=utf-8', extension: 'ndjson' },
};

const exportFormats: Record<ExportOrdersRequest['format'], () => ExportFormat> = {
  csv: () => csvFormat(exportColumns()),
  xlsx: () => xlsxFormat(exportColumns()),
  ndjson: () => ndjsonFormat(),
};

/** What an export writes. */
export interface ExportJob {
  format: ExportOrdersRequest['format'];
  plan: BatchPlan;
  /** How many rows the export has (the lookups decide from it what to read whole). */
  expected: number;
}

/**
 * Writes the export into the sink batch by batch. The bytes go through a few reused chunks
 * (chunk-writer.ts): a chunk returns to the pool once the socket has sent it. `onRows` counts
 * the rows whose bytes have been handed to the socket.
 */
export async function writeExport(sink: ByteSink, reader: ExportReader, job: ExportJob, onRows: (rows: number) => void): Promise<void> {
  const pool = new ChunkPool();
  const out = new ChunkWriter(pool);
  const send = async (chunks: Buffer[]) => {
    for (const chunk of chunks) await sink.write(chunk, () => pool.release(chunk));
  };
  const format = exportFormats[job.format]();
  await format.start(out);
  const lookups = await exportLookups(reader, job.expected);
  for await (const rows of orderBatches(reader, job.plan)) {
    await lookups.prepare(rows);
    await format.rows(rows, lookups.names, out);
    await send(out.take());
    onRows(rows.length);
  }
  await format.end(out);
  await send(out.take(true));
}
