import type { ResourceDescriptor } from '../types';
import { consumablesResource } from './consumables';
import { expiringBatchesResource } from './expiring-batches';
import { packStockResource } from './pack-stock';
import { packsResource } from './packs';
import { stockResource } from './stock';
import { stockTransfersResource } from './stock-transfers';
import { stocktakesResource } from './stocktakes';

/** The inventory's resources, in menu order. */
export const inventoryResources: readonly ResourceDescriptor[] = [consumablesResource, packsResource, stockResource, expiringBatchesResource, packStockResource, stocktakesResource, stockTransfersResource];
