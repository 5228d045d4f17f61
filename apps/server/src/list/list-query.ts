import { CareOpsError, type SortSpec } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { decodeCursor, encodeCursor, type CursorPosition } from './cursor';

/**
 * What a list endpoint hands the helper: the filtered rows (FROM and WHERE, nothing selected),
 * the id column, the sortable fields mapped to columns (the whitelist), and the request's
 * sort and paging. Sort columns must be NOT NULL (keyset paging compares them).
 */
export interface ListPlan<DB, TB extends keyof DB> {
  // `{}`: Kysely's selection type of a query that selects nothing yet.
  from: SelectQueryBuilder<DB, TB, {}>;
  /** e.g. 'system_users.id'. */
  idColumn: string;
  /** Sort field (as the request names it) → column, e.g. { createdAt: 'system_users.created_at' }. */
  sortColumns: Readonly<Record<string, string>>;
  sort: SortSpec;
  page: number;
  limit: number;
  cursor?: string | undefined;
}

interface PageRow {
  id: number;
  sort_value: number | string;
}

/** One page of ids, in order, with the total of the filtered set and the next page's cursor. */
export interface ListWindow {
  ids: number[];
  total: number;
  page: number;
  limit: number;
  nextCursor: string | null;
}

const unknownSort = (field: string, allowed: string[]) =>
  new CareOpsError('invalidInput', t('error.invalidField', { field: 'sort', problem: t('system.list.unknownSort', { field, allowed: allowed.join(', ') }) }), {
    field: 'sort',
  });

/** Rows after the cursor's position in the sort order (ties broken by id, in the same direction). */
function afterPosition(column: string, idColumn: string, position: CursorPosition): RawBuilder<SqlBool> {
  const cmp = sql.raw(position.direction === 'desc' ? '<' : '>');
  if (column === idColumn) return sql<SqlBool>`${sql.ref(idColumn)} ${cmp} ${position.id}`;
  return sql<SqlBool>`(${sql.ref(column)} ${cmp} ${position.value} or (${sql.ref(column)} = ${position.value} and ${sql.ref(idColumn)} ${cmp} ${position.id}))`;
}

/**
 * The reusable list query. Page ids come from a narrow query — only the id and the sort
 * value, ordered by the sort column then id, LIMIT/OFFSET — that an index ending in the id
 * answers alone, so a deep page skips index entries rather than rows (a deferred join: the
 * caller then loads the rows of just these ids). With a cursor the page starts after the
 * cursor's key instead of at an offset. The total counts the filtered set. Unknown sort
 * fields are refused (101 naming `sort`) even if the schema let one through.
 */
export async function listWindow<DB, TB extends keyof DB>(plan: ListPlan<DB, TB>): Promise<ListWindow> {
  const { page, limit, sort } = plan;
  const { pageIds, total } = listQueries(plan);
  // Kysely cannot resolve a selection over a generic table set; the columns are ours.
  const [rows, counted] = (await Promise.all([pageIds.execute(), total.executeTakeFirst()])) as unknown as [PageRow[], { total: number } | undefined];
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  return {
    ids: shown.map((r) => Number(r.id)),
    total: Number(counted?.total ?? 0),
    page,
    limit,
    nextCursor: more && last ? encodeCursor({ field: sort.field, direction: sort.direction, value: last.sort_value, id: Number(last.id) }) : null,
  };
}

/**
 * The two statements of a list window, unexecuted: the page of ids (one row more than the
 * limit, to know whether a next page exists) and the total. The benchmark compiles them to
 * run the same SQL directly.
 */
export function listQueries<DB, TB extends keyof DB>(plan: ListPlan<DB, TB>) {
  const { sort, page, limit, idColumn } = plan;
  const column = plan.sortColumns[sort.field];
  if (!column) throw unknownSort(sort.field, Object.keys(plan.sortColumns));
  const position = plan.cursor ? decodeCursor(plan.cursor, sort) : undefined;
  const filtered = position ? plan.from.where(afterPosition(column, idColumn, position)) : plan.from;
  let query = filtered
    .select([sql<number>`${sql.ref(idColumn)}`.as('id'), sql<number | string>`${sql.ref(column)}`.as('sort_value')])
    .orderBy(sql.ref(column), sort.direction);
  if (column !== idColumn) query = query.orderBy(sql.ref(idColumn), sort.direction);
  return {
    pageIds: query.limit(limit + 1).offset(position ? 0 : (page - 1) * limit),
    total: plan.from.select(sql<number>`count(*)`.as('total')),
  };
}

/** Puts rows loaded by id back in the window's order (rows deleted meanwhile drop out). */
export function inWindowOrder<R extends { id: number }>(ids: number[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** 101 naming `to` when a time range ends before it starts. */
export function assertTimeRange(from: number | undefined, to: number | undefined): void {
  if (from !== undefined && to !== undefined && to < from) {
    throw new CareOpsError('invalidInput', t('error.invalidField', { field: 'to', problem: t('system.list.rangeReversed') }), { field: 'to' });
  }
}
