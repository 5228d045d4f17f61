import { Readable } from 'node:stream';
import { ORDER_EXPORT_ROWS_HEADER, type ExportOrdersRequest } from '@careops/core';
import type { Handler, HandlerContext } from '../../http/handler-types';
import { StreamedAnswer } from '../../http/streamed-answer';
import { assertRange } from '../order-access';
import { csvFormat } from './csv-format';
import { exportColumns } from './export-columns';
import type { ExportFormat } from './export-format';
import { exportLookups } from './export-lookups';
import { openExportReader, type ExportReader } from './export-reader';
import { ndjsonFormat } from './ndjson-format';
import { countOrders, orderBatches, sortIndexExists, type BatchPlan } from './order-batches';
import { xlsxFormat } from './xlsx-format';

const formats: Record<ExportOrdersRequest['format'], () => ExportFormat> = {
  csv: () => csvFormat(exportColumns()),
  xlsx: () => xlsxFormat(exportColumns()),
  ndjson: () => ndjsonFormat(),
};

/** An export this large (and at least BROAD_SHARE of all orders) walks the sort index (see BatchPlan). */
const BROAD_ROWS = 20_000;
const BROAD_SHARE = 0.05;

const pad = (n: number) => String(n).padStart(2, '0');
/** orders-20261122-153000.csv (local time). */
export function exportFileName(extension: string, at = new Date()): string {
  return `orders-${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.${extension}`;
}

/** The filters as given (for the audit row): no blanks, the sort as on the wire. */
function givenFilters(request: ExportOrdersRequest): Record<string, unknown> {
  const { format: _format, sort, ...filters } = request;
  const given = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  return { ...given, sort: `${sort.direction === 'desc' ? '-' : ''}${sort.field}` };
}

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
  try {
    const counts = await countOrders(reader, request, stations, dialect);
    const broad = counts.matching >= BROAD_ROWS && counts.matching >= counts.all * BROAD_SHARE;
    const plan: BatchPlan = { request, stations, dialect, walkSortIndex: broad && dialect === 'sqlite' && (await sortIndexExists(reader, request)) };
    const format = formats[request.format]();
    const progress: ExportProgress = { rows: 0, complete: false };
    const finish = once(async () => {
      await reader.close().catch((error: unknown) => ctx.services.log.error({ err: error }, 'could not close an export reader'));
      const after = { format: request.format, filters: givenFilters(request), rows: progress.rows, complete: progress.complete };
      await ctx.record((_trx, audit) => audit({ action: 'order.export', entity: 'order', entityId: null, after })).catch((error: unknown) => {
        ctx.services.log.error({ err: error, after }, 'could not record an order export');
      });
    });
    const body = Readable.from(produce(reader, format, plan, counts.matching, progress, finish), { objectMode: false, highWaterMark: 1 << 20 });
    // Also when the stream is destroyed before it ever started (the client left at once).
    body.once('close', () => void finish());
    return new StreamedAnswer(body, format.contentType, exportFileName(format.extension), { [ORDER_EXPORT_ROWS_HEADER]: String(counts.matching) });
  } catch (error) {
    await reader.close();
    throw error;
  }
};

interface ExportProgress {
  rows: number;
  complete: boolean;
}

/** A function that runs once; later calls answer the first call's promise. */
function once(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= run());
}

async function* produce(reader: ExportReader, format: ExportFormat, plan: BatchPlan, expected: number, progress: ExportProgress, finish: () => Promise<void>): AsyncGenerator<Uint8Array> {
  try {
    yield* format.start();
    const lookups = await exportLookups(reader, expected);
    for await (const batch of orderBatches(reader, plan)) {
      progress.rows += batch.length;
      yield* format.rows(await lookups.resolve(batch));
    }
    yield* format.end();
    progress.complete = true;
  } finally {
    await finish();
  }
}
