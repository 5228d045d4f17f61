import type { CommandResult } from '../../commands/types';
import { t } from '../../i18n/translate';
import { formatCell, formatValue, valueAt } from '../format-value';
import type { ResourceColumn, ResourceDescriptor } from '../types';
import { idKeyOf } from '../runtime/records';

type Row = Record<string, string | number | null>;

/** The columns a face shows by default: those not marked hidden. */
export const visibleColumns = (columns: readonly ResourceColumn[]): ResourceColumn[] => columns.filter((c) => !c.hidden);

/**
 * A table row of a record: the id, each column's value (plain numbers and text as they are,
 * everything else formatted), and `path`, the record's web page, when it has one.
 */
export function rowOf(d: ResourceDescriptor, columns: readonly ResourceColumn[], record: Record<string, unknown>): Row {
  const id = record[idKeyOf(d)];
  const row: Row = { [idKeyOf(d)]: typeof id === 'number' || typeof id === 'string' ? id : null };
  for (const column of columns) {
    const raw = valueAt(record, column.key);
    const plain = (column.format ?? 'text') === 'text' || column.format === 'number';
    row[column.key] = plain && (typeof raw === 'number' || typeof raw === 'string') ? raw : formatValue(column, raw);
  }
  const path = d.path?.(record);
  if (path) row.path = path;
  return row;
}

/** A table result of records. */
export function tableOf(d: ResourceDescriptor, records: ReadonlyArray<Record<string, unknown>>, total: number): CommandResult {
  const columns = visibleColumns(d.list.columns);
  return {
    kind: 'table',
    columns: columns.map((c) => ({ key: c.key, title: t(c.title) })),
    rows: records.map((record) => rowOf(d, columns, record)),
    total,
  };
}

/** A record result: the detail fields for people, the record itself for `--json`. */
export function recordOf(d: ResourceDescriptor, record: Record<string, unknown>): CommandResult {
  const fields = d.record?.fields ?? d.list.columns;
  return {
    kind: 'record',
    fields: fields.map((c) => ({ label: t(c.title), value: formatCell(c, record) })),
    data: record,
  };
}
