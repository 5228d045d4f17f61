import type { ExportStockMovementsRequest, StockMovement } from '@careops/core/contract';
import { labelOf } from '@careops/core/enums';
import { movementKindEnum } from '@careops/core/resources';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ExportColumn } from '../export/export-columns';
import { csvFormat } from '../export/csv-format';
import type { ExportFormat } from '../export/export-format';
import type { ExportReader } from '../export/export-reader';
import { readerSql, streamListExport, type NoNames } from '../export/list-export';
import { ndjsonFormat } from '../export/ndjson-format';
import { xlsxFormat } from '../export/xlsx-format';
import type { Handler } from '../http/handler-types';
import { filteredMovements, loadMovements } from './stock-read';

/** Movements per read. */
export const STOCK_MOVEMENTS_EXPORT_BATCH = 1000;

/** An exported movement: the list's own row (a one-element tuple for the shared writers). */
type MovementTuple = [StockMovement];

const SORT_COLUMNS = { id: 'stock_movements.id', createdAt: 'stock_movements.created_at' } as const;
const sortValueOf = { id: (m: StockMovement) => m.id, createdAt: (m: StockMovement) => m.createdAt } as const;

/** The CSV and XLSX columns: what the movement list shows, as people read it (kind as a word, local times). */
function movementColumns(): ExportColumn<MovementTuple, NoNames>[] {
  const kinds = new Map<string, string>();
  const kindWord = (kind: string) => {
    let word = kinds.get(kind);
    if (word === undefined) kinds.set(kind, (word = labelOf(movementKindEnum, kind)));
    return word;
  };
  return [
    { title: 'resources.field.id', kind: 'number', value: ([m]) => m.id },
    { title: 'resources.field.createdAt', kind: 'date', value: ([m]) => m.createdAt },
    { title: 'inventory.res.move.kind', kind: 'text', repeats: true, value: ([m]) => kindWord(m.kind) },
    { title: 'inventory.res.field.studio', kind: 'text', repeats: true, value: ([m]) => m.studioName },
    { title: 'inventory.res.field.consumable', kind: 'text', repeats: true, value: ([m]) => m.consumableName },
    { title: 'inventory.res.move.change', kind: 'number', value: ([m]) => m.quantity },
    { title: 'inventory.res.move.balance', kind: 'number', value: ([m]) => m.balanceAfter },
    { title: 'inventory.res.move.batch', kind: 'text', value: ([m]) => m.batch },
    { title: 'inventory.res.move.reason', kind: 'text', value: ([m]) => m.reason },
  ];
}

const formats: Record<ExportStockMovementsRequest['format'], () => ExportFormat<MovementTuple, NoNames>> = {
  csv: () => csvFormat(movementColumns()),
  xlsx: () => xlsxFormat(movementColumns(), 'inventory.export.xlsx.sheet'),
  // NDJSON: the list's row as getStockMovementList answers it (epoch ms, kind codes, ids).
  ndjson: () => ndjsonFormat(([m]) => m),
};

/**
 * The filtered movements in the list's order (getStockMovementList's filters and sort, the id as
 * tie-break), walked by keyset on the export's snapshot. Each batch's rows are built by the
 * list's own loadMovements: a movement never changes once written, so reading it outside the
 * snapshot gives the same row.
 */
async function* movementBatches(db: Kysely<Database>, reader: ExportReader, request: ExportStockMovementsRequest, stations: number[] | null, size: number): AsyncGenerator<MovementTuple[]> {
  const column = SORT_COLUMNS[request.sort.field];
  const desc = request.sort.direction === 'desc';
  let after: { value: number; id: number } | null = null;
  for (;;) {
    const keyset = after;
    let query = filteredMovements(db, request, stations).select('stock_movements.id');
    if (keyset) {
      query = column === SORT_COLUMNS.id
        ? query.where('stock_movements.id', desc ? '<' : '>', keyset.id)
        : query.where(sql<boolean>`(${sql.ref(column)}, stock_movements.id) ${sql.raw(desc ? '<' : '>')} (${keyset.value}, ${keyset.id})`);
    }
    query = query.orderBy(sql.ref(column), desc ? 'desc' : 'asc');
    if (column !== SORT_COLUMNS.id) query = query.orderBy('stock_movements.id', desc ? 'desc' : 'asc');
    const statement = readerSql(query.limit(size).compile());
    const ids = (await reader.manyRows(statement.text, statement.params)).map((row) => Number(row[0]));
    const rows = await loadMovements(db, ids);
    if (rows.length) yield rows.map((m): MovementTuple => [m]);
    const last = rows[rows.length - 1];
    if (ids.length < size || !last) return;
    after = { value: sortValueOf[request.sort.field](last), id: last.id };
  }
}

/** Batch size for tests (several batches from a few movements); the production size otherwise. */
let batchSize = STOCK_MOVEMENTS_EXPORT_BATCH;
export function setStockMovementsExportBatchForTests(size: number | null): number {
  batchSize = size ?? STOCK_MOVEMENTS_EXPORT_BATCH;
  return batchSize;
}

/**
 * exportStockMovements: the filtered stock ledger (the caller's studios, as the list) as CSV,
 * XLSX or NDJSON, streamed batch by batch through the shared writers, from one snapshot. Bad
 * filters fail before the first byte (101, by the request schema). One audit row,
 * `stockMovements.export`, when the stream ends (format, filters, rows sent, whether the file
 * was complete).
 */
export const exportStockMovements: Handler<'exportStockMovements'> = async (ctx) => {
  const request = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const size = batchSize;
  return streamListExport(ctx, {
    request,
    count: filteredMovements(ctx.db, request, stations).select(sql<number>`count(*)`.as('n')).compile(),
    batches: (reader) => movementBatches(ctx.db, reader, request, stations, size),
    format: formats[request.format],
    audit: { action: 'stockMovements.export', entity: 'stockMovements' },
    fileStem: 'stock-movements',
  });
};
