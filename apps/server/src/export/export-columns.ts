import type { MessageKey } from '@careops/core/i18n';
import type { TextTable } from './text-table';

/**
 * The columns of a CSV or XLSX export, in order: what the area's list shows, as people read it
 * (words, money in yuan, local times). A row is a tuple (no object per row); the looked-up
 * names come from tables of names by id (`Names`, filled by the area's lookups).
 */
export type ExportTuple = readonly unknown[];
export type ExportNameTables<Names> = Record<keyof Names, TextTable>;

export type ColumnKind = ValueColumn<ExportTuple>['kind'] | NameColumn<unknown>['kind'];

/** A column of the row's own values. */
export interface ValueColumn<Row extends ExportTuple> {
  title: MessageKey;
  kind: 'number' | 'text' | 'money' | 'date';
  /** Few distinct values (words): formats may memoize their escaping. */
  repeats?: boolean;
  /** number (also money in cents and dates in epoch ms), text, or null for an empty cell. */
  value(row: Row): string | number | null;
}

/** A column of a looked-up name: the first of `from` the row has (an empty cell when none). */
export interface NameColumn<Names> {
  title: MessageKey;
  kind: 'name';
  from: Array<{ table: keyof Names; id: number }>;
}

export type ExportColumn<Row extends ExportTuple, Names> = ValueColumn<Row> | NameColumn<Names>;

/**
 * Writes a name column's cell for a row through `write` (its table and the id there), or
 * nothing when the row has none of its names. No object per cell: a million rows have six
 * million of them.
 */
export function nameCell<Row extends ExportTuple, Names extends ExportNameTables<Names>, Out>(
  column: NameColumn<Names>,
  write: (table: TextTable, id: number, out: Out) => void,
  none: (out: Out) => void,
) {
  const at = column.from.map((source) => source.id);
  // The tables of the names last seen (the same object for every batch of an export): a
  // lookup by a variable key per cell costs more than the copy of the name.
  let seen: Names | null = null;
  let tables: TextTable[] = [];
  return (row: Row, names: Names, out: Out): void => {
    if (names !== seen) {
      seen = names;
      tables = column.from.map((source) => names[source.table]);
    }
    for (let i = 0; i < at.length; i++) {
      const id = row[at[i] as number] as number | null;
      const table = tables[i] as TextTable;
      if (id !== null && table.has(id)) return write(table, id, out);
    }
    none(out);
  };
}
