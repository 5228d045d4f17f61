import { stockTransfersResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';

/** /consumables/stock-transfer: transfers sent to or from the caller's studios; the receiving studio approves or rejects, the sending one may cancel. */
export function StockTransferPage() {
  return (
    <div className="p-6">
      <ResourcePage resource={stockTransfersResource} />
    </div>
  );
}
