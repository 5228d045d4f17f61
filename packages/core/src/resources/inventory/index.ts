import type { AnyCommandDef } from '../../commands/types';
import type { AreaContribution } from '../../registry/area-contribution';
import { consumablesResource } from './consumables';
import { EXPIRING_VIEW, expiringBatchesResource } from './expiring-batches';
import { packStockResource } from './pack-stock';
import { packsResource } from './packs';
import { stockResource } from './stock';
import { stocktakeSheetCommand } from './stocktake-commands';
import { stockMovementsExportCommand } from './stock-movements-export-command';
import { stocktakesResource } from './stocktakes';
import { stockTransfersResource } from './stock-transfers';
import { stockAdjustCommand, stockCheckCommand, stockExpiringCommand, stockIssueCommand, stockMovementsCommand, stockReceiveCommand, stockReturnCommand, stockTransferCommand } from './stock-commands';
import { inventoryResources } from './descriptors';

export { EXPIRING_VIEW, expiringBatchesResource };
export { consumablesResource, packStockResource, packsResource, stockResource, stocktakesResource, stockTransfersResource };
export { inventoryEnabledEnum, movementKindEnum, stocktakeStatusEnum, transferStatusEnum } from './enumerations';
export { stockOutFields } from './stock-out';

export { inventoryResources };

/** The inventory's commands that are not descriptor verbs: the stock postings, the ledger, its export and its check. */
export const inventoryCommands: readonly AnyCommandDef[] = [
  stockReceiveCommand, stockIssueCommand, stockReturnCommand, stockTransferCommand, stockAdjustCommand, stockMovementsCommand, stockMovementsExportCommand, stockCheckCommand, stockExpiringCommand, stocktakeSheetCommand,
];

/** The inventory's contribution to the registry. */
export const inventoryArea: AreaContribution = { id: 'inventory', resources: inventoryResources, commands: inventoryCommands };
