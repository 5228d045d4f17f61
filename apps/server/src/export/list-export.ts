import { EXPORT_ROWS_HEADER } from '@careops/core/contract';
import type { HandlerContext } from '../http/handler-types';
import { StreamedAnswer, type ByteSink } from '../http/streamed-answer';
import type { ExportFormat } from './export-format';
import type { TextTable } from './text-table';
import { openExportReader, type ExportReader } from './export-reader';
import { EXPORT_FILE_TYPES, exportFileName, writeExportStream, type ExportFileFormat } from './write-export';

/** A Kysely statement as the export reader takes it (`?` placeholders; PostgreSQL's `$n` come in order). */
export function readerSql(compiled: { sql: string; parameters: readonly unknown[] }): { text: string; params: unknown[] } {
  return { text: compiled.sql.replace(/\$\d+/g, '?'), params: [...compiled.parameters] };
}

/** An export request's filters as given (for the audit row): no blanks, the sort as on the wire. */
export function givenFilters(request: { format: string; sort: { field: string; direction: 'asc' | 'desc' } }): Record<string, unknown> {
  const { format: _format, sort, ...filters } = request;
  const given = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  return { ...given, sort: `${sort.direction === 'desc' ? '-' : ''}${sort.field}` };
}

/** A list export's rows carry their names: it looks none up. */
export type NoNames = Record<never, TextTable>;

/** What one list's streamed export is made of; the rest is the same for every list. */
export interface ListExport<Row> {
  request: { format: ExportFileFormat; sort: { field: string; direction: 'asc' | 'desc' } };
  /** Counts the matching rows (sent as the rows header before the file). */
  count: { sql: string; parameters: readonly unknown[] };
  /** The rows, batch by batch, read on the export's snapshot. */
  batches(reader: ExportReader): AsyncIterable<Row[]>;
  format(): ExportFormat<Row, NoNames>;
  /** The audit row's action and entity, and the file name's stem. */
  audit: { action: string; entity: string };
  fileStem: string;
}

/**
 * A list's filtered rows as CSV, XLSX or NDJSON, streamed batch by batch through the shared
 * writers from one snapshot (export-reader.ts). The count runs before the first byte, so a
 * failing statement is an error answer, not a cut file. One audit row when the stream ends:
 * the format, the filters, how many rows were sent and whether the file was complete (a client
 * that hangs up half way is recorded too: the rows it got have left the server).
 */
export async function streamListExport<Row>(ctx: HandlerContext<unknown>, spec: ListExport<Row>): Promise<StreamedAnswer> {
  const { config, dialect } = ctx.services;
  const reader = await openExportReader(config, dialect);
  const progress = { rows: 0, complete: false };
  let matching: number;
  try {
    const count = readerSql(spec.count);
    const [row] = await reader.rows(count.text, count.params);
    matching = Number(row?.[0] ?? 0);
  } catch (error) {
    await reader.close();
    throw error;
  }
  const write = async (sink: ByteSink) => {
    try {
      await writeExportStream(sink, { format: spec.format(), batches: spec.batches(reader), names: {} }, (rows) => (progress.rows += rows));
      progress.complete = true;
    } finally {
      await reader.close().catch((error: unknown) => ctx.services.log.error({ err: error }, 'could not close an export reader'));
      const after = { format: spec.request.format, filters: givenFilters(spec.request), rows: progress.rows, complete: progress.complete };
      await ctx.record((_trx, audit) => audit({ action: spec.audit.action, entity: spec.audit.entity, entityId: null, after })).catch((error: unknown) => {
        ctx.services.log.error({ err: error, after }, `could not record the export (${spec.audit.action})`);
      });
    }
  };
  const { contentType, extension } = EXPORT_FILE_TYPES[spec.request.format];
  return new StreamedAnswer(write, contentType, exportFileName(spec.fileStem, extension), { [EXPORT_ROWS_HEADER]: String(matching) });
}
