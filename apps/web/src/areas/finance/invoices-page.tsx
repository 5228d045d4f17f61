import { invoicesResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';

/** /finance/invoiceManage: invoice applications with their review steps as actions; a row opens its detail page. */
export function InvoicesPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <ListPage resource={invoicesResource} active={active} />
    </div>
  );
}
