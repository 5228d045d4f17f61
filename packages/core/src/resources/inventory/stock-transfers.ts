import { routes } from '../../permissions/route-table';
import { studioOptions } from '../people/options';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { transferStatusEnum } from './enumerations';

const columns: ColumnsOf<'getStockTransferList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'fromStudioName', title: 'inventory.res.move.from' },
  { key: 'toStudioName', title: 'inventory.res.move.to' },
  { key: 'consumableName', title: 'inventory.res.field.consumable' },
  { key: 'quantity', title: 'inventory.res.field.quantity', format: 'number' },
  { key: 'unit', title: 'inventory.res.field.unit' },
  { key: 'status', title: 'inventory.res.stocktake.status', format: 'enum', enumeration: transferStatusEnum },
  { key: 'reason', title: 'inventory.res.move.reason' },
  { key: 'decisionNote', title: 'inventory.res.transfer.note', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
  { key: 'decidedAt', title: 'inventory.res.transfer.decidedAt', format: 'date', hidden: true },
];

const pending = { key: 'status' as const, values: ['pending'] };
const note: ResourceField[] = [{ key: 'note', label: 'inventory.res.transfer.note', kind: 'text' }];
const decided = 'inventory.res.transfer.decided' as const;

/**
 * Transfers between studios on the receiving studio's approval (`/consumables/stock-transfer`):
 * sent by the sending studio, approved (both sides posted) or rejected by the receiving one.
 */
export const stockTransfersResource: ResourceOf<'getStockTransferList', 'getStockTransfer'> = {
  id: 'stockTransfers',
  cli: 'stock-transfers',
  title: 'inventory.res.transfer.title',
  recordTitle: 'inventory.res.transfer.record',
  group: 'inventory',
  permission: 'stockTransfer',
  route: routes.stockTransferList.pattern,
  nameKey: 'consumableName',
  list: {
    endpoint: 'getStockTransferList',
    filters: [
      { key: 'studioId', arg: 'studio', label: 'inventory.res.field.studio', kind: 'enum', options: studioOptions },
      { key: 'status', label: 'inventory.res.stocktake.status', kind: 'enum', options: { kind: 'enumeration', enumeration: transferStatusEnum } },
    ],
    columns,
    sort: { keys: ['id', 'updatedAt'], default: { key: 'id', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getStockTransfer',
    idKey: 'transferId',
    fields: [...columns.map((c) => ({ ...c, hidden: false })), { key: 'version', title: 'resources.field.version', format: 'number' }],
  },
  create: {
    endpoint: 'requestStockTransfer',
    cli: 'send',
    fields: [
      { key: 'fromStudioId', arg: 'from', label: 'inventory.res.move.from', kind: 'enum', options: studioOptions, required: true },
      { key: 'toStudioId', arg: 'to', label: 'inventory.res.move.to', kind: 'enum', options: studioOptions, required: true },
      { key: 'consumableId', arg: 'consumable', label: 'inventory.res.field.consumable', kind: 'number', required: true },
      { key: 'quantity', label: 'inventory.res.field.quantity', kind: 'number', required: true },
      { key: 'reason', label: 'inventory.res.move.reason', kind: 'text' },
    ],
  },
  actions: [
    {
      id: 'approve', cli: 'approve', title: 'inventory.res.transfer.approve', endpoint: 'approveStockTransfer', idKey: 'transferId', versionKey: 'version', fields: note,
      confirm: 'inventory.res.transfer.approveConfirm', done: 'inventory.res.transfer.approveDone', appliesWhen: pending, notApplicable: decided,
    },
    {
      id: 'reject', cli: 'reject', title: 'inventory.res.transfer.reject', endpoint: 'rejectStockTransfer', idKey: 'transferId', versionKey: 'version', fields: note,
      confirm: 'inventory.res.transfer.rejectConfirm', done: 'inventory.res.transfer.rejectDone', appliesWhen: pending, notApplicable: decided, danger: true,
    },
    {
      id: 'cancel', cli: 'cancel', title: 'inventory.res.transfer.cancel', endpoint: 'cancelStockTransfer', idKey: 'transferId', versionKey: 'version', fields: note,
      confirm: 'inventory.res.transfer.cancelConfirm', done: 'inventory.res.transfer.cancelDone', appliesWhen: pending, notApplicable: decided, danger: true,
    },
  ],
  path: (record) => (typeof record.id === 'number' ? `${routes.stockTransferList.pattern}?id=${record.id}` : undefined),
};
