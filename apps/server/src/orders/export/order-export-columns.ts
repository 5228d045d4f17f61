import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import type { ExportColumn } from '../../export/export-columns';
import { R, type ExportNames, type OrderTuple } from './export-record';

/**
 * The columns of the order CSV and XLSX exports, in order: what the order list shows, as people
 * read it (status and booking as words, money in yuan, local times); phones masked like every
 * list (ExportLookups masks them). NDJSON carries the machine values instead (order-ndjson.ts).
 */
export type OrderExportColumn = ExportColumn<OrderTuple, ExportNames>;

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
export function exportColumns(): OrderExportColumn[] {
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
