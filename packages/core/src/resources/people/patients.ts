import { idTypeEnum, relationshipEnum } from '../../enums/people';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import { genderEnum } from './enumerations';
import { revealAction } from './reveal-actions';
import { routes } from '../../permissions/route-table';

const relationship = { kind: 'enumeration', enumeration: relationshipEnum } as const;
const idType = { kind: 'enumeration', enumeration: idTypeEnum } as const;

const columns: ColumnsOf<'getPatientList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'member.nickname', title: 'people.res.members.record' },
  { key: 'member.phone', title: 'people.res.patients.memberPhone', format: 'masked', hidden: true },
  { key: 'relationship', title: 'people.res.patients.relationship', format: 'enum', enumeration: relationshipEnum },
  { key: 'idType', title: 'people.res.patients.idType', format: 'enum', enumeration: idTypeEnum },
  { key: 'idNumber', title: 'people.res.field.idNumber', format: 'masked' },
  { key: 'phone', title: 'people.res.field.phone', format: 'masked' },
  { key: 'gender', title: 'people.res.field.gender', format: 'enum', enumeration: genderEnum, hidden: true },
  { key: 'birthDate', title: 'people.res.patients.birthDate', hidden: true },
  { key: 'region', title: 'people.res.patients.region', hidden: true },
  { key: 'address', title: 'people.res.patients.address', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
];

/** The form: an ID card's number must pass the ID-card rule (the request schema checks it on every face). */
const fields: ResourceField[] = [
  { key: 'memberId', arg: 'member', label: 'people.res.patients.memberId', kind: 'number', required: true, createOnly: true, help: 'people.res.patients.memberIdHelp' },
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'relationship', label: 'people.res.patients.relationship', kind: 'enum', options: relationship, required: true },
  { key: 'idType', label: 'people.res.patients.idType', kind: 'enum', options: idType, required: true },
  { key: 'idNumber', label: 'people.res.field.idNumber', kind: 'text', required: true, help: 'people.res.patients.idNumberHelp' },
  { key: 'phone', label: 'people.res.field.phone', kind: 'text', required: true, help: 'people.res.patients.phoneHelp' },
  { key: 'gender', label: 'people.res.field.gender', kind: 'enum', options: { kind: 'enumeration', enumeration: genderEnum } },
  { key: 'birthDate', label: 'people.res.patients.birthDate', kind: 'text', help: 'people.res.patients.birthDateHelp' },
  { key: 'region', label: 'people.res.patients.region', kind: 'text' },
  { key: 'address', label: 'people.res.patients.address', kind: 'text' },
  { key: 'healthNotes', label: 'people.res.patients.healthNotes', kind: 'textarea' },
];

/** Patients (`/cover-service`, `/cover-service-detail/:id`): the people members book for, platform-wide. */
export const patientsResource: ResourceOf<'getPatientList', 'getPatient'> = {
  id: 'patients',
  cli: 'patients',
  title: 'people.res.patients.title',
  recordTitle: 'people.res.patients.record',
  group: 'people',
  permission: 'coverService',
  route: '/cover-service',
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getPatientList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'memberPhone', label: 'people.res.patients.memberPhone', kind: 'text' },
      { key: 'memberId', arg: 'member', label: 'people.res.patients.memberId', kind: 'number' },
      { key: 'relationship', label: 'people.res.patients.relationship', kind: 'enum', options: relationship },
      { key: 'idType', label: 'people.res.patients.idType', kind: 'enum', options: idType },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'name'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getPatient',
    idKey: 'patientId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'healthNotes', title: 'people.res.patients.healthNotes' },
      { key: 'orderCount', title: 'people.res.field.orderCount', format: 'number' },
      { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addPatient', fields },
  update: { endpoint: 'editPatient', idKey: 'patientId', versionKey: 'version', fields },
  actions: [revealAction('patient', 'phone'), revealAction('patient', 'idNumber')],
  path: (record) => (typeof record.id === 'number' ? routes.patientDetail.path({ id: record.id }) : undefined),
};
