import type { SqliteDatabase, SqliteStatement } from 'kysely';

const LIMIT = 512;

/**
 * Wraps a better-sqlite3 database so Kysely reuses prepared statements instead of preparing
 * the same SQL on every call (Kysely's SQLite driver prepares per query). Safe because the
 * driver serialises all use of its single connection.
 */
export function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit) return hit;
      const statement = database.prepare(sql);
      if (cache.size >= LIMIT) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
