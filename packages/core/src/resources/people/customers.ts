import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import { customerSourceEnum, customerStatusEnum, followUpChannelEnum } from './enumerations';
import { studioOptions } from './options';
import { revealAction } from './reveal-actions';

const source = { kind: 'enumeration', enumeration: customerSourceEnum } as const;
const status = { kind: 'enumeration', enumeration: customerStatusEnum } as const;

const columns: ColumnsOf<'getCustomerList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'phone', title: 'people.res.field.phone', format: 'masked' },
  { key: 'source', title: 'people.res.customers.source', format: 'enum', enumeration: customerSourceEnum },
  { key: 'status', title: 'people.res.field.status', format: 'enum', enumeration: customerStatusEnum },
  { key: 'studio.name', title: 'people.res.field.studio' },
  { key: 'owner.name', title: 'people.res.customers.owner' },
  { key: 'followUpCount', title: 'people.res.customers.followUps', format: 'number' },
  { key: 'lastFollowUpAt', title: 'people.res.customers.lastFollowUp', format: 'relative' },
  { key: 'nextFollowUpAt', title: 'people.res.customers.nextFollowUp', format: 'date', hidden: true },
  { key: 'note', title: 'people.res.customers.note', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'phone', label: 'people.res.field.phone', kind: 'text', required: true, help: 'people.res.patients.phoneHelp' },
  { key: 'source', label: 'people.res.customers.source', kind: 'enum', options: source, required: true },
  { key: 'status', label: 'people.res.field.status', kind: 'enum', options: status },
  { key: 'studioId', arg: 'studio', label: 'people.res.field.studio', kind: 'enum', options: studioOptions, recordKey: 'studio.id' },
  { key: 'note', label: 'people.res.customers.note', kind: 'textarea' },
];

/** Customers (`/connection`): contacts (leads) with their follow-ups; scoped by studio when they have one. */
export const customersResource: ResourceOf<'getCustomerList', 'getCustomer'> = {
  id: 'customers',
  cli: 'customers',
  title: 'people.res.customers.title',
  recordTitle: 'people.res.customers.record',
  group: 'people',
  permission: 'connection',
  route: '/connection',
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getCustomerList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'phone', label: 'people.res.field.phone', kind: 'text' },
      { key: 'source', label: 'people.res.customers.source', kind: 'enum', options: source },
      { key: 'status', label: 'people.res.field.status', kind: 'enum', options: status },
      { key: 'studioId', arg: 'studio', label: 'people.res.field.studio', kind: 'enum', options: studioOptions },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'name'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getCustomer',
    idKey: 'customerId',
    fields: [...columns.map((c) => ({ ...c, hidden: false })), { key: 'version', title: 'resources.field.version', format: 'number' }],
  },
  create: { endpoint: 'addCustomer', fields },
  update: { endpoint: 'editCustomer', idKey: 'customerId', versionKey: 'version', fields },
  actions: [
    {
      id: 'followUp',
      cli: 'follow-up',
      title: 'people.res.customers.followUp',
      endpoint: 'addCustomerFollowUp',
      idKey: 'customerId',
      fields: [
        { key: 'channel', label: 'people.res.customers.channel', kind: 'enum', options: { kind: 'enumeration', enumeration: followUpChannelEnum }, required: true },
        { key: 'content', label: 'people.res.customers.content', kind: 'textarea', required: true },
        { key: 'status', label: 'people.res.customers.newStatus', kind: 'enum', options: status },
      ],
      done: 'people.res.customers.followUp.done',
    },
    revealAction('customer', 'phone'),
  ],
  path: (record) => (typeof record.id === 'number' ? `/connection?id=${record.id}` : undefined),
};
