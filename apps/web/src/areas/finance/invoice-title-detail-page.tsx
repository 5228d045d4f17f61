import { invoiceTitlesResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';

/** /finance/invoiceRiseDetail/:id: one invoice title, what it prints and the applications made under it. */
export function InvoiceTitleDetailPage() {
  const { params, active } = usePage();
  return (
    <div className="p-6">
      <DetailPage resource={invoiceTitlesResource} id={Number(params.id)} active={active} backTo="/finance/invoiceRise" historyEntity="invoice_title" />
    </div>
  );
}
