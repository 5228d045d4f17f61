// Test fixtures of the shell's browser tests that reach past the API: what an administrator
// would do in the system-user screen, which does not exist yet (a later issue).
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { TestServer } from '../support/server';

/** Enables (1) or disables (0) a staff account in the test server's database. */
export async function setAccountStatus(server: TestServer, username: string, status: 0 | 1): Promise<void> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const done = await client.query('UPDATE system_users SET status = $1 WHERE username = $2', [status, username]);
      if (done.rowCount !== 1) throw new Error(`no system user ${username}`);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(join(server.dataDir, 'careops.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const done = db.prepare('UPDATE system_users SET status = ? WHERE username = ?').run(status, username);
    if (done.changes !== 1) throw new Error(`no system user ${username}`);
  } finally {
    db.close();
  }
}
