import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';
import { accountKindEnum, journalKindEnum } from './enumerations';

const columns: ColumnsOf<'getJournalList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'at', title: 'finance.res.field.at', format: 'date' },
  { key: 'kind', title: 'finance.res.field.kind', format: 'enum', enumeration: journalKindEnum },
  { key: 'amountCents', title: 'finance.res.field.amount', format: 'cents' },
  { key: 'summary', title: 'finance.res.field.summary' },
  { key: 'orderNo', title: 'finance.res.field.order' },
  { key: 'memo', title: 'finance.res.field.memo' },
  { key: 'actorName', title: 'finance.res.field.actor', hidden: true },
];

/** Income and expense details (`/finance/collection-payment`): the journal, every money movement with its postings. */
export const journalResource: ResourceOf<'getJournalList', 'getJournal'> = {
  id: 'journal',
  cli: 'finance journal',
  title: 'finance.res.journal.title',
  recordTitle: 'finance.res.journal.record',
  group: 'finance',
  permission: 'collectionPayment',
  route: '/finance/collection-payment',
  nameKey: 'memo',
  list: {
    endpoint: 'getJournalList',
    filters: [
      { key: 'kind', label: 'finance.res.field.kind', kind: 'enum', options: { kind: 'enumeration', enumeration: journalKindEnum } },
      { key: 'party', label: 'finance.res.field.party', kind: 'text' },
      { key: 'accountKind', arg: 'account-kind', label: 'finance.res.field.accountKind', kind: 'enum', options: { kind: 'enumeration', enumeration: accountKindEnum } },
      { key: 'orderId', arg: 'order-id', label: 'finance.res.field.order', kind: 'number' },
      { key: 'at', label: 'finance.res.field.at', kind: 'date-range', range: { from: 'from', to: 'to' } },
      { key: 'minAmount', arg: 'min-amount', label: 'finance.res.field.minAmount', kind: 'text' },
      { key: 'maxAmount', arg: 'max-amount', label: 'finance.res.field.maxAmount', kind: 'text' },
    ],
    columns,
    sort: { keys: ['id', 'at', 'amount'], default: { key: 'id', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getJournal',
    idKey: 'journalId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'postings', title: 'finance.res.field.postings', format: 'json' },
    ],
  },
  actions: [],
  path: (record) => (typeof record.id === 'number' ? `/finance/collection-payment?id=${record.id}` : undefined),
};
