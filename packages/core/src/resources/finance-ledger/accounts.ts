import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { accountKindEnum, accountOwnerEnum } from './enumerations';

const columns: ColumnsOf<'getLedgerAccountList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'kind', title: 'finance.res.field.accountKind', format: 'enum', enumeration: accountKindEnum },
  { key: 'ownerKind', title: 'finance.res.field.ownerKind', format: 'enum', enumeration: accountOwnerEnum },
  { key: 'ownerId', title: 'finance.res.field.ownerId', format: 'number', hidden: true },
  { key: 'partyName', title: 'finance.res.field.party' },
  { key: 'balanceCents', title: 'finance.res.field.balance', format: 'cents' },
  { key: 'frozenCents', title: 'finance.res.field.frozen', format: 'cents' },
  { key: 'availableCents', title: 'finance.res.field.available', format: 'cents' },
  { key: 'frozenReason', title: 'finance.res.field.frozenReason', hidden: true },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date' },
];

const freezeFields: ResourceField[] = [
  { key: 'amount', label: 'finance.res.field.amount', kind: 'text', required: true, help: 'finance.res.field.amountHelp' },
  { key: 'reason', label: 'finance.res.field.reason', kind: 'text', required: true },
];

/** Accounts (`/finance/payAccount`): every party's balance and frozen amount; freeze and release with a reason. */
export const accountsResource: ResourceOf<'getLedgerAccountList', 'getLedgerAccount'> = {
  id: 'ledgerAccounts',
  cli: 'finance accounts',
  title: 'finance.res.accounts.title',
  recordTitle: 'finance.res.accounts.record',
  group: 'finance',
  permission: 'payAccount',
  route: '/finance/payAccount',
  nameKey: 'name',
  list: {
    endpoint: 'getLedgerAccountList',
    filters: [
      { key: 'kind', label: 'finance.res.field.accountKind', kind: 'enum', options: { kind: 'enumeration', enumeration: accountKindEnum } },
      { key: 'ownerKind', arg: 'owner-kind', label: 'finance.res.field.ownerKind', kind: 'enum', options: { kind: 'enumeration', enumeration: accountOwnerEnum } },
      { key: 'party', label: 'finance.res.field.party', kind: 'text' },
      { key: 'frozen', label: 'finance.res.field.hasFrozen', kind: 'boolean' },
    ],
    columns,
    sort: { keys: ['id', 'balance', 'frozen', 'updatedAt'], default: { key: 'id', order: 'asc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getLedgerAccount',
    idKey: 'accountId',
    fields: [
      { key: 'name', title: 'finance.res.field.account' },
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  actions: [
    {
      id: 'freeze', cli: 'freeze', title: 'finance.res.accounts.freeze', endpoint: 'freezeLedgerAccount', idKey: 'accountId', versionKey: 'version', fields: freezeFields,
      appliesWhen: { key: 'freezable', values: ['true'] }, notApplicable: 'finance.res.accounts.notFreezable', done: 'finance.res.accounts.frozenDone', shortcut: 'f',
    },
    {
      id: 'unfreeze', cli: 'unfreeze', title: 'finance.res.accounts.unfreeze', endpoint: 'unfreezeLedgerAccount', idKey: 'accountId', versionKey: 'version', fields: freezeFields,
      appliesWhen: { key: 'freezable', values: ['true'] }, notApplicable: 'finance.res.accounts.notFreezable', done: 'finance.res.accounts.unfrozenDone', shortcut: 'u',
    },
  ],
  path: (record) => (typeof record.id === 'number' ? `/finance/PayAccountDetail/${record.id}` : undefined),
};
