import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';
import { rewardKindEnum, rewardStatusEnum } from './enumerations';

const columns: ColumnsOf<'getRewardList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'kind', title: 'rewards.res.field.kind', format: 'enum', enumeration: rewardKindEnum },
  { key: 'nurseName', title: 'rewards.res.field.nurse' },
  { key: 'studioName', title: 'withdrawals.res.field.studio' },
  { key: 'amountCents', title: 'withdrawals.res.field.amount', format: 'cents' },
  { key: 'reason', title: 'withdrawals.res.field.reason' },
  { key: 'orderId', title: 'rewards.res.field.order', format: 'number' },
  { key: 'status', title: 'withdrawals.res.field.status', format: 'enum', enumeration: rewardStatusEnum },
  { key: 'requestedByName', title: 'rewards.res.field.recordedBy' },
  { key: 'approvedByName', title: 'rewards.res.field.approvedBy', hidden: true },
  { key: 'journalId', title: 'withdrawals.res.field.journal', format: 'number', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
];

/** Rewards and penalties of nurses (`/finance/rewards-payment`): both post to the ledger; a large penalty waits for a second approver. */
export const rewardsResource: ResourceOf<'getRewardList', 'getReward'> = {
  id: 'rewards',
  cli: 'rewards',
  title: 'rewards.res.title',
  recordTitle: 'rewards.res.record',
  group: 'finance',
  permission: 'rewardsPayment',
  route: '/finance/rewards-payment',
  nameKey: 'nurseName',
  list: {
    endpoint: 'getRewardList',
    filters: [
      { key: 'kind', label: 'rewards.res.field.kind', kind: 'enum', options: { kind: 'enumeration', enumeration: rewardKindEnum } },
      { key: 'status', label: 'withdrawals.res.field.status', kind: 'enum', options: { kind: 'enumeration', enumeration: rewardStatusEnum } },
      { key: 'nurseId', arg: 'nurse', label: 'rewards.res.field.nurse', kind: 'number' },
      { key: 'orderId', arg: 'order-id', label: 'rewards.res.field.order', kind: 'number' },
      { key: 'created', label: 'resources.field.createdAt', kind: 'date-range', range: { from: 'from', to: 'to' } },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'amountCents'], default: { key: 'id', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getReward',
    idKey: 'rewardId',
    fields: [...columns.map((c) => ({ ...c, hidden: false })), { key: 'decisionNote', title: 'rewards.res.field.decisionNote' }, { key: 'version', title: 'resources.field.version', format: 'number' }],
  },
  create: {
    endpoint: 'addReward',
    title: 'rewards.res.add',
    fields: [
      { key: 'kind', label: 'rewards.res.field.kind', kind: 'enum', required: true, options: { kind: 'enumeration', enumeration: rewardKindEnum } },
      { key: 'nurseId', arg: 'nurse', label: 'rewards.res.field.nurse', kind: 'number', required: true },
      { key: 'amount', label: 'withdrawals.res.field.amount', kind: 'text', required: true, help: 'withdrawals.res.field.amountHelp' },
      { key: 'reason', label: 'withdrawals.res.field.reason', kind: 'text', required: true },
      { key: 'orderId', arg: 'order', label: 'rewards.res.field.order', kind: 'number' },
      { key: 'idempotencyKey', arg: 'idempotency-key', label: 'withdrawals.res.field.idempotencyKey', kind: 'text', help: 'withdrawals.res.field.idempotencyKeyHelp' },
    ],
  },
  actions: [
    {
      id: 'approve', cli: 'approve', title: 'rewards.res.approve', endpoint: 'approveReward', idKey: 'rewardId', bulk: true, appliesStrictly: true,
      appliesWhen: { key: 'status', values: ['awaitingApproval'] }, notApplicable: 'rewards.res.notApplicable', confirm: 'rewards.res.approveConfirm', done: 'rewards.res.approved', shortcut: 'a',
    },
    {
      id: 'reject', cli: 'reject', title: 'rewards.res.reject', endpoint: 'rejectReward', idKey: 'rewardId', bulk: true, appliesStrictly: true, danger: true,
      fields: [{ key: 'reason', label: 'withdrawals.res.field.reason', kind: 'text', required: true }],
      appliesWhen: { key: 'status', values: ['awaitingApproval'] }, notApplicable: 'rewards.res.notApplicable', confirm: 'rewards.res.rejectConfirm', done: 'rewards.res.rejected', shortcut: 'r',
    },
  ],
};
