import { packsResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';

/** /product/consumption-index/consumption: consumable packs (consumables × quantities) and the services using them. */
export function PacksPage() {
  return (
    <div className="p-6">
      <ResourcePage resource={packsResource} historyEntity="consumable_pack" />
    </div>
  );
}
