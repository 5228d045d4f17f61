import { ordersResource } from '@careops/core/resources';
import { StreamedExportControls } from '../../kit/export/streamed-export-controls';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';
import { PlaceOrderLauncher } from './place-order-launcher';

/**
 * /order/order-list: every filter of getOrderList synced to the URL (`?status=pending-payment`),
 * server-side sort and paging, rows opening the order's page, row selection (`x`) with the
 * transitions the order machine allows for every selected order (also in the palette, with
 * their shortcuts), and the filtered set exported by the server, streamed (CSV, XLSX: the
 * streamed export's controls).
 */
export function OrderListPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <ListPage
        resource={ordersResource}
        active={active}
        addInDialog={false}
        toolbar={<PlaceOrderLauncher />}
        exportControls={(body) => <StreamedExportControls endpoint="exportOrders" body={body} fallbackName="orders" testIdPrefix="orders-export" />}
      />
    </div>
  );
}
