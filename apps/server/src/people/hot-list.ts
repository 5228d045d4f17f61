import type { SortSpec } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { HandlerContext } from '../http/handler-types';
import { forDialect, pageOfRows, sqlListStatements, type SqlFragment, type WindowRow } from '../list/sql-list';
import { invalidField } from './people-access';

/**
 * The people lists as plain SQL on the prepared-statement hot path (docs/list-pattern.md,
 * Performance; the model is system/user-list-sql.ts): the window of ids (filtered, sorted,
 * limit + 1, offset or after the cursor) joined with just those rows in one statement, and
 * the total over the same conditions. Each filter combination is one text, prepared once.
 */
export interface HotListPlan {
  /** The filtered table(s) with aliases, e.g. `nurse_applications a join nurses n on n.id = a.nurse_id`. */
  from: string;
  where: SqlFragment[];
  /** e.g. `a.id`. */
  idColumn: string;
  /** Sort field → NOT NULL column (the whitelist). */
  sortColumns: Readonly<Record<string, string>>;
  /** The columns of a shown row; the window is aliased `p`. */
  select: string;
  /** What the window joins to read the rows, starting with the table: `nurse_applications a on a.id = p.id join …`. */
  rows: string;
}

export interface ListRequestPart {
  sort: SortSpec;
  page: number;
  limit: number;
  cursor?: string | undefined;
}

export interface HotListStatements {
  page: SqlFragment;
  total: SqlFragment;
}

/** The two statements of one request, in the dialect's placeholders (also what a benchmark runs raw). */
export function hotListSql(plan: HotListPlan, request: ListRequestPart, dialect: 'sqlite' | 'postgres'): HotListStatements {
  const list = sqlListStatements({ from: plan.from, where: plan.where, idColumn: plan.idColumn, sortColumns: plan.sortColumns, sort: request.sort, page: request.page, limit: request.limit, cursor: request.cursor });
  const page = `select p.id, p.sort_value, ${plan.select} from (${list.window.text}) p join ${plan.rows} order by ${list.orderBy('p')}`;
  return {
    page: { text: forDialect(page, dialect), params: list.window.params },
    total: { text: forDialect(list.total.text, dialect), params: list.total.params },
  };
}

/** Runs a hot list: the shown rows, the total and the next cursor. */
export async function runHotList<R extends WindowRow>(ctx: HandlerContext<unknown>, plan: HotListPlan, request: ListRequestPart) {
  const statements = hotListSql(plan, request, ctx.services.dialect);
  const queries = ctx.services.queries;
  const [rows, counted] = await Promise.all([
    queries.hot(statements.page.text, statements.page.params) as Promise<R[]>,
    queries.hot(statements.total.text, statements.total.params) as Promise<Array<{ total: number | string }>>,
  ]);
  const { shown, nextCursor } = pageOfRows(rows, request.sort, request.limit);
  return { shown, total: Number(counted[0]?.total ?? 0), page: request.page, limit: request.limit, nextCursor };
}

/** 101 naming `toField` when a time range ends before it starts. */
export function assertRange(from: number | undefined, to: number | undefined, toField: string): void {
  if (from !== undefined && to !== undefined && to < from) throw invalidField(toField, t('system.list.rangeReversed'));
}

/** `column >= ?` / `column <= ?` for the bounds given. */
export function rangeSql(column: string, from: number | undefined, to: number | undefined): SqlFragment[] {
  const where: SqlFragment[] = [];
  if (from !== undefined) where.push({ text: `${column} >= ?`, params: [from] });
  if (to !== undefined) where.push({ text: `${column} <= ?`, params: [to] });
  return where;
}

/** A nullable reference from two joined columns. */
export const refOf = (id: unknown, name: unknown) => (id === null || id === undefined ? null : { id: Number(id), name: String(name ?? '') });
