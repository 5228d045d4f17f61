import { consumablesResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';

/** /product/material: consumables, a record opening under the list. */
export function ConsumablesPage() {
  return (
    <div className="p-6">
      <ResourcePage resource={consumablesResource} historyEntity="consumable" />
    </div>
  );
}
