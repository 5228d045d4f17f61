import type { DialectName } from '../db/connect';
import { containsTextSql, type SqlFragment } from './sql-list';

/** The columns with a substring index (migration 0014-search-index), by table. */
export type SearchedColumn = 'patients.name' | 'members.phone' | 'members.nickname' | 'nurses.name' | 'nurses.phone';

/** Trigrams: a fragment of fewer characters has none to look up, so it is matched by a scan. */
export const MIN_INDEXED_FRAGMENT = 3;

/** An FTS5 phrase that matches the fragment anywhere in the column (quotes doubled). */
const phraseOf = (column: string, value: string) => `${column} : "${value.replaceAll('"', '""')}"`;

/**
 * `alias.column` contains `value`, with exactly the rows containsTextSql gives (ASCII
 * case-insensitive; `%`, `_` and `\` literal), found through the column's substring index:
 * - SQLite: the FTS5 trigram table proposes the rows whose text holds the fragment's trigrams
 *   in order (its case folding is wider than LIKE's, so a superset), and the same LIKE as
 *   before keeps the exact ones. Fragments under three characters keep the plain LIKE scan.
 * - PostgreSQL: the ILIKE as before; the planner answers it from the pg_trgm index.
 */
export function containsIndexedSql(alias: string, searched: SearchedColumn, value: string, dialect: DialectName): SqlFragment {
  const [table, column] = searched.split('.') as [string, string];
  const contains = containsTextSql(`${alias}.${column}`, value, dialect);
  if (dialect === 'postgres' || [...value].length < MIN_INDEXED_FRAGMENT) return contains;
  return {
    text: `${alias}.id in (select rowid from ${table}_search where ${table}_search match ?) and ${contains.text}`,
    params: [phraseOf(column, value), ...contains.params],
  };
}
