import type { ServerConfig } from '../config';
import { sqliteFileOf, withDefaultUser, type DialectName } from '../db/connect';
import { forDialect } from '../list/sql-list';

/** The export reader's page cache (SQLite's own default; better-sqlite3 builds with 16 MiB). */
const EXPORT_CACHE_KIB = 2_000;

/**
 * The export's own read connection: one consistent snapshot for the whole file (a read
 * transaction), rows as arrays (no object per row), prepared statements, and nothing shared
 * with the requests served meanwhile (the hot path's connection stays free). SQLite: a
 * read-only connection on the data file (WAL: writers are not blocked). PostgreSQL: a client
 * of its own in a REPEATABLE READ, READ ONLY transaction.
 */
export interface ExportReader {
  /** Rows of a statement written with `?` placeholders, as arrays in SELECT order. */
  rows(text: string, params: unknown[]): Promise<unknown[][]>;
  /**
   * The same, for a statement of many rows whose columns have distinct names (a batch of
   * orders, a chunk of names). SQLite hands them over as one JSON text (see below).
   */
  manyRows(text: string, params: unknown[]): Promise<unknown[][]>;
  /** Ends the snapshot and the connection; later calls do nothing. */
  close(): Promise<void>;
}

export async function openExportReader(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, dialect: DialectName): Promise<ExportReader> {
  return dialect === 'postgres' && config.databaseUrl ? openPostgresReader(config.databaseUrl) : openSqliteReader(sqliteFileOf(config.dataDir));
}

async function openSqliteReader(file: string): Promise<ExportReader> {
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const db = new SqliteDatabase(file, { readonly: true });
  db.pragma('busy_timeout = 5000');
  // A walk through the table gains nothing from better-sqlite3's 16 MiB page cache, which would
  // fill up (and stay in the process's memory) on a large export.
  db.pragma(`cache_size = -${EXPORT_CACHE_KIB}`);
  db.exec('begin');
  const statements = new Map<string, ReturnType<typeof db.prepare>>();
  const prepared = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text).raw(true);
      statements.set(text, statement);
    }
    return statement;
  };
  // Many rows as one JSON array of arrays, built by SQLite and parsed by V8: better-sqlite3
  // makes a JavaScript value per cell through the engine's API, which for a million orders of
  // fifteen columns costs more than SQLite's reading (the subquery hands its rows to the
  // aggregate in its own order: a LIMIT keeps it from being flattened).
  const asJson = new Map<string, ReturnType<typeof db.prepare>>();
  const jsonOf = (text: string) => {
    let statement = asJson.get(text);
    if (!statement) {
      const columns = prepared(text).columns().map((c) => `"${c.name.replace(/"/g, '""')}"`);
      statement = db.prepare(`select json_group_array(json_array(${columns.join(', ')})) from (${text})`).pluck(true);
      asJson.set(text, statement);
    }
    return statement;
  };
  return {
    async rows(text, params) {
      return prepared(text).all(params) as unknown[][];
    },
    async manyRows(text, params) {
      return JSON.parse(jsonOf(text).get(params) as string) as unknown[][];
    },
    async close() {
      if (!db.open) return;
      if (db.inTransaction) db.exec('commit');
      db.close();
    },
  };
}

const INT8_OID = 20;

async function openPostgresReader(url: string): Promise<ExportReader> {
  const { default: pg } = await import('pg');
  // BIGINT as numbers, as on the server's pool (all our values are < 2^53).
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;
  const client = new pg.Client({ connectionString: withDefaultUser(url), types: { getTypeParser } });
  await client.connect();
  await client.query('begin isolation level repeatable read read only');
  const names = new Map<string, string>();
  let closing: Promise<void> | undefined;
  const rows = async (text: string, params: unknown[]) => {
    let name = names.get(text);
    if (!name) {
      name = `careops_export_${names.size + 1}`;
      names.set(text, name);
    }
    const result = await client.query({ name, text: forDialect(text, 'postgres'), values: params, rowMode: 'array' });
    return result.rows as unknown[][];
  };
  return {
    rows,
    // Rows arrive as text from the server and are parsed by the driver: nothing to gain here.
    manyRows: rows,
    close() {
      closing ??= client.query('commit').then(
        () => client.end(),
        () => client.end(),
      );
      return closing;
    },
  };
}
