import { labelOf, orderStatusEnum, t, type MessageKey } from '@careops/core';
import { R, type ExportNames, type OrderTuple } from './export-record';

/**
 * The columns of the CSV and XLSX exports, in order: what the order list shows, as people read
 * it (status and booking as words, money in yuan, local times); phones masked like every list
 * (ExportLookups masks them).
 * NDJSON carries the machine values instead (see ndjson-format.ts).
 */
export type ColumnKind = 'number' | 'text' | 'money' | 'date';

export interface ExportColumn {
  title: MessageKey;
  kind: ColumnKind;
  /** Few distinct values (names, words): formats may memoize their escaping. */
  repeats?: boolean;
  /** number (also money in cents and dates in epoch ms), text, or null for an empty cell. */
  value(row: OrderTuple, names: ExportNames): string | number | null;
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

/** The columns, with the words of this export's locale. */
export function exportColumns(): ExportColumn[] {
  const status = statusWords();
  const yes = t('resources.value.yes');
  const no = t('resources.value.no');
  return [
    { title: 'ordersExport.column.id', kind: 'number', value: (r) => r[R.id] },
    { title: 'ordersExport.column.orderNo', kind: 'text', value: (r) => r[R.orderNo] },
    { title: 'ordersExport.column.status', kind: 'text', repeats: true, value: (r) => status(r[R.status]) },
    { title: 'ordersExport.column.memberPhone', kind: 'text', value: (r, n) => n.memberPhone(r) },
    { title: 'ordersExport.column.memberNickname', kind: 'text', repeats: true, value: (r, n) => n.memberNickname(r) },
    { title: 'ordersExport.column.patientName', kind: 'text', repeats: true, value: (r, n) => n.patientName(r) },
    { title: 'ordersExport.column.item', kind: 'text', repeats: true, value: (r, n) => n.serviceName(r) ?? n.packageName(r) ?? '' },
    { title: 'ordersExport.column.studio', kind: 'text', repeats: true, value: (r, n) => n.studioName(r) },
    { title: 'ordersExport.column.nurse', kind: 'text', repeats: true, value: (r, n) => n.nurseName(r) ?? '' },
    { title: 'ordersExport.column.appointmentAt', kind: 'date', value: (r) => r[R.appointmentAt] },
    { title: 'ordersExport.column.amount', kind: 'money', value: (r) => r[R.amountCents] },
    { title: 'ordersExport.column.paid', kind: 'money', value: (r) => r[R.paidCents] },
    { title: 'ordersExport.column.refunded', kind: 'money', value: (r) => r[R.refundedCents] },
    { title: 'ordersExport.column.booking', kind: 'text', repeats: true, value: (r) => (r[R.booking] === 1 ? yes : no) },
    { title: 'ordersExport.column.createdAt', kind: 'date', value: (r) => r[R.createdAt] },
  ];
}
