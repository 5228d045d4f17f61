import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';
import { accountVerificationEnum, payoutPartyEnum, verifyDecisionEnum } from './enumerations';

const columns: ColumnsOf<'getWithdrawAccountList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'ownerName', title: 'withdrawals.res.field.party' },
  { key: 'ownerKind', title: 'withdrawals.res.field.partyKind', format: 'enum', enumeration: payoutPartyEnum },
  { key: 'studioName', title: 'withdrawals.res.field.studio' },
  { key: 'holderName', title: 'withdrawals.res.field.holder' },
  { key: 'bankName', title: 'withdrawals.res.field.bank' },
  { key: 'accountNumber', title: 'withdrawals.res.field.accountNumber', format: 'masked' },
  { key: 'verification', title: 'withdrawals.res.field.verification', format: 'enum', enumeration: accountVerificationEnum },
  { key: 'verificationNote', title: 'withdrawals.res.field.verificationNote', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
];

/** Withdrawal accounts (`/finance/withdraw-account`): bank accounts of nurses and studios, masked; the full number is a permitted, audited read. */
export const withdrawAccountsResource: ResourceOf<'getWithdrawAccountList', 'getWithdrawAccount'> = {
  id: 'withdrawAccounts',
  cli: 'withdraw-accounts',
  title: 'withdrawals.res.accounts.title',
  recordTitle: 'withdrawals.res.accounts.record',
  group: 'finance',
  permission: 'withdrawAccount',
  route: '/finance/withdraw-account',
  nameKey: 'holderName',
  list: {
    endpoint: 'getWithdrawAccountList',
    filters: [
      { key: 'name', label: 'withdrawals.res.field.holder', kind: 'text' },
      { key: 'verification', label: 'withdrawals.res.field.verification', kind: 'enum', options: { kind: 'enumeration', enumeration: accountVerificationEnum } },
      { key: 'ownerKind', arg: 'party-kind', label: 'withdrawals.res.field.partyKind', kind: 'enum', options: { kind: 'enumeration', enumeration: payoutPartyEnum } },
      { key: 'ownerId', arg: 'party', label: 'withdrawals.res.field.party', kind: 'number' },
      { key: 'studioId', arg: 'studio', label: 'withdrawals.res.field.studio', kind: 'number' },
    ],
    columns,
    sort: { keys: ['id', 'createdAt'], default: { key: 'id', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getWithdrawAccount',
    idKey: 'accountId',
    fields: [...columns.map((c) => ({ ...c, hidden: false })), { key: 'version', title: 'resources.field.version', format: 'number' }],
  },
  create: {
    endpoint: 'addWithdrawAccount',
    fields: [
      { key: 'ownerKind', arg: 'party-kind', label: 'withdrawals.res.field.partyKind', kind: 'enum', required: true, options: { kind: 'enumeration', enumeration: payoutPartyEnum } },
      { key: 'ownerId', arg: 'party', label: 'withdrawals.res.field.party', kind: 'number', required: true },
      { key: 'holderName', arg: 'holder', label: 'withdrawals.res.field.holder', kind: 'text', required: true },
      { key: 'bankName', arg: 'bank', label: 'withdrawals.res.field.bank', kind: 'text', required: true },
      { key: 'accountNumber', arg: 'number', label: 'withdrawals.res.field.accountNumber', kind: 'text', required: true },
    ],
  },
  actions: [
    {
      id: 'verify', cli: 'verify', title: 'withdrawals.res.accounts.verify', endpoint: 'verifyWithdrawAccount', idKey: 'accountId', versionKey: 'version', bulk: true,
      fields: [
        { key: 'verification', arg: 'decision', label: 'withdrawals.res.field.verification', kind: 'enum', required: true, options: { kind: 'enumeration', enumeration: verifyDecisionEnum } },
        { key: 'note', label: 'withdrawals.res.field.verificationNote', kind: 'text', help: 'withdrawals.res.field.noteHelp' },
      ],
      done: 'withdrawals.res.accounts.verified', shortcut: 'v',
    },
    {
      id: 'revealNumber', cli: 'reveal-number', title: 'withdrawals.res.accounts.reveal', endpoint: 'revealWithdrawAccountNumber', idKey: 'accountId',
      done: 'withdrawals.res.accounts.revealed', reveals: { key: 'accountNumber', label: 'withdrawals.res.field.accountNumber', field: 'accountNumber' },
    },
  ],
};
