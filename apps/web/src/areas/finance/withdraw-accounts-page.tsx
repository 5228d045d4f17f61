import { withdrawAccountsResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';

/** /finance/withdraw-account: bank accounts of nurses and studios, numbers masked; verify, or show the full number (permitted, audited). */
export function WithdrawAccountsPage() {
  return (
    <div className="p-6">
      <ResourcePage resource={withdrawAccountsResource} historyEntity="withdraw_account" />
    </div>
  );
}
