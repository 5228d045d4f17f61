import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { migrationsFor } from './migrations';

const noteTable = (name: string): Migration => ({
  up: async (db) => {
    await sql`create table ${sql.table(name)} (id integer primary key)`.execute(db);
  },
});

describe('migrateToLatest', () => {
  const opened: { handle: DatabaseHandle; dir: string }[] = [];
  const open = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'careops-migrate-'));
    const handle = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    opened.push({ handle, dir });
    return handle;
  };
  afterEach(async () => {
    for (const { handle, dir } of opened.splice(0)) {
      await handle.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs every migration on an empty database, then none on the current one', async () => {
    const { db, dialect } = await open();
    expect(await migrateToLatest(db, dialect)).toEqual(Object.keys(migrationsFor(dialect)));
    expect(await migrateToLatest(db, dialect)).toEqual([]);
  });

  it('runs a migration added since the last start (the quick check sees it is pending)', async () => {
    const { db, dialect } = await open();
    await migrateToLatest(db, dialect);
    const later = { ...migrationsFor(dialect), '9999-later': noteTable('later_note') };
    expect(await migrateToLatest(db, dialect, later)).toEqual(['9999-later']);
    await expect(sql`select count(*) as n from later_note`.execute(db)).resolves.toBeDefined();
    expect(await migrateToLatest(db, dialect, later)).toEqual([]);
  });

  it('still refuses a database migrated by a newer version (an unknown migration name)', async () => {
    const { db, dialect } = await open();
    await migrateToLatest(db, dialect, { ...migrationsFor(dialect), '9999-later': noteTable('later_note') });
    await expect(migrateToLatest(db, dialect)).rejects.toThrow(/9999-later/);
  });
});
