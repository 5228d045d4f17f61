// Direct access to a test server's database, for arranging what HTTP cannot (an hour of
// failed sign-ins, a disabled account) and for checking what was stored.
import { join } from 'node:path';
import { userInfo } from 'node:os';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { TestServer } from '../../support/server';

export type Row = Record<string, unknown>;

const INT8_OID = 20;

/** Runs one statement (written with `?` placeholders) on the server's database. */
export async function sqlOn(server: TestServer, text: string, params: unknown[] = []): Promise<Row[]> {
  if (server.databaseUrl) {
    const url = new URL(server.databaseUrl);
    if (!url.username) url.username = process.env.PGUSER || process.env.USER || userInfo().username;
    const client = new pg.Client({
      connectionString: url.toString(),
      types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
    });
    await client.connect();
    try {
      let n = 0;
      const result = await client.query(text.replace(/\?/g, () => `$${++n}`), params);
      return result.rows as Row[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(join(server.dataDir, 'careops.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const statement = db.prepare(text);
    if (statement.reader) return statement.all(...params) as Row[];
    statement.run(...params);
    return [];
  } finally {
    db.close();
  }
}

/** The first row's first column as a number. */
export async function countOn(server: TestServer, text: string, params: unknown[] = []): Promise<number> {
  const [row] = await sqlOn(server, text, params);
  return Number(row ? Object.values(row)[0] : NaN);
}
