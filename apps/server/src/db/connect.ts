import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { defaultPgUser, type ServerConfig, type SqliteSynchronous } from '../config';
import { postgresHotPath, sqliteHotPath, type HotPathRunner } from './hot-path';
import type { Database } from './schema';
import { withStatementCache } from './sqlite-statement-cache';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for the start-up line (no password). */
  location: string;
  /** Opens the runner of the per-request reads (call after migrations). */
  openHotPath(): HotPathRunner;
  /** The pool's connections by state (PostgreSQL only), for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** The SQLite file inside the data directory. */
export const sqliteFileOf = (dataDir: string) => join(dataDir, 'careops.sqlite');

const INT8_OID = 20;

/** A PostgreSQL URL with a user filled in when it names none (node-postgres needs one). */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = encodeURIComponent(defaultPgUser());
  return parsed.toString();
}

async function openSqlite(dataDir: string, synchronous: SqliteSynchronous): Promise<DatabaseHandle> {
  const { default: SqliteDatabase } = await import('better-sqlite3');
  mkdirSync(dataDir, { recursive: true });
  const file = sqliteFileOf(dataDir);
  const raw = new SqliteDatabase(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  // FULL (the default): an acknowledged commit (a refund, its ledger entry, its audit row) is on
  // disk before the answer leaves; NORMAL in WAL mode may roll back the last commits on a power cut.
  raw.pragma(`synchronous = ${synchronous}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
  const openHotPath = () => {
    const reader = new SqliteDatabase(file, { readonly: true });
    reader.pragma('busy_timeout = 5000');
    return sqliteHotPath(reader);
  };
  return { db, dialect: 'sqlite', location: file, openHotPath };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  // BIGINT (epoch-millisecond timestamps, counts) as numbers; all our values are < 2^53.
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;
  const pool = new pg.Pool({ connectionString: withDefaultUser(url), max: 10, types: { getTypeParser } });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const shown = new URL(url);
  shown.password = '';
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, dialect: 'postgres', location: shown.toString(), openHotPath: () => postgresHotPath(pool), poolStats };
}

/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, else SQLite. */
export function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<ServerConfig, 'sqliteSynchronous'>>): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(config.dataDir, config.sqliteSynchronous ?? 'FULL');
}
