import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/**
 * Indexes made for substring search on the name and phone fragments the big lists filter by
 * (docs/scale-and-export.md, Partial-name filters). A `contains` filter is a LIKE '%…%', which
 * no B-tree can answer, so every such request read the whole table (300,000 patients at a
 * million orders).
 * - SQLite: one FTS5 table per searched table with the trigram tokenizer, holding only the
 *   searched columns and reading their text from the table itself (external content), kept in
 *   step by triggers in the transaction of every insert, update and delete.
 * - PostgreSQL: pg_trgm's GIN index on each column; ILIKE uses it as it is.
 */
const SEARCHED_COLUMNS = {
  patients: ['name'],
  members: ['phone', 'nickname'],
  nurses: ['name', 'phone'],
} as const;

export function searchIndex(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const statements = dialect === 'sqlite' ? sqliteStatements() : postgresStatements();
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

function sqliteStatements(): string[] {
  return Object.entries(SEARCHED_COLUMNS).flatMap(([table, columns]) => {
    const fts = `${table}_search`;
    const list = columns.join(', ');
    const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
    const remove = `insert into ${fts} (${fts}, rowid, ${list}) values ('delete', old.id, ${values('old')})`;
    const add = `insert into ${fts} (rowid, ${list}) values (new.id, ${values('new')})`;
    return [
      `create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`,
      `create trigger ${fts}_insert after insert on ${table} begin ${add}; end`,
      `create trigger ${fts}_delete after delete on ${table} begin ${remove}; end`,
      `create trigger ${fts}_update after update of ${list} on ${table} begin ${remove}; ${add}; end`,
      `insert into ${fts} (${fts}) values ('rebuild')`,
    ];
  });
}

function postgresStatements(): string[] {
  return [
    'create extension if not exists pg_trgm',
    ...Object.entries(SEARCHED_COLUMNS).flatMap(([table, columns]) =>
      columns.map((column) => `create index ${table}_${column}_trigram on ${table} using gin (${column} gin_trgm_ops)`),
    ),
  ];
}
