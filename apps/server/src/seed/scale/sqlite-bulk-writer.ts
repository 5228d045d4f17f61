import type Database from 'better-sqlite3';
import type { BulkWriter, TableShape } from './bulk-writer';

/**
 * The SQLite writer: a connection of its own on the server's file, tuned for loading (no
 * fsync per commit, foreign keys not re-checked: the rows are consistent by construction and
 * the seed test checks them with `foreign_key_check`).
 */
export async function sqliteBulkWriter(file: string): Promise<BulkWriter> {
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const db: Database.Database = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 30000');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  const statements = new Map<string, Database.Statement>();
  const statementFor = (shape: TableShape) => {
    let statement = statements.get(shape.name);
    if (!statement) {
      const names = shape.columns.map(([name]) => name);
      statement = db.prepare(`insert into ${shape.name} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`);
      statements.set(shape.name, statement);
    }
    return statement;
  };
  return {
    async insert(shape, rows) {
      const statement = statementFor(shape);
      db.transaction(() => {
        for (const row of rows) statement.run(row);
      })();
    },
    async update(shape, rows) {
      const [key, ...set] = shape.columns.map(([name]) => name);
      const statement = db.prepare(`update ${shape.name} set ${set.map((name) => `${name} = ?`).join(', ')} where ${key} = ?`);
      db.transaction(() => {
        for (const [id, ...values] of rows) statement.run([...values, id]);
      })();
    },
    async query(text, params = []) {
      const statement = db.prepare(text);
      if (statement.reader) return statement.all(params) as Array<Record<string, unknown>>;
      statement.run(params);
      return [];
    },
    // AUTOINCREMENT keeps sqlite_sequence up to date with explicit ids itself.
    async syncIds() {},
    async analyze() {
      db.exec('analyze');
    },
    async close() {
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
