import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';
import { ecoinKindEnum } from './enumerations';

const columns: ColumnsOf<'getEcoinRecordList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'memberName', title: 'ecoin.col.member' },
  { key: 'kind', title: 'ecoin.col.kind', format: 'enum', enumeration: ecoinKindEnum },
  { key: 'amountCents', title: 'ecoin.col.amount', format: 'cents' },
  { key: 'balanceAfterCents', title: 'ecoin.col.balanceAfter', format: 'cents' },
  { key: 'orderNo', title: 'ecoin.col.order' },
  { key: 'memo', title: 'ecoin.col.reference' },
  { key: 'at', title: 'ecoin.col.at', format: 'date' },
];

/**
 * E-coin (`/finance/e-coin-record`, the spec's key eCoinBuyRecord): every movement of members'
 * e-coin wallets on the ledger, and purchases recorded for money received outside the app.
 * `careops ecoin list|view|purchase`.
 */
export const ecoinResource: ResourceOf<'getEcoinRecordList', 'getEcoinRecord'> = {
  id: 'ecoin',
  cli: 'ecoin',
  title: 'ecoin.list',
  recordTitle: 'ecoin.record',
  group: 'finance',
  permission: 'eCoinBuyRecord',
  route: '/finance/e-coin-record',
  nameKey: 'memberName',
  list: {
    endpoint: 'getEcoinRecordList',
    filters: [
      { key: 'memberId', arg: 'member', label: 'invoices.field.memberId', kind: 'number' },
      { key: 'kind', label: 'ecoin.col.kind', kind: 'enum', options: { kind: 'enumeration', enumeration: ecoinKindEnum } },
      { key: 'when', label: 'ecoin.col.at', kind: 'date-range', range: { from: 'from', to: 'to' } },
    ],
    columns,
    sort: { keys: ['id', 'at'], default: { key: 'id', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: { endpoint: 'getEcoinRecord', idKey: 'recordId', fields: [...columns, { key: 'journalId', title: 'ecoin.col.journal', format: 'number' }] },
  create: {
    endpoint: 'recordEcoinPurchase',
    cli: 'purchase',
    title: 'ecoin.action.purchase',
    fields: [
      { key: 'memberId', arg: 'member', label: 'invoices.field.memberId', kind: 'number', required: true },
      { key: 'amount', label: 'ecoin.col.amount', kind: 'text', required: true },
      { key: 'reference', label: 'ecoin.col.reference', kind: 'text', required: true },
      { key: 'idempotencyKey', arg: 'idempotency-key', label: 'ecoin.field.idempotencyKey', kind: 'text', help: 'ecoin.field.idempotencyKeyHelp' },
    ],
  },
  actions: [],
};
