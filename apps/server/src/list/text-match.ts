import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../db/connect';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` contains `value`, case-insensitively for ASCII on both dialects (SQLite's LIKE is;
 * PostgreSQL needs ILIKE). `%`, `_` and `\` in the value match themselves.
 */
export function containsText(column: string, value: string, dialect: DialectName): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(value)}%`;
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** `column` starts with `value` (case-sensitive on PostgreSQL, ASCII-insensitive on SQLite). */
export function startsWithText(column: string, value: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`${escapeLike(value)}%`} escape '\\'`;
}
