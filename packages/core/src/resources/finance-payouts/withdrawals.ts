import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { payoutOutcomeEnum, payoutPartyEnum, withdrawalStatusEnum } from './enumerations';

const idempotencyKey: ResourceField = { key: 'idempotencyKey', arg: 'idempotency-key', label: 'withdrawals.res.field.idempotencyKey', kind: 'text', help: 'withdrawals.res.field.idempotencyKeyHelp' };

const columns: ColumnsOf<'getWithdrawalList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'ownerName', title: 'withdrawals.res.field.party' },
  { key: 'ownerKind', title: 'withdrawals.res.field.partyKind', format: 'enum', enumeration: payoutPartyEnum },
  { key: 'studioName', title: 'withdrawals.res.field.studio' },
  { key: 'amountCents', title: 'withdrawals.res.field.amount', format: 'cents' },
  { key: 'feeCents', title: 'withdrawals.res.field.fee', format: 'cents' },
  { key: 'netCents', title: 'withdrawals.res.field.net', format: 'cents' },
  { key: 'bankName', title: 'withdrawals.res.field.bank', hidden: true },
  { key: 'accountNumber', title: 'withdrawals.res.field.accountNumber', format: 'masked' },
  { key: 'status', title: 'withdrawals.res.field.status', format: 'enum', enumeration: withdrawalStatusEnum },
  { key: 'reason', title: 'withdrawals.res.field.reason', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
  { key: 'settledAt', title: 'withdrawals.res.field.settledAt', format: 'date', hidden: true },
];

const common = { idKey: 'withdrawalId', bulk: true, appliesStrictly: true } as const;

/** Withdrawals (`/finance/withdraw-record`): the withdrawal machine's steps as actions, each bulk with per-item results. */
export const withdrawalsResource: ResourceOf<'getWithdrawalList', 'getWithdrawal'> = {
  id: 'withdrawals',
  cli: 'withdrawals',
  title: 'withdrawals.res.title',
  recordTitle: 'withdrawals.res.record',
  group: 'finance',
  permission: 'withdrawRecord',
  route: '/finance/withdraw-record',
  nameKey: 'ownerName',
  list: {
    endpoint: 'getWithdrawalList',
    filters: [
      { key: 'status', label: 'withdrawals.res.field.status', kind: 'enum', options: { kind: 'enumeration', enumeration: withdrawalStatusEnum } },
      { key: 'ownerKind', arg: 'party-kind', label: 'withdrawals.res.field.partyKind', kind: 'enum', options: { kind: 'enumeration', enumeration: payoutPartyEnum } },
      { key: 'ownerId', arg: 'party', label: 'withdrawals.res.field.party', kind: 'number' },
      { key: 'studioId', arg: 'studio', label: 'withdrawals.res.field.studio', kind: 'number' },
      { key: 'created', label: 'resources.field.createdAt', kind: 'date-range', range: { from: 'from', to: 'to' } },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'amountCents'], default: { key: 'id', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getWithdrawal',
    idKey: 'withdrawalId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'payout.reference', title: 'withdrawals.res.field.payoutReference' },
      { key: 'payout.state', title: 'withdrawals.res.field.payoutState' },
      { key: 'journalIds', title: 'withdrawals.res.field.journal', format: 'json' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: {
    endpoint: 'addWithdrawal',
    cli: 'request',
    title: 'withdrawals.res.request',
    fields: [
      { key: 'accountId', arg: 'account', label: 'withdrawals.res.field.account', kind: 'number', required: true },
      { key: 'amount', label: 'withdrawals.res.field.amount', kind: 'text', required: true, help: 'withdrawals.res.field.amountHelp' },
      idempotencyKey,
    ],
  },
  actions: [
    {
      id: 'approve', cli: 'approve', title: 'withdrawals.res.approve', endpoint: 'approveWithdrawal', ...common, fields: [idempotencyKey],
      appliesWhen: { key: 'status', values: [0] }, notApplicable: 'withdrawals.res.notApplicable', confirm: 'withdrawals.res.approveConfirm', done: 'withdrawals.res.approved', shortcut: 'a',
    },
    {
      id: 'reject', cli: 'reject', title: 'withdrawals.res.reject', endpoint: 'rejectWithdrawal', ...common,
      fields: [{ key: 'reason', label: 'withdrawals.res.field.reason', kind: 'text', required: true }, idempotencyKey],
      appliesWhen: { key: 'status', values: [0] }, notApplicable: 'withdrawals.res.notApplicable', confirm: 'withdrawals.res.rejectConfirm', done: 'withdrawals.res.rejected', danger: true, shortcut: 'r',
    },
    {
      id: 'pay', cli: 'pay', title: 'withdrawals.res.pay', endpoint: 'payWithdrawal', ...common, fields: [idempotencyKey],
      appliesWhen: { key: 'status', values: [1, 2] }, notApplicable: 'withdrawals.res.notApplicable', confirm: 'withdrawals.res.payConfirm', done: 'withdrawals.res.paid', shortcut: 'p',
    },
    {
      id: 'confirm', cli: 'confirm', title: 'withdrawals.res.confirm', endpoint: 'confirmWithdrawal', ...common,
      fields: [
        { key: 'outcome', label: 'withdrawals.res.field.outcome', kind: 'enum', required: true, options: { kind: 'enumeration', enumeration: payoutOutcomeEnum } },
        { key: 'reference', label: 'withdrawals.res.field.bankReference', kind: 'text' },
        { key: 'reason', label: 'withdrawals.res.field.reason', kind: 'text', help: 'withdrawals.res.field.failReasonHelp' },
        idempotencyKey,
      ],
      appliesWhen: { key: 'status', values: [2] }, notApplicable: 'withdrawals.res.notApplicable', confirm: 'withdrawals.res.confirmConfirm', done: 'withdrawals.res.confirmed', shortcut: 'c',
    },
  ],
  path: (record) => (typeof record.id === 'number' ? `/finance/withdraw-details/${record.id}` : undefined),
};
