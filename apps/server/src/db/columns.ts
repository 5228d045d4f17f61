import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from './connect';

type Builder = CreateTableBuilder<string, string>;

/** An auto-numbered integer primary key `id`: AUTOINCREMENT on SQLite, IDENTITY on PostgreSQL. */
export const withId =
  (dialect: DialectName) =>
  (table: Builder): Builder =>
    table.addColumn('id', 'integer', (col) =>
      dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
    );

/** id, created_at, updated_at (epoch ms) and version (from 1): the columns of every entity table. */
export const withEntityColumns =
  (dialect: DialectName) =>
  (table: Builder): Builder =>
    withId(dialect)(table)
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1));
