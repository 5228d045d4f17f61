import type { ExportOrdersRequest } from '@careops/core';
import type { ChunkWriter } from './chunk-writer';
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

export const exportFormats: Record<ExportOrdersRequest['format'], () => ExportFormat> = {
  csv: () => csvFormat(exportColumns()),
  xlsx: () => xlsxFormat(exportColumns()),
  ndjson: () => ndjsonFormat(),
};

/** What an export writes: plain data, so a worker thread can be given it. */
export interface ExportJob {
  format: ExportOrdersRequest['format'];
  plan: BatchPlan;
  /** How many rows the whole export has (the lookups decide from it what to read whole). */
  expected: number;
  /** Whether this producer writes the file's start and end too (not the workers of a parallel export: their parent does). */
  framed: boolean;
}

/**
 * Where a producer's bytes go, in order: a segment's chunks, after each batch's chunks the
 * number of rows they complete, and the segment's end.
 */
export interface ExportEmitter {
  chunks(segment: number, chunks: Buffer[]): Promise<void>;
  rows(segment: number, rows: number): Promise<void>;
  segmentEnd(segment: number): Promise<void>;
}

/**
 * Writes the job's rows batch by batch into `out`, handing the bytes to `emit` as chunks fill.
 * A chunk never holds two segments: at a segment's end the chunk in progress goes out too.
 */
export async function produceExport(reader: ExportReader, job: ExportJob, out: ChunkWriter, emit: ExportEmitter): Promise<void> {
  const format = exportFormats[job.format]();
  if (job.framed) await format.start(out);
  const lookups = await exportLookups(reader, job.expected);
  let segment = -1;
  const endSegment = async () => {
    await emit.chunks(segment, out.take(true));
    await emit.segmentEnd(segment);
  };
  for await (const batch of orderBatches(reader, job.plan)) {
    if (batch.segment !== segment) {
      if (segment >= 0) await endSegment();
      segment = batch.segment;
    }
    await lookups.prepare(batch.rows);
    await format.rows(batch.rows, lookups.names, out);
    await emit.chunks(segment, out.take());
    await emit.rows(segment, batch.rows.length);
  }
  if (job.framed) {
    await format.end(out);
    segment = Math.max(segment, 0);
  }
  if (segment >= 0) await endSegment();
}
