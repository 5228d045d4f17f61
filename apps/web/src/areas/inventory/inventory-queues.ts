import { EXPIRING_DAYS_DEFAULT } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { expiringBatchesResource } from '@careops/core/resources';
import type { WorkQueue } from '../../platform/contributions/console-area';

/** Stock below its reorder threshold and batches expiring soon in the caller's studios, on the Home board. */
export const inventoryQueues: readonly WorkQueue[] = [
  {
    id: 'inventory.lowStock',
    title: () => t('inventory.page.lowStockQueue'),
    permission: 'consumablesList',
    count: async (api) => (await api.call('getStockList', { belowThreshold: true, limit: 1 }, { silent: true })).total,
    link: '/consumables/consumables-list?belowThreshold=1',
  },
  {
    id: 'inventory.expiring',
    title: () => t('inventory.page.expiringQueue', { days: EXPIRING_DAYS_DEFAULT }),
    permission: expiringBatchesResource.permission,
    count: async (api) => (await api.call('getExpiringBatches', { days: EXPIRING_DAYS_DEFAULT }, { silent: true })).list.length,
    link: expiringBatchesResource.route ?? '/consumables/consumables-list',
  },
];
