import { createHash } from 'node:crypto';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { TestServer } from '../../support/server';

/** node-postgres reads the user from $USER only, which may be unset. */
function withUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || userInfo().username;
  return parsed.toString();
}

/** The channel the server recorded for the session of `token` (read from its database). */
export async function sessionChannel(server: TestServer, token: string): Promise<string | undefined> {
  const hash = createHash('sha256').update(token).digest('hex');
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: withUser(server.databaseUrl) });
    await client.connect();
    try {
      const rows = await client.query<{ channel: string }>('select channel from sessions where token_hash = $1', [hash]);
      return rows.rows[0]?.channel;
    } finally {
      await client.end();
    }
  }
  const db = new Database(join(server.dataDir, 'careops.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select channel from sessions where token_hash = ?').get(hash) as { channel: string } | undefined;
    return row?.channel;
  } finally {
    db.close();
  }
}
