import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { t, type MessageKey } from '@careops/core/i18n';
import { R, type ExportNames, type OrderTuple } from './export-record';
import type { TextTable } from './text-table';

/**
 * The columns of the CSV and XLSX exports, in order: what the order list shows, as people read
 * it (status and booking as words, money in yuan, local times); phones masked like every list
 * (ExportLookups masks them).
 * NDJSON carries the machine values instead (see ndjson-format.ts).
 */
export type ColumnKind = ValueColumn['kind'] | NameColumn['kind'];

/** A column of the order's own values. */
export interface ValueColumn {
  title: MessageKey;
  kind: 'number' | 'text' | 'money' | 'date';
  /** Few distinct values (words): formats may memoize their escaping. */
  repeats?: boolean;
  /** number (also money in cents and dates in epoch ms), text, or null for an empty cell. */
  value(row: OrderTuple): string | number | null;
}

/** A column of a looked-up name: the first of `from` the order has (an empty cell when none). */
export interface NameColumn {
  title: MessageKey;
  kind: 'name';
  from: Array<{ table: keyof ExportNames; id: number }>;
}

export type ExportColumn = ValueColumn | NameColumn;

/**
 * Writes a name column's cell for a row through `write` (its table and the id there), or
 * nothing when the row has none of its names. No object per cell: a million rows have six
 * million of them.
 */
export function nameCell<Out>(column: NameColumn, write: (table: TextTable, id: number, out: Out) => void, none: (out: Out) => void) {
  const at = column.from.map((source) => source.id);
  // The tables of the names last seen (the same object for every batch of an export): a
  // lookup by a variable key per cell costs more than the copy of the name.
  let seen: ExportNames | null = null;
  let tables: TextTable[] = [];
  return (row: OrderTuple, names: ExportNames, out: Out): void => {
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

/** Words per status, looked up once per export rather than once per row. */
function statusWords(): (status: number) => string {
  const memo = new Map<number, string>();
  return (status) => {
    let word = memo.get(status);
    if (word === undefined) {
      word = labelOf(orderStatusEnum, status);
      memo.set(status, word);
    }
    return word;
  };
}

/** The columns, with the words of this export's locale; names as ExportLookups keeps them (phones masked). */
export function exportColumns(): ExportColumn[] {
  const status = statusWords();
  const yes = t('resources.value.yes');
  const no = t('resources.value.no');
  return [
    { title: 'ordersExport.column.id', kind: 'number', value: (r) => r[R.id] },
    { title: 'ordersExport.column.orderNo', kind: 'text', value: (r) => r[R.orderNo] },
    { title: 'ordersExport.column.status', kind: 'text', repeats: true, value: (r) => status(r[R.status]) },
    { title: 'ordersExport.column.memberPhone', kind: 'name', from: [{ table: 'memberPhone', id: R.memberId }] },
    { title: 'ordersExport.column.memberNickname', kind: 'name', from: [{ table: 'memberNickname', id: R.memberId }] },
    { title: 'ordersExport.column.patientName', kind: 'name', from: [{ table: 'patientName', id: R.patientId }] },
    { title: 'ordersExport.column.item', kind: 'name', from: [{ table: 'serviceName', id: R.serviceId }, { table: 'packageName', id: R.packageId }] },
    { title: 'ordersExport.column.studio', kind: 'name', from: [{ table: 'studioName', id: R.studioId }] },
    { title: 'ordersExport.column.nurse', kind: 'name', from: [{ table: 'nurseName', id: R.nurseId }] },
    { title: 'ordersExport.column.appointmentAt', kind: 'date', value: (r) => r[R.appointmentAt] },
    { title: 'ordersExport.column.amount', kind: 'money', value: (r) => r[R.amountCents] },
    { title: 'ordersExport.column.paid', kind: 'money', value: (r) => r[R.paidCents] },
    { title: 'ordersExport.column.refunded', kind: 'money', value: (r) => r[R.refundedCents] },
    { title: 'ordersExport.column.booking', kind: 'text', repeats: true, value: (r) => (r[R.booking] === 1 ? yes : no) },
    { title: 'ordersExport.column.createdAt', kind: 'date', value: (r) => r[R.createdAt] },
  ];
}
