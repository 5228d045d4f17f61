import { routes } from '../../permissions/route-table';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { inUseStatusEnum, releaseServiceOptions } from './releases-enumerations';

const status = { kind: 'enumeration', enumeration: inUseStatusEnum } as const;

const columns: ColumnsOf<'getAgreementList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'latestNumber', title: 'catalogue.res.agreements.latest', format: 'number' },
  { key: 'publishedAt', title: 'catalogue.res.agreements.publishedAt', format: 'date' },
  { key: 'unpublishedChanges', title: 'catalogue.res.agreements.unpublished', format: 'boolean' },
  { key: 'serviceCount', title: 'catalogue.res.agreements.services', format: 'number' },
  { key: 'status', title: 'catalogue.res.agreements.status', format: 'enum', enumeration: inUseStatusEnum },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'draft', arg: 'text', label: 'catalogue.res.agreements.draft', kind: 'textarea', required: true, help: 'catalogue.res.agreements.draftHelp' },
  { key: 'publish', label: 'catalogue.res.agreements.publishNow', kind: 'boolean', createOnly: true },
];

const updateFields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text' },
  { key: 'draft', arg: 'text', label: 'catalogue.res.agreements.draft', kind: 'textarea', help: 'catalogue.res.agreements.draftHelp' },
  { key: 'status', label: 'catalogue.res.agreements.status', kind: 'enum', options: status },
];

/**
 * Agreements (`/product/inform-list`): consent texts. The draft changes freely; publishing
 * makes the next immutable version, and the next order of a service naming the agreement
 * needs the member's consent to it.
 */
export const agreementsResource: ResourceOf<'getAgreementList', 'getAgreement'> = {
  id: 'agreements',
  cli: 'agreements',
  title: 'catalogue.res.agreements.title',
  recordTitle: 'catalogue.res.agreements.record',
  group: 'catalogue',
  permission: 'informList',
  route: routes.agreementList.pattern,
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getAgreementList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'status', label: 'catalogue.res.agreements.status', kind: 'enum', options: status },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'name'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getAgreement',
    idKey: 'agreementId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'services', title: 'catalogue.res.agreements.serviceNames', format: 'names' },
      { key: 'draft', title: 'catalogue.res.agreements.draft' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addAgreement', fields, cli: 'create' },
  update: { endpoint: 'editAgreement', idKey: 'agreementId', versionKey: 'version', fields: updateFields, cli: 'update' },
  actions: [
    {
      id: 'publish',
      cli: 'publish',
      title: 'catalogue.res.agreements.publish',
      endpoint: 'publishAgreement',
      idKey: 'agreementId',
      versionKey: 'version',
      confirm: 'catalogue.res.agreements.publish.confirm',
      done: 'catalogue.res.agreements.publish.done',
    },
    {
      id: 'attach',
      cli: 'attach',
      title: 'catalogue.res.agreements.attach',
      endpoint: 'attachAgreementServices',
      idKey: 'agreementId',
      fields: [{ key: 'serviceIds', arg: 'services', label: 'catalogue.res.agreements.attachServices', kind: 'enum', multiple: true, options: releaseServiceOptions, required: true }],
      done: 'catalogue.res.agreements.attach.done',
    },
  ],
  path: (record) => (typeof record.id === 'number' ? routes.agreementUpdate.path({ id: record.id }) : undefined),
};
