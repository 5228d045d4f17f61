import type { AreaContribution } from '../../registry/area-contribution';
import type { ResourceDescriptor } from '../types';
import { rewardsResource } from './rewards';
import { withdrawAccountsResource } from './withdraw-accounts';
import { withdrawalsResource } from './withdrawals';

export { rewardsResource, withdrawAccountsResource, withdrawalsResource };
export { withdrawalStatusEnum, payoutPartyEnum, accountVerificationEnum, rewardKindEnum, rewardStatusEnum } from './enumerations';

/** Rewards and penalties, withdrawal accounts and withdrawals, in menu order. */
export const financePayoutResources: readonly ResourceDescriptor[] = [rewardsResource, withdrawAccountsResource, withdrawalsResource];

/** Their contribution to the registry: every verb comes from the descriptors. */
export const financePayoutsArea: AreaContribution = { id: 'finance-payouts', resources: financePayoutResources, commands: [] };
