import { withdrawalsResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';

/** /finance/withdraw-record: withdrawals with their machine's steps as bulk actions; a row opens its detail page. */
export function WithdrawalsPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <ListPage resource={withdrawalsResource} active={active} />
    </div>
  );
}
