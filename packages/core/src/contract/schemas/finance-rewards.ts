import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idempotencyKeySchema, moneyCents } from './finance-withdrawals';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, timeFilter } from './list';

/**
 * Rewards and penalties of nurses (docs/finance.md): each posts to the ledger between the
 * nurse's earnings and the platform; a penalty above the set amount waits for a second approver.
 */

export const REWARD_KINDS = ['reward', 'penalty'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
export const REWARD_STATUSES = ['awaitingApproval', 'posted', 'rejected'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
export const REWARD_SORT_FIELDS = ['id', 'createdAt', 'amountCents'] as const;

const blank = (v: unknown) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v);
const reasonText = z.string({ error: t('withdrawals.contract.reason') }).trim().min(1, t('withdrawals.contract.reason')).max(200, t('system.validate.tooLong', { max: 200 }));

export const rewardSchema = z.object({
  id: z.number(),
  kind: z.enum(REWARD_KINDS),
  nurseId: z.number(),
  nurseName: z.string(),
  studioId: z.number().nullable(),
  studioName: z.string(),
  orderId: z.number().nullable(),
  amountCents: z.number(),
  reason: z.string(),
  status: z.enum(REWARD_STATUSES),
  decisionNote: z.string(),
  requestedBy: z.number().nullable(),
  requestedByName: z.string(),
  approvedBy: z.number().nullable(),
  approvedByName: z.string(),
  journalId: z.number().nullable(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  version: z.number(),
});
export type RewardPenalty = z.infer<typeof rewardSchema>;

export const rewardListRequest = listRequest.extend({
  kind: z.preprocess(blank, z.enum(REWARD_KINDS, { error: t('rewards.contract.kind') }).optional()),
  status: z.preprocess(blank, z.enum(REWARD_STATUSES, { error: t('rewards.contract.status') }).optional()),
  nurseId: idFilter,
  studioId: idFilter,
  orderId: idFilter,
  from: timeFilter,
  to: timeFilter,
  sort: sortRequest(REWARD_SORT_FIELDS, '-id'),
});
export const rewardListResult = listPageOf(rewardSchema);
export const getRewardRequest = z.object({ rewardId: recordIdSchema });

export const addRewardRequest = z.object({
  kind: z.enum(REWARD_KINDS, { error: t('rewards.contract.kind') }),
  nurseId: recordIdSchema,
  amount: moneyCents(),
  reason: reasonText,
  orderId: z.preprocess(blank, recordIdSchema.optional()),
  idempotencyKey: idempotencyKeySchema,
});
export const approveRewardRequest = z.object({ rewardId: recordIdSchema, idempotencyKey: idempotencyKeySchema });
export const rejectRewardRequest = z.object({ rewardId: recordIdSchema, reason: reasonText });
