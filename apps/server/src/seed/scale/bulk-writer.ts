/**
 * Where the scale seed puts its rows: many rows per call, explicit ids, no per-row round trip.
 * SQLite: one prepared statement per table, a transaction per call. PostgreSQL: one
 * `insert … select * from unnest($1::type[], …)` per few thousand rows.
 */

/** A column and its PostgreSQL type (for unnest's array casts; SQLite ignores it). */
export type ColumnType = 'int4' | 'int8' | 'text' | 'float8';
export type Column = readonly [name: string, type: ColumnType];

/** One table's insert: its name and columns, in the order each row lists its values. */
export interface TableShape {
  name: string;
  columns: readonly Column[];
}

export interface BulkWriter {
  /** Inserts `rows` (values in the shape's column order) in one transaction. */
  insert(shape: TableShape, rows: unknown[][]): Promise<void>;
  /** Sets the shape's other columns of the rows whose id is the first value, in one transaction. */
  update(shape: TableShape, rows: unknown[][]): Promise<void>;
  /** Runs a statement (`?` placeholders) and answers its rows. */
  query(text: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  /** After explicit ids: moves each table's id generator past its largest id. */
  syncIds(tables: string[]): Promise<void>;
  /** Refreshes the planner's statistics (and on PostgreSQL the visibility map: VACUUM ANALYZE). */
  analyze(): Promise<void>;
  close(): Promise<void>;
}
