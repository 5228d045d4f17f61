import type { ListRowOf, RecordOf, ResourceOf, SharedColumn } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import { genderEnum, nurseStatusEnum, nurseTitleEnum } from './enumerations';
import { studioOptions } from './options';
import { revealAction } from './reveal-actions';
import { routes } from '../../permissions/route-table';

type Column = SharedColumn<ListRowOf<'getNurseList'>, RecordOf<'getNurse'>>;

const id: Column = { key: 'id', title: 'resources.field.id', format: 'number' };
const name: Column = { key: 'name', title: 'resources.field.name' };
const phone: Column = { key: 'phone', title: 'people.res.field.phone', format: 'masked' };
const studio: Column = { key: 'studio.name', title: 'people.res.field.studio' };
const title: Column = { key: 'title', title: 'people.res.field.title', format: 'enum', enumeration: nurseTitleEnum };
const status: Column = { key: 'status', title: 'people.res.field.status', format: 'enum', enumeration: nurseStatusEnum };
const rating: Column = { key: 'rating', title: 'people.res.field.rating', format: 'number' };
const completed: Column = { key: 'ordersCompleted', title: 'people.res.field.ordersCompleted', format: 'number' };
const expires: Column = { key: 'certificateExpiresAt', title: 'people.res.field.certificateExpiresAt', format: 'date' };
const expired: Column = { key: 'certificateExpired', title: 'people.res.field.certificateExpired', format: 'boolean' };

/** Nurses (`/service-nurse`, `/service-nurse-det/:id`): station data, scoped by studio. */
export const nursesResource: ResourceOf<'getNurseList', 'getNurse'> = {
  id: 'nurses',
  cli: 'nurses',
  title: 'people.res.nurses.title',
  recordTitle: 'people.res.nurses.record',
  group: 'people',
  permission: 'serviceNurse',
  route: '/service-nurse',
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getNurseList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'phone', label: 'people.res.field.phone', kind: 'text' },
      { key: 'studioId', arg: 'studio', label: 'people.res.field.studio', kind: 'enum', options: studioOptions },
      { key: 'title', label: 'people.res.field.title', kind: 'enum', options: { kind: 'enumeration', enumeration: nurseTitleEnum } },
      { key: 'status', label: 'people.res.field.status', kind: 'enum', options: { kind: 'enumeration', enumeration: nurseStatusEnum } },
      { key: 'expiringWithinDays', arg: 'expiringWithin', label: 'people.res.field.expiringWithin', kind: 'number' },
    ],
    columns: [
      id,
      name,
      phone,
      { key: 'gender', title: 'people.res.field.gender', format: 'enum', enumeration: genderEnum, hidden: true },
      studio,
      title,
      { key: 'yearsOfPractice', title: 'people.res.field.yearsOfPractice', format: 'number', hidden: true },
      status,
      rating,
      completed,
      expires,
      expired,
      { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
    ],
    sort: { keys: ['id', 'createdAt', 'name', 'rating', 'certificateExpiresAt', 'ordersCompleted'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getNurse',
    idKey: 'nurseId',
    fields: [
      id,
      name,
      phone,
      { key: 'gender', title: 'people.res.field.gender', format: 'enum', enumeration: genderEnum },
      { key: 'idNumber', title: 'people.res.field.idNumber', format: 'masked' },
      studio,
      title,
      { key: 'yearsOfPractice', title: 'people.res.field.yearsOfPractice', format: 'number' },
      { key: 'skills', title: 'people.res.field.skills', format: 'names' },
      status,
      rating,
      completed,
      { key: 'earningsCents', title: 'people.res.field.earnings', format: 'cents' },
      { key: 'rewardsCents', title: 'people.res.field.rewards', format: 'cents' },
      { key: 'penaltiesCents', title: 'people.res.field.penalties', format: 'cents' },
      { key: 'certificateNo', title: 'people.res.field.certificateNo' },
      expires,
      expired,
      { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  actions: [
    {
      id: 'suspend',
      cli: 'suspend',
      title: 'people.res.nurses.suspend',
      endpoint: 'alterNurseStatus',
      idKey: 'nurseId',
      body: { status: 2 },
      versionKey: 'version',
      confirm: 'people.res.nurses.suspend.confirm',
      done: 'people.res.nurses.suspend.done',
      bulk: true,
      appliesWhen: { key: 'status', values: [1] },
      notApplicable: 'people.res.nurses.suspend.notApplicable',
      danger: true,
    },
    {
      id: 'reactivate',
      cli: 'reactivate',
      title: 'people.res.nurses.reactivate',
      endpoint: 'alterNurseStatus',
      idKey: 'nurseId',
      body: { status: 1 },
      versionKey: 'version',
      confirm: 'people.res.nurses.reactivate.confirm',
      done: 'people.res.nurses.reactivate.done',
      bulk: true,
      appliesWhen: { key: 'status', values: [2] },
      notApplicable: 'people.res.nurses.reactivate.notApplicable',
    },
    {
      id: 'moveStudio',
      cli: 'move-studio',
      title: 'people.res.nurses.moveStudio',
      endpoint: 'moveNurseStudio',
      idKey: 'nurseId',
      versionKey: 'version',
      fields: [{ key: 'studioId', arg: 'studio', label: 'people.res.nurses.moveStudio.to', kind: 'enum', options: studioOptions, required: true }],
      confirm: 'people.res.nurses.moveStudio.confirm',
      done: 'people.res.nurses.moveStudio.done',
      bulk: true,
    },
    revealAction('nurse', 'phone'),
    revealAction('nurse', 'idNumber'),
  ],
  path: (record) => (typeof record.id === 'number' ? routes.nurseDetail.path({ id: record.id }) : undefined),
};
