import type { ExportOrdersRequest } from '@careops/core/contract';
import type { DialectName } from '../../db/connect';
import { joinSql, type SqlFragment } from '../../list/sql-list';
import { orderSortColumnsSql, orderWhere } from '../order-list-sql';
import { ORDER_TUPLE_COLUMNS, SORT_VALUE_AT, type OrderTuple } from './export-record';
import type { ExportReader } from '../../export/export-reader';

/** Orders per read: a few megabytes at most, whatever the size of the export. */
export const EXPORT_BATCH = 2_000;

/** SQLite: the index that walks each sort (migrations 0004, 0005); null = the table itself (id order). */
const SORT_INDEX: Record<ExportOrdersRequest['sort']['field'], string | null> = {
  createdAt: 'orders_created',
  appointmentAt: 'orders_appointment',
  amountCents: 'orders_amount',
  id: null,
};

export interface BatchPlan {
  request: ExportOrdersRequest;
  stations: number[] | null;
  dialect: DialectName;
  /**
   * SQLite only: walk the sort's index whatever the filters. For an export that takes a large
   * share of the orders, SQLite's planner may otherwise pick a filter's index and sort what
   * remains on every batch (status 5 or 6 out of a million: ~900,000 rows sorted 180 times).
   */
  walkSortIndex: boolean;
  size?: number;
}

type Keyset = { value: number | string; id: number } | null;

function batchSql(plan: BatchPlan, size: number, after: Keyset): SqlFragment {
  const { request, stations, dialect } = plan;
  const column = orderSortColumnsSql[request.sort.field];
  const direction = request.sort.direction === 'desc' ? 'desc' : 'asc';
  const cmp = direction === 'desc' ? '<' : '>';
  // The keyset as a row value: both dialects answer `(column, id) < (?, ?)` from the (column, id)
  // index as a range. (`column < ? or (column = ? and id < ?)` makes SQLite scan from the start.)
  const keyset: SqlFragment[] = after === null ? [] : [column === 'o.id' ? { text: `o.id ${cmp} ?`, params: [after.id] } : { text: `(${column}, o.id) ${cmp} (?, ?)`, params: [after.value, after.id] }];
  const conditions = [...orderWhere(request, stations, dialect), ...keyset];
  const where = conditions.length ? joinSql(conditions, ' and ') : null;
  const index = SORT_INDEX[request.sort.field];
  const hint = plan.walkSortIndex && dialect === 'sqlite' ? (index ? ` indexed by ${index}` : ' not indexed') : '';
  const order = column === 'o.id' ? `o.id ${direction}` : `${column} ${direction}, o.id ${direction}`;
  return {
    text: `select ${ORDER_TUPLE_COLUMNS} from orders o${hint}${where ? ` where ${where.text}` : ''} order by ${order} limit ?`,
    params: [...(where?.params ?? []), size],
  };
}

/**
 * The filtered orders in the list's order, batch by batch: getOrderList's own conditions
 * (orderWhere: the same filters and station scoping) and sort, walked by keyset on the
 * export's reader (one snapshot), so each batch costs the same at any depth and only the
 * current batch is held in memory.
 */
export async function* orderBatches(reader: ExportReader, plan: BatchPlan): AsyncGenerator<OrderTuple[]> {
  const size = plan.size ?? EXPORT_BATCH;
  const sortValueAt = SORT_VALUE_AT[plan.request.sort.field];
  let after: Keyset = null;
  for (;;) {
    const statement = batchSql(plan, size, after);
    const rows = (await reader.manyRows(statement.text, statement.params)) as OrderTuple[];
    if (rows.length) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < size || !last) return;
    after = { value: last[sortValueAt], id: last[0] };
  }
}

/** How many orders the export will hold, and how many orders there are in all. */
async function countOrders(reader: ExportReader, request: ExportOrdersRequest, stations: number[] | null, dialect: DialectName): Promise<{ matching: number; all: number }> {
  const conditions = orderWhere(request, stations, dialect);
  const where = conditions.length ? joinSql(conditions, ' and ') : null;
  const [row] = await reader.rows(`select (select count(*) from orders o${where ? ` where ${where.text}` : ''}), (select count(*) from orders)`, where?.params ?? []);
  return { matching: Number(row?.[0] ?? 0), all: Number(row?.[1] ?? 0) };
}

/** An export this large (and at least BROAD_SHARE of all orders) walks the sort index (see BatchPlan). */
const BROAD_ROWS = 20_000;
const BROAD_SHARE = 0.05;

/** Counts the export's orders and plans its batches, on the reader's snapshot. */
export async function planBatches(reader: ExportReader, request: ExportOrdersRequest, stations: number[] | null, dialect: DialectName): Promise<{ plan: BatchPlan; matching: number }> {
  const counts = await countOrders(reader, request, stations, dialect);
  const broad = counts.matching >= BROAD_ROWS && counts.matching >= counts.all * BROAD_SHARE;
  const walkSortIndex = broad && dialect === 'sqlite' && (await sortIndexExists(reader, request));
  return { plan: { request, stations, dialect, walkSortIndex }, matching: counts.matching };
}

/** Whether the sort index exists (SQLite; a hint naming a missing index would fail the statement). */
async function sortIndexExists(reader: ExportReader, request: ExportOrdersRequest): Promise<boolean> {
  const index = SORT_INDEX[request.sort.field];
  if (index === null) return true;
  const rows = await reader.rows("select 1 from sqlite_master where type = 'index' and name = ?", [index]);
  return rows.length > 0;
}
