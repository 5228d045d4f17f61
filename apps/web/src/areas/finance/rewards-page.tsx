import { rewardsResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';

/** /finance/rewards-payment: nurses' rewards and penalties; a large penalty waits for a second approver. */
export function RewardsPage() {
  return (
    <div className="p-6">
      <ResourcePage resource={rewardsResource} historyEntity="reward_penalty" />
    </div>
  );
}
