import { defineEnumeration } from '../../enums/enumeration';

/** A withdrawal's status (the withdrawal machine's stored values). */
export const withdrawalStatusEnum = defineEnumeration<number>('withdrawalStatus', [
  { value: 0, slug: 'under-review', labelKey: 'withdrawals.server.state.underReview' },
  { value: 1, slug: 'approved', labelKey: 'withdrawals.server.state.approved' },
  { value: 2, slug: 'payout-pending', labelKey: 'withdrawals.server.state.payoutPending' },
  { value: 3, slug: 'paid', labelKey: 'withdrawals.server.state.paid' },
  { value: 4, slug: 'payout-failed', labelKey: 'withdrawals.server.state.payoutFailed' },
  { value: 5, slug: 'rejected', labelKey: 'withdrawals.server.state.rejected' },
]);

/** Whose money: a nurse's earnings or a studio's settlement. */
export const payoutPartyEnum = defineEnumeration<string>('payoutParty', [
  { value: 'nurse', slug: 'nurse', labelKey: 'withdrawals.server.entity.nurse' },
  { value: 'studio', slug: 'studio', labelKey: 'withdrawals.server.entity.studio' },
]);

export const accountVerificationEnum = defineEnumeration<string>('accountVerification', [
  { value: 'unverified', slug: 'unverified', labelKey: 'withdrawals.res.verification.unverified' },
  { value: 'verified', slug: 'verified', labelKey: 'withdrawals.res.verification.verified' },
  { value: 'rejected', slug: 'rejected', labelKey: 'withdrawals.res.verification.rejected' },
]);

/** A verification decision: verified or rejected. */
export const verifyDecisionEnum = defineEnumeration<string>('verifyDecision', [
  { value: 'verified', slug: 'verified', labelKey: 'withdrawals.res.verification.verified' },
  { value: 'rejected', slug: 'rejected', labelKey: 'withdrawals.res.verification.rejected' },
]);

export const payoutOutcomeEnum = defineEnumeration<string>('payoutOutcome', [
  { value: 'paid', slug: 'paid', labelKey: 'withdrawals.server.state.paid' },
  { value: 'failed', slug: 'failed', labelKey: 'withdrawals.server.state.payoutFailed' },
]);

export const rewardKindEnum = defineEnumeration<string>('rewardKind', [
  { value: 'reward', slug: 'reward', labelKey: 'rewards.res.kind.reward' },
  { value: 'penalty', slug: 'penalty', labelKey: 'rewards.res.kind.penalty' },
]);

export const rewardStatusEnum = defineEnumeration<string>('rewardStatus', [
  { value: 'awaitingApproval', slug: 'awaiting-approval', labelKey: 'rewards.res.status.awaitingApproval' },
  { value: 'posted', slug: 'posted', labelKey: 'rewards.res.status.posted' },
  { value: 'rejected', slug: 'rejected', labelKey: 'rewards.res.status.rejected' },
]);
