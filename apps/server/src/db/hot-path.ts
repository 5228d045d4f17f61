/**
 * Runs fixed SQL texts as fast as the driver allows, bypassing Kysely's per-query work:
 * prepared statements on a read-only SQLite connection of their own, or named (server-side
 * prepared) statements on the PostgreSQL pool. For the per-request session and permission
 * reads and the hot lists (docs/list-pattern.md, Performance). Reads see committed data only.
 */
export interface HotPathRunner {
  run(text: string, params: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

interface SyncStatement {
  all(...params: unknown[]): unknown[];
}

interface SyncDatabase {
  prepare(sql: string): SyncStatement;
  close(): unknown;
}

/** At most this many texts are kept prepared (lists make one text per filter combination). */
export const HOT_PATH_STATEMENTS = 256;

/** SQLite: WAL lets this connection read committed data while the Kysely connection writes. */
export function sqliteHotPath(reader: SyncDatabase): HotPathRunner {
  const statements = new Map<string, SyncStatement>();
  return {
    async run(text, params) {
      let statement = statements.get(text);
      if (!statement) {
        statement = reader.prepare(text);
        if (statements.size >= HOT_PATH_STATEMENTS) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
        statements.set(text, statement);
      }
      return statement.all(...params);
    },
    async close() {
      reader.close();
    },
  };
}

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

interface PgPoolUnnamed {
  query(config: { text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * PostgreSQL: each text becomes a named statement, prepared once per pooled connection. A
 * name stays bound to its text on every connection, so beyond the first HOT_PATH_STATEMENTS
 * texts the rest run unnamed rather than growing the connections' statement lists for ever.
 */
export function postgresHotPath(pool: PgPool & PgPoolUnnamed): HotPathRunner {
  const names = new Map<string, string>();
  return {
    async run(text, params) {
      let name = names.get(text);
      if (!name) {
        if (names.size >= HOT_PATH_STATEMENTS) return (await pool.query({ text, values: params })).rows;
        name = `careops_hot_${names.size + 1}`;
        names.set(text, name);
      }
      return (await pool.query({ name, text, values: params })).rows;
    },
    async close() {},
  };
}
