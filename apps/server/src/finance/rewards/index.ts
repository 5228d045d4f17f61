import type { HandlerMap } from '../../http/handler-types';
import { getReward, getRewardList } from './reward-read';
import { addReward, approveReward, rejectReward } from './reward-write';

/** The handlers of rewards and penalties, by endpoint name (docs/finance.md). */
export function createRewardHandlers(): HandlerMap {
  return { getRewardList, getReward, addReward, approveReward, rejectReward };
}
