// `npm run backup` while the server serves, then `npm run restore` into an empty place: the
// restored database equals the backup table by table, holds what was written before the backup
// and nothing written after it, and a server starts on it. SQLite (online backup API) and, with
// DATABASE_URL, PostgreSQL (pg_dump / pg_restore).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, apiCall, login, repoRoot, startTestServer } from '../support/server';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';

const mainJs = join(repoRoot, 'apps/server/dist/main.js');

function maintenance(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const base: NodeJS.ProcessEnv = { ...process.env, CAREOPS_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...env };
    if (!env.DATABASE_URL) delete base.DATABASE_URL;
    const child = spawn(process.execPath, [mainJs, ...args], { cwd: repoRoot, env: base });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const withUser = (url: string) => {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || userInfo().username;
  return parsed.toString();
};

/** Each table's row count and a hash of its rows in key order. */
async function fingerprint(query: (text: string) => Promise<Array<Record<string, unknown>>>, tables: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const rows = await query(`select * from ${table} order by 1, 2`);
    out[table] = `${rows.length}:${createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16)}`;
  }
  return out;
}

const TABLES = ['roles', 'role_permissions', 'system_users', 'user_roles', 'audit_log', 'permission_nodes', 'studios', 'orders', 'order_events', 'kysely_migration'];

describe('backup and restore', () => {
  const server = useServer();
  const work = mkdtempSync(join(tmpdir(), 'careops-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('backs up while serving and restores an equal database that a server starts on', { timeout: 120_000 }, async () => {
    const admin = await login(server().url, 'admin', server().adminPassword);
    const addRole = (name: string) => apiCall(server().url, '/api/admin/addRole', { name, nodeCodes: [] }, admin);
    expect((await addRole('Before backup')).resultcode).toBe(1);

    const target = join(work, server().databaseUrl ? 'careops.pgdump' : 'careops.sqlite');
    const env: Record<string, string> = server().databaseUrl ? { DATABASE_URL: server().databaseUrl ?? '' } : { CAREOPS_DATA_DIR: server().dataDir };
    // Writers keep writing while the backup runs.
    const [backup, ...during] = await Promise.all([maintenance(['backup', target], env), ...Array.from({ length: 10 }, (_, i) => addRole(`During backup ${i}`))]);
    expect(backup, backup.stderr).toMatchObject({ code: 0, stdout: `Backup written to ${target}\n` });
    expect(during.every((a) => a.resultcode === 1)).toBe(true);
    expect((await addRole('After backup')).resultcode).toBe(1);
    expect((await maintenance(['backup', target], env)).stderr).toContain('refusing to overwrite');

    if (server().databaseUrl) {
      const base = process.env.DATABASE_URL ?? '';
      const name = `careops_restore_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: withUser(base) });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const restored = await maintenance(['restore', target], { DATABASE_URL: url.toString() });
        expect(restored.code, restored.stderr).toBe(0);
        // The restored database, read like the server's (bigint as numbers).
        const restoredDb = { ...server(), databaseUrl: url.toString() };
        const names = (await sqlOn(restoredDb, 'select name from roles')).map((r) => r.name);
        expect(names).toContain('Before backup');
        expect(names).not.toContain('After backup');
        const source = await fingerprint(async (text) => sqlOn(server(), text), ['kysely_migration', 'permission_nodes', 'studios']);
        const copy = await fingerprint(async (text) => sqlOn(restoredDb, text), ['kysely_migration', 'permission_nodes', 'studios']);
        expect(copy).toEqual(source);
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
      return;
    }

    // Refused while the server runs on the target.
    const busy = await maintenance(['restore', target], { CAREOPS_DATA_DIR: server().dataDir });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('the server seems to be running');

    const restoredDir = join(work, 'restored');
    const restored = await maintenance(['restore', target], { CAREOPS_DATA_DIR: restoredDir });
    expect(restored.code, restored.stderr).toBe(0);
    const open = (file: string) => {
      const db = new Database(file, { readonly: true });
      return { db, query: async (text: string) => db.prepare(text).all() as Array<Record<string, unknown>> };
    };
    const a = open(target);
    const b = open(join(restoredDir, 'careops.sqlite'));
    try {
      expect(a.db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(await fingerprint(b.query, TABLES)).toEqual(await fingerprint(a.query, TABLES));
      const names = (await b.query('select name from roles')).map((r) => r.name);
      expect(names).toContain('Before backup');
      expect(names).not.toContain('After backup');
    } finally {
      a.db.close();
      b.db.close();
    }

    const again = await startTestServer({ env: { CAREOPS_DATA_DIR: restoredDir } });
    try {
      const signedIn = await login(again.url, 'admin', TEST_ADMIN_PASSWORD);
      const list = await apiCall<{ list: Array<{ name: string }> }>(again.url, '/api/admin/getRoleList', { limit: 100 }, signedIn);
      expect(list.result.list.map((r) => r.name)).toContain('Before backup');
    } finally {
      await again.stop();
    }
  });
});
