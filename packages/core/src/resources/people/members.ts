import type { ListRowOf, RecordOf, ResourceOf, SharedColumn } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import { genderEnum, memberStatusEnum } from './enumerations';
import { revealAction } from './reveal-actions';
import { routes } from '../../permissions/route-table';

type Column = SharedColumn<ListRowOf<'getMemberList'>, RecordOf<'getMember'>>;

const status = { kind: 'enumeration', enumeration: memberStatusEnum } as const;

const id: Column = { key: 'id', title: 'resources.field.id', format: 'number' };
const nickname: Column = { key: 'nickname', title: 'people.res.field.nickname' };
const phone: Column = { key: 'phone', title: 'people.res.field.phone', format: 'masked' };
const statusColumn: Column = { key: 'status', title: 'people.res.field.status', format: 'enum', enumeration: memberStatusEnum };
const ecoin: Column = { key: 'ecoinCents', title: 'people.res.field.ecoin', format: 'cents' };
const registered: Column = { key: 'createdAt', title: 'people.res.field.registeredAt', format: 'date' };

/** Members (`/member-management`, `/member-detail/:id`): the app's users, platform-wide. */
export const membersResource: ResourceOf<'getMemberList', 'getMember'> = {
  id: 'members',
  cli: 'members',
  title: 'people.res.members.title',
  recordTitle: 'people.res.members.record',
  group: 'people',
  permission: 'memberManagement',
  route: '/member-management',
  nameKey: 'nickname',
  lookupFilter: 'nickname',
  list: {
    endpoint: 'getMemberList',
    filters: [
      { key: 'phone', label: 'people.res.field.phone', kind: 'text' },
      { key: 'nickname', label: 'people.res.field.nickname', kind: 'text' },
      { key: 'registered', label: 'people.res.field.registeredAt', kind: 'date-range', range: { from: 'registeredFrom', to: 'registeredTo' } },
      { key: 'status', label: 'people.res.field.status', kind: 'enum', options: status },
    ],
    columns: [
      id,
      nickname,
      phone,
      { key: 'realName', title: 'people.res.field.realName', hidden: true },
      { key: 'gender', title: 'people.res.field.gender', format: 'enum', enumeration: genderEnum, hidden: true },
      statusColumn,
      ecoin,
      { key: 'patientCount', title: 'people.res.field.patientCount', format: 'number' },
      { key: 'lastLoginAt', title: 'people.res.field.lastLoginAt', format: 'relative', hidden: true },
      registered,
    ],
    sort: { keys: ['id', 'createdAt', 'nickname', 'ecoinCents'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getMember',
    idKey: 'memberId',
    fields: [
      id,
      nickname,
      { key: 'realName', title: 'people.res.field.realName' },
      phone,
      { key: 'gender', title: 'people.res.field.gender', format: 'enum', enumeration: genderEnum },
      statusColumn,
      ecoin,
      { key: 'orderCount', title: 'people.res.field.orderCount', format: 'number' },
      { key: 'spentCents', title: 'people.res.field.spent', format: 'cents' },
      { key: 'patientCount', title: 'people.res.field.patientCount', format: 'number' },
      { key: 'lastLoginAt', title: 'people.res.field.lastLoginAt', format: 'relative' },
      registered,
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  actions: [
    {
      id: 'disable',
      cli: 'disable',
      title: 'people.res.members.disable',
      endpoint: 'alterMemberStatus',
      idKey: 'memberId',
      body: { status: 0 },
      versionKey: 'version',
      confirm: 'people.res.members.disable.confirm',
      done: 'people.res.members.disable.done',
      bulk: true,
      appliesWhen: { key: 'status', values: [1] },
      notApplicable: 'people.res.members.disable.already',
      danger: true,
    },
    {
      id: 'enable',
      cli: 'enable',
      title: 'people.res.members.enable',
      endpoint: 'alterMemberStatus',
      idKey: 'memberId',
      body: { status: 1 },
      versionKey: 'version',
      confirm: 'people.res.members.enable.confirm',
      done: 'people.res.members.enable.done',
      bulk: true,
      appliesWhen: { key: 'status', values: [0] },
      notApplicable: 'people.res.members.enable.already',
    },
    revealAction('member', 'phone'),
  ],
  path: (record) => (typeof record.id === 'number' ? routes.memberDetail.path({ id: record.id }) : undefined),
};
