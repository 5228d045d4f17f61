import { defineEnumeration } from '../../enums/enumeration';
import { routes } from '../../permissions/route-table';
import type { ColumnsOf, ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';

/** An alarm's stored status. */
export const alarmStatusEnum = defineEnumeration<string>('alarmStatus', [
  { value: 'active', slug: 'active', labelKey: 'security.status.active' },
  { value: 'escalated', slug: 'escalated', labelKey: 'security.status.escalated' },
  { value: 'acknowledged', slug: 'acknowledged', labelKey: 'security.status.acknowledged' },
  { value: 'resolved', slug: 'resolved', labelKey: 'security.status.resolved' },
  { value: 'false-alarm', slug: 'false-alarm', labelKey: 'security.status.false-alarm' },
]);

/** The list's status filter: 'open' is any alarm not yet closed. */
export const alarmStatusFilterEnum = defineEnumeration<string>('alarmStatusFilter', [
  { value: 'open', slug: 'open', labelKey: 'security.status.open' },
  ...alarmStatusEnum.entries.map((item) => ({ value: item.value, slug: item.slug, labelKey: item.labelKey })),
]);

/** Who an escalation level reaches. */
export const alarmLevelEnum = defineEnumeration<number>('alarmLevel', [
  { value: 0, slug: 'contact', labelKey: 'security.level.0' },
  { value: 1, slug: 'managers', labelKey: 'security.level.1' },
  { value: 2, slug: 'operators', labelKey: 'security.level.2' },
]);

export const alarmOutcomeEnum = defineEnumeration<string>('alarmOutcome', [
  { value: 'resolved', slug: 'resolved', labelKey: 'security.status.resolved' },
  { value: 'false-alarm', slug: 'false-alarm', labelKey: 'security.status.false-alarm' },
]);

const studioOptions = { kind: 'endpoint', endpoint: 'getStudioOptions', listKey: 'list', valueKey: 'id', labelKey: 'name' } as const;

const columns: ColumnsOf<'getAlarmList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'status', title: 'security.res.status', format: 'enum', enumeration: alarmStatusEnum },
  { key: 'drill', title: 'security.res.drill', format: 'boolean' },
  { key: 'nurse.name', title: 'security.res.nurse' },
  { key: 'studio.name', title: 'security.res.studio' },
  { key: 'orderNo', title: 'security.res.order' },
  { key: 'address', title: 'security.res.address' },
  { key: 'raisedAt', title: 'security.res.raisedAt', format: 'relative' },
  { key: 'locationAt', title: 'security.res.locationAt', format: 'relative' },
  { key: 'escalationLevel', title: 'security.res.level', format: 'enum', enumeration: alarmLevelEnum },
  { key: 'handler.name', title: 'security.res.handler' },
  { key: 'latitude', title: 'security.res.location', format: 'number', hidden: true },
  { key: 'longitude', title: 'security.res.location', format: 'number', hidden: true },
  { key: 'acknowledgedAt', title: 'security.res.acknowledgedAt', format: 'date', hidden: true },
  { key: 'closedAt', title: 'security.res.closedAt', format: 'date', hidden: true },
];

/** SOS alarms (`/security-center/security-center-list`), the security center's live queue; `careops sos …`. */
export const alarmsResource: ResourceOf<'getAlarmList', 'getAlarm'> = {
  id: 'alarms',
  cli: 'sos',
  title: 'security.res.title',
  recordTitle: 'security.res.record',
  group: 'security',
  permission: 'securityCenterList',
  route: routes.alarmList.pattern,
  nameKey: 'id',
  list: {
    endpoint: 'getAlarmList',
    filters: [
      { key: 'status', label: 'security.res.status', kind: 'enum', options: { kind: 'enumeration', enumeration: alarmStatusFilterEnum } },
      { key: 'studioId', arg: 'studio', label: 'security.res.studio', kind: 'enum', options: studioOptions },
      { key: 'nurse', label: 'security.res.nurse', kind: 'text' },
      { key: 'drill', label: 'security.res.drill', kind: 'boolean' },
    ],
    columns,
    sort: { keys: ['id', 'raisedAt', 'updatedAt'], default: { key: 'raisedAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getAlarm',
    idKey: 'alarmId',
    fields: [
      // The location has its own line on the alarm's page (with how long ago it was reported).
      ...columns.filter((c) => c.key !== 'latitude' && c.key !== 'longitude').map((c) => ({ ...c, hidden: false })),
      { key: 'nursePhone', title: 'security.res.nursePhone', format: 'masked' },
      { key: 'patient.name', title: 'security.res.patient' },
      { key: 'notes', title: 'security.res.notes' },
      { key: 'closingReport', title: 'security.res.report' },
      { key: 'closedBy.name', title: 'security.res.closedBy' },
    ],
  },
  actions: [
    {
      id: 'ack', cli: 'ack', title: 'security.res.ack', endpoint: 'acknowledgeAlarm', idKey: 'alarmId', done: 'security.res.ack.done', shortcut: 'a',
      appliesWhen: { key: 'status', values: ['active', 'escalated'] }, appliesStrictly: true, notApplicable: 'security.res.ack.already',
    },
    {
      id: 'resolve', cli: 'resolve', title: 'security.res.resolve', endpoint: 'resolveAlarm', idKey: 'alarmId', done: 'security.res.resolve.done',
      fields: [
        { key: 'outcome', label: 'security.res.outcome', kind: 'enum', options: { kind: 'enumeration', enumeration: alarmOutcomeEnum } },
        { key: 'notes', label: 'security.res.notes', kind: 'textarea', required: true },
        { key: 'report', label: 'security.res.report', kind: 'textarea', required: true },
      ],
      appliesWhen: { key: 'status', values: ['acknowledged'] }, appliesStrictly: true, notApplicable: 'security.res.resolve.already',
    },
    {
      id: 'note', cli: 'note', title: 'security.res.addNote', endpoint: 'addAlarmNote', idKey: 'alarmId', done: 'security.res.addNote.done',
      fields: [{ key: 'note', label: 'security.res.note', kind: 'textarea', required: true }],
      appliesWhen: { key: 'status', values: ['active', 'escalated', 'acknowledged'] }, appliesStrictly: true,
    },
    {
      id: 'revealPhone', cli: 'reveal-phone', title: 'security.res.revealPhone', endpoint: 'revealAlarmNursePhone', idKey: 'alarmId',
      done: 'security.res.revealPhone.done', reveals: { key: 'value', label: 'security.res.nursePhone', field: 'nursePhone' },
    },
  ],
  path: (record) => (typeof record.id === 'number' ? `${routes.alarmList.path({})}?id=${record.id}` : undefined),
};
