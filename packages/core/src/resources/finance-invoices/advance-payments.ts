import { advancePaymentStatusEnum } from '../../enums/lifecycle-statuses';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';

const columns: ColumnsOf<'getAdvancePaymentList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'orderNo', title: 'advance.col.order' },
  { key: 'memberName', title: 'advance.col.member' },
  { key: 'studioName', title: 'invoices.col.studio' },
  { key: 'amountCents', title: 'advance.col.amount', format: 'cents' },
  { key: 'status', title: 'advance.col.status', format: 'enum', enumeration: advancePaymentStatusEnum },
  { key: 'createdAt', title: 'advance.col.startedAt', format: 'date' },
  { key: 'endedAt', title: 'advance.col.endedAt', format: 'date' },
];

/** Advance payments: prepaid orders' money, in progress until the order finishes or is refunded. `careops advance-payments list`. */
export const advancePaymentsResource: ResourceOf<'getAdvancePaymentList'> = {
  id: 'advancePayments',
  cli: 'advance-payments',
  title: 'advance.list',
  recordTitle: 'advance.record',
  group: 'finance',
  permission: 'collectionPayment',
  nameKey: 'orderNo',
  list: {
    endpoint: 'getAdvancePaymentList',
    filters: [
      { key: 'status', label: 'advance.col.status', kind: 'enum', options: { kind: 'enumeration', enumeration: advancePaymentStatusEnum } },
      { key: 'orderId', arg: 'order-id', label: 'invoices.field.orderId', kind: 'number' },
      { key: 'memberId', arg: 'member', label: 'invoices.field.memberId', kind: 'number' },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'amountCents'], default: { key: 'id', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  actions: [],
};
