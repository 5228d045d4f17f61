import { priceChangesResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';
import { PriceChangeBefore } from './price-change-before';

/**
 * /order/order-alter-price: price-change requests (pending first by filter `?status=pending`),
 * a request's page with `?id=` showing the order's price before the change beside the amount
 * asked for, approve (the new amount applies to the order) or reject with a reason, one or a
 * selection at a time, from the page or the palette (`a` / `r`).
 */
export function PriceChangesPage() {
  return (
    <div className="p-6">
      <ResourcePage resource={priceChangesResource} historyEntity="price_change_request" detail={({ record }) => <PriceChangeBefore request={record} />} />
    </div>
  );
}
