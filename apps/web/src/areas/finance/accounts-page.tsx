import { accountsResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';

/** /finance/payAccount: every party's account, its balance, frozen and available amounts; a row opens its statement. */
export function AccountsPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <ListPage resource={accountsResource} active={active} />
    </div>
  );
}
