import { invoiceTitlesResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';

/** /finance/invoiceRise: members' invoice titles; a row opens its detail page. */
export function InvoiceTitlesPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <ListPage resource={invoiceTitlesResource} active={active} />
    </div>
  );
}
