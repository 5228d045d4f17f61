import { packStockResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';

/** /consumables/consumables-bag: how many whole packs a studio's stock makes up, and what limits each. */
export function PackStockPage() {
  return (
    <div className="p-6">
      <ResourcePage resource={packStockResource} />
    </div>
  );
}
