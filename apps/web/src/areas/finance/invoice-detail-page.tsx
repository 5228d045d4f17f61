import { InvoiceStatus } from '@careops/core/machines';
import { invoicesResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';
import { InvoiceFileSection } from './invoice-file-section';

/** /finance/invoiceApply/:id: one application, its order's paid and invoiced amounts, its file; issue, reject or red invoice as actions (keys i, r). */
export function InvoiceDetailPage() {
  const { params, active } = usePage();
  return (
    <div className="p-6">
      <DetailPage resource={invoicesResource} id={Number(params.id)} active={active} backTo="/finance/invoiceManage" historyEntity="invoice_application">
        {({ record }) => <InvoiceFileSection fileUrl={record.fileUrl} pending={record.status === InvoiceStatus.pending} />}
      </DetailPage>
    </div>
  );
}
