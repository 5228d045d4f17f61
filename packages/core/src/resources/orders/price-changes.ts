import type { ColumnsOf, ListRowOf, RecordOf, TypedAction, ResourceField, ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import { orderStatusEnum } from '../../enums/order-status';
import { priceChangeStatusEnum } from './enumerations';
import { priceChangeStatusesAllowing } from './action-statuses';
import { orderStudioOptions } from './options';

const columns: ColumnsOf<'getPriceChangeList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'order.orderNo', title: 'orders.res.field.orderNo' },
  { key: 'order.status', title: 'orders.res.priceChanges.orderStatus', format: 'enum', enumeration: orderStatusEnum, hidden: true },
  { key: 'studio.name', title: 'orders.res.field.studio' },
  { key: 'oldAmountCents', title: 'orders.res.priceChanges.oldAmount', format: 'cents' },
  { key: 'newAmountCents', title: 'orders.res.priceChanges.newAmount', format: 'cents' },
  { key: 'reason', title: 'orders.res.field.reason' },
  { key: 'status', title: 'orders.res.field.status', format: 'enum', enumeration: priceChangeStatusEnum },
  { key: 'requestedBy.name', title: 'orders.res.priceChanges.requestedBy' },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
  { key: 'decidedBy.name', title: 'orders.res.priceChanges.decidedBy', hidden: true },
  { key: 'decidedAt', title: 'orders.res.priceChanges.decidedAt', format: 'date', hidden: true },
  { key: 'decisionReason', title: 'orders.res.priceChanges.decisionReason', hidden: true },
];

const reason = (required: boolean): ResourceField => ({
  key: 'reason',
  label: 'orders.res.field.reason',
  kind: 'textarea',
  ...(required ? { required: true, help: 'orders.res.field.reasonRequired' } : { help: 'orders.res.field.reasonOptional' }),
});

const review = { endpoint: 'reviewPriceChange', idKey: 'requestId', versionKey: 'version', bulk: true, appliesStrictly: true } as const;

const actions: Array<TypedAction<ListRowOf<'getPriceChangeList'>, RecordOf<'getPriceChange'>>> = [
  {
    id: 'approve',
    cli: 'approve',
    title: 'orders.res.priceChanges.approve',
    body: { decision: 'approve' },
    fields: [reason(false)],
    confirm: 'orders.res.priceChanges.approve.confirm',
    done: 'orders.res.priceChanges.approve.done',
    appliesWhen: { key: 'status', values: priceChangeStatusesAllowing('priceChange.approve') },
    notApplicable: 'orders.res.priceChanges.decided',
    shortcut: 'a',
    ...review,
  },
  {
    id: 'reject',
    cli: 'reject',
    title: 'orders.res.priceChanges.reject',
    body: { decision: 'reject' },
    fields: [reason(true)],
    confirm: 'orders.res.priceChanges.reject.confirm',
    done: 'orders.res.priceChanges.reject.done',
    danger: true,
    appliesWhen: { key: 'status', values: priceChangeStatusesAllowing('priceChange.reject') },
    notApplicable: 'orders.res.priceChanges.decided',
    shortcut: 'r',
    ...review,
  },
];

/**
 * Price-change requests (`/order/order-alter-price`; `careops orders price-change …`): a
 * request made on an unpaid order waits for a reviewer (not its requester); approval applies
 * the new amount to the order in the same transaction. `request` is its own command
 * (price-change-request-command.ts): it takes a money amount and the order.
 */
export const priceChangesResource: ResourceOf<'getPriceChangeList', 'getPriceChange'> = {
  id: 'priceChanges',
  cli: 'orders price-change',
  title: 'orders.res.priceChanges.title',
  recordTitle: 'orders.res.priceChanges.record',
  group: 'orders',
  permission: 'orderAlterPrice',
  route: '/order/order-alter-price',
  nameKey: 'id',
  list: {
    endpoint: 'getPriceChangeList',
    filters: [
      { key: 'status', label: 'orders.res.field.status', kind: 'enum', options: { kind: 'enumeration', enumeration: priceChangeStatusEnum } },
      { key: 'orderNo', label: 'orders.res.field.orderNo', kind: 'text' },
      { key: 'studioId', arg: 'studio', label: 'orders.res.field.studio', kind: 'enum', options: orderStudioOptions },
      { key: 'created', label: 'resources.field.createdAt', kind: 'date-range', range: { from: 'createdFrom', to: 'createdTo' } },
    ],
    columns,
    sort: { keys: ['createdAt', 'id'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getPriceChange',
    idKey: 'requestId',
    fields: [...columns.map((c) => ({ ...c, hidden: false })), { key: 'version', title: 'resources.field.version', format: 'number' }],
  },
  actions,
  path: (record) => (typeof record.id === 'number' ? `/order/order-alter-price?id=${record.id}` : undefined),
};
