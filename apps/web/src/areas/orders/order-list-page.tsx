import { ordersResource } from '@careops/core/resources';
import { OrderExportControls } from './export/order-export-controls';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';
import { PlaceOrderLauncher } from './place-order-launcher';

/**
 * /order/order-list: every filter of getOrderList synced to the URL (`?status=pending-payment`),
 * server-side sort and paging, rows opening the order's page, row selection (`x`) with the
 * transitions the order machine allows for every selected order (also in the palette, with
 * their shortcuts), and the filtered set exported by the server, streamed (CSV, XLSX: the
 * export helper's controls).
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
        exportControls={(body) => <OrderExportControls body={body} />}
      />
    </div>
  );
}
