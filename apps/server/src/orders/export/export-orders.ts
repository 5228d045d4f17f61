import { EXPORT_ROWS_HEADER } from '@careops/core/contract';
import type { Handler } from '../../http/handler-types';
import { StreamedAnswer, type ByteSink } from '../../http/streamed-answer';
import { assertRange } from '../order-access';
import { openExportReader } from '../../export/export-reader';
import { givenFilters } from '../../export/list-export';
import { EXPORT_FILE_TYPES, exportFileName } from '../../export/write-export';
import { writeExport } from './write-export';
import { planBatches, type BatchPlan } from './order-batches';

/**
 * exportOrders: the filtered orders as CSV, XLSX or NDJSON, streamed (never the whole set in
 * memory: see order-batches.ts, export-lookups.ts), station-scoped, phones masked, from one
 * snapshot of the database (export-reader.ts). Bad filters fail before the first byte (101).
 * One audit row, `order.export`, when the stream ends: the format, the filters, how many rows
 * were sent and whether the file was complete (a client that hangs up half way is recorded
 * too: the rows it got have left the server).
 */
export const exportOrders: Handler<'exportOrders'> = async (ctx) => {
  const request = ctx.body;
  assertRange(request.appointmentFrom, request.appointmentTo, 'appointmentTo');
  assertRange(request.createdFrom, request.createdTo, 'createdTo');
  const { config, dialect } = ctx.services;
  const stations = await ctx.signedIn().stationIds();
  const reader = await openExportReader(config, dialect);
  const progress: ExportProgress = { rows: 0, complete: false };
  const record = async () => {
    const after = { format: request.format, filters: givenFilters(request), rows: progress.rows, complete: progress.complete };
    await ctx.record((_trx, audit) => audit({ action: 'order.export', entity: 'order', entityId: null, after })).catch((error: unknown) => {
      ctx.services.log.error({ err: error, after }, 'could not record an order export');
    });
  };
  let plan: BatchPlan;
  let matching: number;
  try {
    ({ plan, matching } = await planBatches(reader, request, stations, dialect));
  } catch (error) {
    await reader.close();
    throw error;
  }
  const { contentType, extension } = EXPORT_FILE_TYPES[request.format];
  const write = async (sink: ByteSink) => {
    try {
      await writeExport(sink, reader, { format: request.format, plan, expected: matching }, (rows) => (progress.rows += rows));
      progress.complete = true;
    } finally {
      await reader.close().catch((error: unknown) => ctx.services.log.error({ err: error }, 'could not close an export reader'));
      await record();
    }
  };
  return new StreamedAnswer(write, contentType, exportFileName('orders', extension), { [EXPORT_ROWS_HEADER]: String(matching) });
};

interface ExportProgress {
  rows: number;
  complete: boolean;
}
