import type { ExportOrdersRequest } from '@careops/core/contract';
import { csvFormat } from '../../export/csv-format';
import type { ExportFormat } from '../../export/export-format';
import type { ExportReader } from '../../export/export-reader';
import { ndjsonFormat } from '../../export/ndjson-format';
import { writeExportStream } from '../../export/write-export';
import { xlsxFormat } from '../../export/xlsx-format';
import type { ByteSink } from '../../http/streamed-answer';
import { exportLookups } from './export-lookups';
import type { ExportNames, OrderTuple } from './export-record';
import { exportColumns } from './order-export-columns';
import { exportRowOf } from './order-ndjson';
import { orderBatches, type BatchPlan } from './order-batches';

const exportFormats: Record<ExportOrdersRequest['format'], () => ExportFormat<OrderTuple, ExportNames>> = {
  csv: () => csvFormat(exportColumns()),
  xlsx: () => xlsxFormat(exportColumns(), 'ordersExport.xlsx.sheet'),
  ndjson: () => ndjsonFormat(exportRowOf),
};

/** What an order export writes. */
export interface ExportJob {
  format: ExportOrdersRequest['format'];
  plan: BatchPlan;
  /** How many rows the export has (the lookups decide from it what to read whole). */
  expected: number;
}

/** Writes the order export into the sink batch by batch (the shared writer, export/write-export.ts). */
export async function writeExport(sink: ByteSink, reader: ExportReader, job: ExportJob, onRows: (rows: number) => void): Promise<void> {
  const format = exportFormats[job.format]();
  const lookups = await exportLookups(reader, job.expected);
  await writeExportStream(sink, { format, batches: orderBatches(reader, job.plan), names: lookups.names, prepare: (rows) => lookups.prepare(rows) }, onRows);
}
