/**
 * Runs a few fixed SQL texts as fast as the driver allows, bypassing Kysely's per-query work:
 * prepared statements on a read-only SQLite connection of their own, or named (server-side
 * prepared) statements on the PostgreSQL pool. For the per-request session and permission reads.
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

/** SQLite: WAL lets this connection read committed data while the Kysely connection writes. */
export function sqliteHotPath(reader: SyncDatabase): HotPathRunner {
  const statements = new Map<string, SyncStatement>();
  return {
    async run(text, params) {
      let statement = statements.get(text);
      if (!statement) {
        statement = reader.prepare(text);
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

/** PostgreSQL: each text becomes a named statement, prepared once per pooled connection. */
export function postgresHotPath(pool: PgPool): HotPathRunner {
  const names = new Map<string, string>();
  return {
    async run(text, params) {
      let name = names.get(text);
      if (!name) {
        name = `careops_hot_${names.size + 1}`;
        names.set(text, name);
      }
      return (await pool.query({ name, text, values: params })).rows;
    },
    async close() {},
  };
}
