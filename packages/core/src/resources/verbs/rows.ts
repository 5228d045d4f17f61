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

/** `record` with `value` at a dotted path, copying only the objects along it. */
function withValueAt(record: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [head = '', ...rest] = path;
  if (rest.length === 0) return { ...record, [head]: value };
  const inner = record[head];
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return record;
  return { ...record, [head]: withValueAt(inner as Record<string, unknown>, rest, value) };
}

/**
 * A record as `--json` prints it: the wire values as the server sent them (status numbers,
 * integer cents, nested objects), each enum column's label beside its value (`status` →
 * `statusLabel`, `nurse.status` → `nurse.statusLabel`), and `path`, the record's web page.
 */
export function wireRecordOf(d: ResourceDescriptor, columns: readonly ResourceColumn[], record: Record<string, unknown>): Record<string, unknown> {
  let out = record;
  for (const column of columns) {
    if (column.format !== 'enum') continue;
    const raw = valueAt(record, column.key);
    if (raw === undefined || raw === null) continue;
    const path = column.key.split('.');
    path[path.length - 1] = `${path[path.length - 1]}Label`;
    out = withValueAt(out, path, formatValue(column, raw));
  }
  const path = d.path?.(record);
  return path ? { ...out, path } : out;
}

/** A table result of records. */
export function tableOf(d: ResourceDescriptor, records: ReadonlyArray<Record<string, unknown>>, total: number, columnKeys: readonly string[] | null = null): CommandResult {
  // A saved view's columns, in its order (keys the list no longer has are skipped); else the default set.
  const chosen = columnKeys?.flatMap((key) => d.list.columns.filter((c) => c.key === key)) ?? [];
  const columns = chosen.length > 0 ? chosen : visibleColumns(d.list.columns);
  return {
    kind: 'table',
    columns: columns.map((c) => ({ key: c.key, title: t(c.title) })),
    rows: records.map((record) => rowOf(d, columns, record)),
    total,
    data: records.map((record) => wireRecordOf(d, d.list.columns, record)),
  };
}

/** A record result: the detail fields for people, the record itself for `--json`. */
export function recordOf(d: ResourceDescriptor, record: Record<string, unknown>): CommandResult {
  const columns = d.record?.fields ?? d.list.columns;
  let fields: Array<{ label: string; value: string }> | undefined;
  return {
    kind: 'record',
    // Formatted when a face shows them: `--json` prints `data` and never pays for dates and money.
    get fields() {
      fields ??= columns.map((c) => ({ label: t(c.title), value: formatCell(c, record) }));
      return fields;
    },
    data: record,
  };
}
