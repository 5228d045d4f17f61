import { CareOpsError, type SortSpec } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { DialectName } from '../db/connect';
import { decodeCursor, encodeCursor } from './cursor';

/**
 * The list helper for hot lists, as plain SQL run through the prepared-statement hot path
 * (db/hot-path.ts) instead of Kysely queries built per request. Texts use `?` for every
 * parameter (and nowhere else); `forDialect` numbers them `$1…` for PostgreSQL. The set of
 * texts a list produces is small (one per combination of filters and sort), so each is
 * prepared once and reused.
 */
export interface SqlFragment {
  text: string;
  params: unknown[];
}

export interface SqlListPlan {
  /** The filtered table with its alias, e.g. `system_users u`. */
  from: string;
  /** Conditions, ANDed (none: the whole table). */
  where: SqlFragment[];
  /** e.g. `u.id`. */
  idColumn: string;
  /** Sort field → column, the whitelist (NOT NULL columns). */
  sortColumns: Readonly<Record<string, string>>;
  sort: SortSpec;
  page: number;
  limit: number;
  cursor?: string | undefined;
  /**
   * Where the window starts when the caller found it another way (e.g. from maintained
   * counts): extra conditions for the window only (not the total) and the offset within them.
   */
  start?: { where: SqlFragment[]; offset: number } | undefined;
}

export interface SqlListStatements {
  /**
   * `select <id> as id, <sort column> as sort_value from … where … order by … limit ? offset ?`:
   * one row more than the limit. Use it as a subquery and join the rows of just these ids
   * (a deferred join), ordered by `orderBy('p')`.
   */
  window: SqlFragment;
  /**
   * The same rows read from the far end when the page lies past the middle of `total` rows:
   * the order reversed and the offset counted from the end, so a deep page walks
   * `total - offset` index entries instead of `offset`. Null when the forward window is as
   * cheap (first half, or a cursor). The outer query's `orderBy` restores the order.
   */
  windowFromEnd(total: number): SqlFragment | null;
  /** `select count(*) as total from … where …`. */
  total: SqlFragment;
  /** The window's order for an outer query whose window alias is `alias`. */
  orderBy(alias: string): string;
}

const unknownSort = (field: string, allowed: string[]) =>
  new CareOpsError('invalidInput', t('error.invalidField', { field: 'sort', problem: t('system.list.unknownSort', { field, allowed: allowed.join(', ') }) }), {
    field: 'sort',
  });

/** Joins fragments with a separator, parameters in order. */
export function joinSql(parts: SqlFragment[], separator: string): SqlFragment {
  return { text: parts.map((p) => p.text).join(separator), params: parts.flatMap((p) => p.params) };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `value`, ASCII case-insensitively on both dialects; `%`, `_`, `\` literal. */
export function containsTextSql(column: string, value: string, dialect: DialectName): SqlFragment {
  return { text: `${column} ${dialect === 'postgres' ? 'ilike' : 'like'} ? escape '\\'`, params: [`%${escapeLike(value)}%`] };
}

/** `column in (…ids)`; no ids → false. */
export function inIdsSql(column: string, ids: number[]): SqlFragment {
  if (!ids.length) return { text: '1 = 0', params: [] };
  return { text: `${column} in (${ids.map(() => '?').join(', ')})`, params: ids };
}

/** Numbers `?` as `$1…` on PostgreSQL. */
export function forDialect(text: string, dialect: DialectName): string {
  if (dialect === 'sqlite') return text;
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/**
 * The two statements of a list page. Unknown sort fields are refused (101 naming `sort`); a
 * cursor made for another sort is refused (101 naming `cursor`). With a cursor the window
 * starts after the cursor's key instead of at an offset.
 */
export function sqlListStatements(plan: SqlListPlan): SqlListStatements {
  const { sort, limit, idColumn } = plan;
  const column = plan.sortColumns[sort.field];
  if (!column) throw unknownSort(sort.field, Object.keys(plan.sortColumns));
  const direction = sort.direction === 'desc' ? 'desc' : 'asc';
  const where = plan.where.length ? joinSql(plan.where, ' and ') : null;
  const conditions = where ? [where, ...(plan.start?.where ?? [])] : [...(plan.start?.where ?? [])];
  if (plan.cursor) {
    const position = decodeCursor(plan.cursor, sort);
    const cmp = direction === 'desc' ? '<' : '>';
    conditions.push(
      column === idColumn
        ? { text: `${idColumn} ${cmp} ?`, params: [position.id] }
        : // A row value: both databases answer it from the (column, id) index as one range.
          { text: `(${column}, ${idColumn}) ${cmp} (?, ?)`, params: [position.value, position.id] },
    );
  }
  const windowWhere = conditions.length ? joinSql(conditions, ' and ') : null;
  const orderIn = (dir: string) => (column === idColumn ? `${idColumn} ${dir}` : `${column} ${dir}, ${idColumn} ${dir}`);
  const windowIn = (dir: string, take: number, skip: number): SqlFragment => ({
    text: `select ${idColumn} as id, ${column} as sort_value from ${plan.from}${windowWhere ? ` where ${windowWhere.text}` : ''} order by ${orderIn(dir)} limit ? offset ?`,
    params: [...(windowWhere?.params ?? []), take, skip],
  });
  const offset = plan.cursor ? 0 : plan.start ? plan.start.offset : (plan.page - 1) * limit;
  return {
    window: windowIn(direction, limit + 1, offset),
    windowFromEnd: (total) => {
      const remaining = total - offset;
      if (plan.cursor || plan.start || remaining <= 0 || remaining >= offset) return null;
      // Rows offset … offset + limit (one more than the limit) are, from the end, rows
      // total - offset - limit - 1 … total - offset - 1; near the end fewer exist.
      const skip = remaining - (limit + 1);
      return windowIn(direction === 'desc' ? 'asc' : 'desc', skip >= 0 ? limit + 1 : remaining, Math.max(0, skip));
    },
    total: { text: `select count(*) as total from ${plan.from}${where ? ` where ${where.text}` : ''}`, params: where?.params ?? [] },
    orderBy: (alias) => (column === idColumn ? `${alias}.id ${direction}` : `${alias}.sort_value ${direction}, ${alias}.id ${direction}`),
  };
}

/** A list's statements as the handler runs them, in the dialect's placeholders. */
export interface PagedStatements {
  /** The page: the forward window joined with its rows. */
  page: SqlFragment;
  /** The page read from the far end when it lies past the middle of `total` (windowFromEnd). */
  pageFromEnd(total: number): SqlFragment | null;
  total: SqlFragment;
}

/**
 * The page statements of a list: `around` puts a window (alias `p`) into the SELECT that joins
 * its rows and orders them by `list.orderBy('p')`; the same text serves both directions.
 */
export function pagedStatements(list: SqlListStatements, around: (windowText: string) => string, dialect: DialectName): PagedStatements {
  const pageOf = (window: SqlFragment): SqlFragment => ({ text: forDialect(around(window.text), dialect), params: window.params });
  return {
    page: pageOf(list.window),
    pageFromEnd: (total) => {
      const window = list.windowFromEnd(total);
      return window ? pageOf(window) : null;
    },
    total: { text: forDialect(list.total.text, dialect), params: list.total.params },
  };
}

/** A window row: the id and sort value the page query selected, plus the caller's columns. */
export interface WindowRow {
  id: number;
  sort_value: number | string;
}

/**
 * The page of `rows` (limit + 1 read) and its paging: the shown rows and the next cursor
 * (null on the last page).
 */
export function pageOfRows<R extends WindowRow>(rows: R[], sort: SortSpec, limit: number): { shown: R[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  return {
    shown,
    nextCursor: more && last ? encodeCursor({ field: sort.field, direction: sort.direction, value: last.sort_value, id: Number(last.id) }) : null,
  };
}
