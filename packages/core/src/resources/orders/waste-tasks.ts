import type { ColumnsOf, ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import { wasteTaskStatusEnum } from './enumerations';
import { orderStudioOptions } from './options';

const columns: ColumnsOf<'getWasteTaskList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'order.orderNo', title: 'orders.res.field.orderNo' },
  { key: 'serviceName', title: 'orders.res.field.service' },
  { key: 'studio.name', title: 'orders.res.field.studio' },
  { key: 'status', title: 'orders.res.field.status', format: 'enum', enumeration: wasteTaskStatusEnum },
  { key: 'dueAt', title: 'orders.res.waste.dueAt', format: 'date' },
  { key: 'overdue', title: 'orders.res.waste.overdue', format: 'boolean' },
  { key: 'collectedAt', title: 'orders.res.waste.collectedAt', format: 'date' },
  { key: 'weightGrams', title: 'orders.res.waste.weightGrams', format: 'number' },
  { key: 'collectorName', title: 'orders.res.waste.collector' },
  { key: 'disposedAt', title: 'orders.res.waste.disposedAt', format: 'date', hidden: true },
  { key: 'disposalRef', title: 'orders.res.waste.disposalRef', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
];

/**
 * Medical-waste tasks (`/order/medical-waste`; `careops waste …`): created when an order of a
 * waste-producing service finishes; pending pickup → collected (weight, photos, collector) →
 * disposed. Overdue = still pending pickup past its due time.
 */
export const wasteTasksResource: ResourceOf<'getWasteTaskList', 'getWasteTask'> = {
  id: 'waste',
  cli: 'waste',
  title: 'orders.res.waste.title',
  recordTitle: 'orders.res.waste.record',
  group: 'orders',
  permission: 'medicalWaste',
  route: '/order/medical-waste',
  nameKey: 'id',
  list: {
    endpoint: 'getWasteTaskList',
    filters: [
      { key: 'status', label: 'orders.res.field.status', kind: 'enum', options: { kind: 'enumeration', enumeration: wasteTaskStatusEnum } },
      { key: 'overdue', label: 'orders.res.waste.overdue', kind: 'boolean' },
      { key: 'studioId', arg: 'studio', label: 'orders.res.field.studio', kind: 'enum', options: orderStudioOptions },
      { key: 'orderNo', label: 'orders.res.field.orderNo', kind: 'text' },
    ],
    columns,
    sort: { keys: ['dueAt', 'createdAt', 'id'], default: { key: 'dueAt', order: 'asc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getWasteTask',
    idKey: 'taskId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'photos', title: 'orders.res.waste.photos', format: 'names' },
      { key: 'collectedBy.name', title: 'orders.res.waste.collectedBy' },
      { key: 'disposedBy.name', title: 'orders.res.waste.disposedBy' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  actions: [
    {
      id: 'collect',
      cli: 'collect',
      title: 'orders.res.waste.collect',
      endpoint: 'collectWasteTask',
      idKey: 'taskId',
      versionKey: 'version',
      fields: [
        { key: 'weightGrams', arg: 'weight', label: 'orders.res.waste.weightGrams', kind: 'number', required: true },
        { key: 'collectorName', arg: 'collector', label: 'orders.res.waste.collector', kind: 'text', required: true },
        { key: 'photos', arg: 'photo', label: 'orders.res.waste.photo', kind: 'text', required: true, help: 'orders.res.waste.photoHelp' },
      ],
      confirm: 'orders.res.waste.collect.confirm',
      done: 'orders.res.waste.collect.done',
      bulk: true,
      appliesWhen: { key: 'status', values: [0] },
      appliesStrictly: true,
      notApplicable: 'orders.res.waste.collect.refused',
    },
    {
      id: 'dispose',
      cli: 'dispose',
      title: 'orders.res.waste.dispose',
      endpoint: 'disposeWasteTask',
      idKey: 'taskId',
      versionKey: 'version',
      fields: [{ key: 'disposalRef', arg: 'ref', label: 'orders.res.waste.disposalRef', kind: 'text', required: true }],
      confirm: 'orders.res.waste.dispose.confirm',
      done: 'orders.res.waste.dispose.done',
      bulk: true,
      appliesWhen: { key: 'status', values: [1] },
      appliesStrictly: true,
      notApplicable: 'orders.res.waste.dispose.refused',
    },
  ],
  path: (record) => (typeof record.id === 'number' ? `/order/medical-waste?id=${record.id}` : undefined),
};
