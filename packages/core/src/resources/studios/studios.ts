import { routes } from '../../permissions/route-table';
import { defineEnumeration } from '../../enums/enumeration';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';

/** A nursing center: 1 enabled, 0 disabled. */
export const studioStatusEnum = defineEnumeration<number>('studioStatus', [
  { value: 1, slug: 'enabled', labelKey: 'studios.res.status.enabled' },
  { value: 0, slug: 'disabled', labelKey: 'studios.res.status.disabled' },
]);

const status = { kind: 'enumeration', enumeration: studioStatusEnum } as const;
/** Staff accounts a studio's alarms can go to first. */
const contactOptions = { kind: 'endpoint', endpoint: 'getSecurityContactOptions', listKey: 'list', valueKey: 'id', labelKey: 'name' } as const;

const columns: ColumnsOf<'getStudioList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'status', title: 'studios.res.status', format: 'enum', enumeration: studioStatusEnum },
  { key: 'practiceLicenceNo', title: 'studios.res.licenceNo' },
  { key: 'licenceExpiresAt', title: 'studios.res.licenceExpiresAt', format: 'date' },
  { key: 'city', title: 'studios.res.city' },
  { key: 'district', title: 'studios.res.district' },
  { key: 'contactName', title: 'studios.res.contactName' },
  { key: 'phone', title: 'studios.res.phone' },
  { key: 'nurseCount', title: 'studios.res.nurseCount', format: 'number' },
  { key: 'securityContact.name', title: 'studios.res.securityContact' },
  { key: 'province', title: 'studios.res.province', hidden: true },
  { key: 'address', title: 'studios.res.address', hidden: true },
  { key: 'serviceRadiusKm', title: 'studios.res.radius', format: 'number', hidden: true },
  { key: 'businessHours', title: 'studios.res.hours', hidden: true },
  { key: 'legalRepresentative', title: 'studios.res.legalRepresentative', hidden: true },
  { key: 'businessLicenceNo', title: 'studios.res.businessLicenceNo', hidden: true },
  { key: 'disabledReason', title: 'studios.res.disabledReason', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'practiceLicenceNo', arg: 'licence', label: 'studios.res.licenceNo', kind: 'text', required: true },
  { key: 'licenceExpiresAt', arg: 'licence-expires', label: 'studios.res.licenceExpiresAt', kind: 'text', recordKey: 'licenceExpiresOn', help: 'studios.contract.day' },
  { key: 'businessLicenceNo', label: 'studios.res.businessLicenceNo', kind: 'text' },
  { key: 'legalRepresentative', label: 'studios.res.legalRepresentative', kind: 'text' },
  { key: 'contactName', label: 'studios.res.contactName', kind: 'text' },
  { key: 'phone', label: 'studios.res.phone', kind: 'text', required: true },
  { key: 'province', label: 'studios.res.province', kind: 'text' },
  { key: 'city', label: 'studios.res.city', kind: 'text' },
  { key: 'district', label: 'studios.res.district', kind: 'text' },
  { key: 'address', label: 'studios.res.address', kind: 'text' },
  { key: 'latitude', label: 'studios.res.latitude', kind: 'number' },
  { key: 'longitude', label: 'studios.res.longitude', kind: 'number' },
  { key: 'serviceRadiusKm', arg: 'radius', label: 'studios.res.radius', kind: 'number' },
  { key: 'businessHours', arg: 'hours', label: 'studios.res.hours', kind: 'text', help: 'studios.res.hoursHelp' },
  { key: 'securityContactId', arg: 'security-contact', label: 'studios.res.securityContact', kind: 'enum', options: contactOptions, recordKey: 'securityContact.id', help: 'studios.res.securityContactHelp' },
];

/** Nursing centers (`/studio/...`): licensed institutions; staff see their stations; disabled ones take no new orders. */
export const studiosResource: ResourceOf<'getStudioList', 'getStudio'> = {
  id: 'studios',
  cli: 'studios',
  title: 'studios.res.title',
  recordTitle: 'studios.res.record',
  group: 'studios',
  permission: 'studioCenter',
  route: routes.studioList.pattern,
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getStudioList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'status', label: 'studios.res.status', kind: 'enum', options: status },
      { key: 'region', label: 'studios.res.region', kind: 'text' },
      { key: 'licenceExpiringWithinDays', arg: 'licence-expiring', label: 'studios.res.licenceExpiring', kind: 'number' },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'name', 'licenceExpiresAt'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getStudio',
    idKey: 'studioId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'latitude', title: 'studios.res.latitude', format: 'number' },
      { key: 'longitude', title: 'studios.res.longitude', format: 'number' },
      { key: 'stock.items', title: 'studios.res.stockItems', format: 'number' },
      { key: 'stock.belowThreshold', title: 'studios.res.stockBelow', format: 'number' },
      { key: 'stock.valueCents', title: 'studios.res.stockValue', format: 'cents' },
      { key: 'income.last30DaysCents', title: 'studios.res.income30', format: 'cents' },
      { key: 'income.totalCents', title: 'studios.res.incomeTotal', format: 'cents' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addStudio', cli: 'create', title: 'studios.res.create', fields },
  update: { endpoint: 'editStudio', cli: 'update', title: 'studios.res.update', idKey: 'studioId', versionKey: 'version', fields },
  actions: [
    {
      id: 'enable', cli: 'enable', title: 'studios.res.enable', endpoint: 'alterStudioStatus', idKey: 'studioId', body: { status: 1 }, versionKey: 'version',
      confirm: 'studios.res.enable.confirm', done: 'studios.res.enable.done', bulk: true, appliesWhen: { key: 'status', values: [0] }, notApplicable: 'studios.res.enable.already',
    },
    {
      id: 'disable', cli: 'disable', title: 'studios.res.disable', endpoint: 'alterStudioStatus', idKey: 'studioId', body: { status: 0 }, versionKey: 'version',
      fields: [{ key: 'reason', label: 'studios.res.reason', kind: 'textarea', required: true }],
      confirm: 'studios.res.disable.confirm', done: 'studios.res.disable.done', bulk: true, appliesWhen: { key: 'status', values: [1] }, notApplicable: 'studios.res.disable.already', danger: true,
    },
  ],
  path: (record) => (typeof record.id === 'number' ? routes.studioDetail.path({ id: record.id }) : undefined),
};
