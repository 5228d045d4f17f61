import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileOf } from '../db/connect';
import { openExportReader, type ExportReader } from './export-reader';

// manyRows hands SQLite's rows over as one JSON text: the same values as `rows`, in the
// statement's own order, batch after batch.
describe('ExportReader.manyRows (SQLite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'careops-export-reader-'));
  let reader: ExportReader;

  beforeAll(async () => {
    const db = new Database(sqliteFileOf(dataDir));
    db.exec('create table t (id integer primary key, sort_key integer not null, label text, amount integer)');
    const insert = db.prepare('insert into t (id, sort_key, label, amount) values (?, ?, ?, ?)');
    const labels = ['plain', 'say "hi", ok', '王小明', 'café ☕ 🙂', 'line\r\nbreak', '\\back\\slash', null];
    db.transaction(() => {
      for (let id = 1; id <= 5_000; id++) insert.run(id, (id * 7919) % 1_000, labels[id % labels.length], id % 11 === 0 ? null : Number.MAX_SAFE_INTEGER - id);
    })();
    db.close();
    reader = await openExportReader({ dataDir, databaseUrl: undefined }, 'sqlite');
  });

  afterAll(async () => {
    await reader.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers what rows answers: numbers, nulls and any text, in the statement’s order', async () => {
    const text = 'select t.id, t.sort_key, t.label, t.amount from t order by t.sort_key desc, t.id desc limit ?';
    const many = await reader.manyRows(text, [700]);
    expect(many).toHaveLength(700);
    expect(many).toEqual(await reader.rows(text, [700]));
  });

  it('keeps the order across keyset batches, as the export walks them', async () => {
    const first = 'select t.id, t.sort_key from t order by t.sort_key desc, t.id desc limit 300';
    const next = 'select t.id, t.sort_key from t where (t.sort_key, t.id) < (?, ?) order by t.sort_key desc, t.id desc limit 300';
    const walked: unknown[][] = [];
    for (let batch = await reader.manyRows(first, []); ; ) {
      walked.push(...batch);
      const last = batch[batch.length - 1];
      if (batch.length < 300 || !last) break;
      batch = await reader.manyRows(next, [last[1], last[0]]);
    }
    expect(walked).toEqual(await reader.rows('select t.id, t.sort_key from t order by t.sort_key desc, t.id desc', []));
  });

  it('answers an empty list for no rows', async () => {
    expect(await reader.manyRows('select t.id from t where t.id < 0 limit 10', [])).toEqual([]);
  });
});
