import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { t } from '@careops/core/i18n';
import type { ServerConfig } from '../config';
import { withDefaultUser, sqliteFileOf } from './connect';

const run = promisify(execFile);

export class BackupError extends Error {
  override name = 'BackupError';
}

/** A backup file name for now: careops-2026-11-26T10-40-00.sqlite (or .pgdump). */
export const defaultBackupFile = (config: Pick<ServerConfig, 'databaseUrl'>, now = new Date()) =>
  resolve('backups', `careops-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.${config.databaseUrl ? 'pgdump' : 'sqlite'}`);

/**
 * Copies the database to `target`, consistent while the server serves: on SQLite with the
 * online backup API (pages copied under a read transaction; writers keep writing to the WAL);
 * on PostgreSQL with `pg_dump --format=custom` (one snapshot). Answers the file written.
 */
export async function backupDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, target: string): Promise<string> {
  const file = resolve(target);
  mkdirSync(dirname(file), { recursive: true });
  if (existsSync(file)) throw new BackupError(t('server.backup.exists', { file }));
  if (config.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, withDefaultUser(config.databaseUrl)]);
    return file;
  }
  const source = sqliteFileOf(config.dataDir);
  if (!existsSync(source)) throw new BackupError(t('server.backup.noDatabase', { file: source }));
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(file);
  } finally {
    db.close();
  }
  return file;
}

/**
 * Puts a backup in place of the database. SQLite: the server must be stopped (its write-ahead
 * log beside the file says it is not, unless `force`); the current file is kept beside it as
 * `careops.sqlite.before-restore-<time>`; the backup is checked (integrity, CareOps tables)
 * before anything is replaced. PostgreSQL: `pg_restore --clean --if-exists` into DATABASE_URL.
 */
export async function restoreDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, source: string, options: { force: boolean }): Promise<string> {
  const file = resolve(source);
  if (!existsSync(file)) throw new BackupError(t('server.backup.noBackup', { file }));
  if (config.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', withDefaultUser(config.databaseUrl), file]);
    return config.databaseUrl;
  }
  const target = sqliteFileOf(config.dataDir);
  const wal = `${target}-wal`;
  if (!options.force && existsSync(wal) && statSync(wal).size > 0) throw new BackupError(t('server.backup.serverRunning', { file: wal }));
  const { default: Database } = await import('better-sqlite3');
  const backup = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = backup.pragma('integrity_check', { simple: true });
    const migrations = backup.prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'").get() as { n: number };
    if (integrity !== 'ok' || migrations.n !== 1) throw new BackupError(t('server.backup.notCareOps', { file }));
  } finally {
    backup.close();
  }
  mkdirSync(config.dataDir, { recursive: true });
  if (existsSync(target)) copyFileSync(target, `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  for (const extra of ['-wal', '-shm']) rmSync(`${target}${extra}`, { force: true });
  copyFileSync(file, target);
  return target;
}
