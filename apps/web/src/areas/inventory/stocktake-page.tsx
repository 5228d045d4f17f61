import { stocktakesResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';

/** /consumables/stocktake: the stocktakes of the caller's studios; start one per studio, open one to its count sheet. */
export function StocktakePage() {
  return (
    <div className="p-6">
      <ResourcePage resource={stocktakesResource} />
    </div>
  );
}
