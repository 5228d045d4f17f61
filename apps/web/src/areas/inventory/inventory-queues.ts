import { t } from '@careops/core/i18n';
import type { WorkQueue } from '../../platform/contributions/console-area';

/** Stock below its reorder threshold in the caller's studios, on the Home board. */
export const inventoryQueues: readonly WorkQueue[] = [
  {
    id: 'inventory.lowStock',
    title: () => t('inventory.page.lowStockQueue'),
    permission: 'consumablesList',
    count: async (api) => (await api.call('getStockList', { belowThreshold: true, limit: 1 }, { silent: true })).total,
    link: '/consumables/consumables-list?belowThreshold=1',
  },
];
