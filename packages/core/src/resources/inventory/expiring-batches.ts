import { EXPIRING_BATCHES_MAX } from '../../contract/schemas/inventory-values';
import type { ColumnsOf, ListRowOf, TypedResource } from '../types';

const columns: ColumnsOf<'getExpiringBatches'> = [
  { key: 'movementId', title: 'resources.field.id', format: 'number', hidden: true },
  { key: 'consumableName', title: 'inventory.res.field.consumable' },
  { key: 'studioName', title: 'inventory.res.field.studio' },
  { key: 'batch', title: 'inventory.res.move.batch' },
  { key: 'expiresAt', title: 'inventory.res.move.expires', format: 'date' },
  { key: 'daysLeft', title: 'inventory.res.expiring.daysLeft', format: 'number' },
  { key: 'onHand', title: 'inventory.res.expiring.onHand', format: 'number' },
  { key: 'unit', title: 'inventory.res.field.unit' },
  { key: 'received', title: 'inventory.res.expiring.received', format: 'number', hidden: true },
  { key: 'supplier', title: 'inventory.res.field.supplier', hidden: true },
  { key: 'expired', title: 'inventory.res.expiring.expired', format: 'boolean', hidden: true },
];

/** The query parameter and value of the in-warehouse list's "expiring soon" tab. */
export const EXPIRING_VIEW = { param: 'view', value: 'expiring' } as const;

/**
 * Batches expiring soon (the in-warehouse list's "expiring soon" tab): receipts with an expiry
 * within the days (30 unless given; expired ones first) at the caller's studios that still hold
 * the consumable. Its rows are receipts, not balances, so it is a list of its own.
 */
export const expiringBatchesResource: TypedResource<ListRowOf<'getExpiringBatches'>> = {
  id: 'expiringBatches',
  cli: 'stock expiring-batches',
  title: 'inventory.res.expiring.title',
  recordTitle: 'inventory.res.expiring.record',
  group: 'inventory',
  permission: 'consumablesList',
  route: `/consumables/consumables-list?${EXPIRING_VIEW.param}=${EXPIRING_VIEW.value}`,
  idKey: 'movementId',
  nameKey: 'consumableName',
  list: {
    endpoint: 'getExpiringBatches',
    filters: [
      { key: 'days', label: 'inventory.res.expiring.days', kind: 'number' },
      { key: 'studioId', arg: 'studio', label: 'inventory.res.field.studio', kind: 'number' },
    ],
    columns,
    pageSizes: [EXPIRING_BATCHES_MAX],
    defaultLimit: EXPIRING_BATCHES_MAX,
  },
  actions: [],
};
