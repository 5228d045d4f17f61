import { defineEnumeration } from '../../enums/enumeration';

/** A consumable or pack: enabled (1) or disabled (0). */
export const inventoryEnabledEnum = defineEnumeration<number>('inventoryEnabled', [
  { value: 1, slug: 'enabled', labelKey: 'inventory.res.enabled.yes' },
  { value: 0, slug: 'disabled', labelKey: 'inventory.res.enabled.no' },
]);

/** What a stock movement was. */
export const movementKindEnum = defineEnumeration<string>('movementKind', [
  { value: 'receipt', slug: 'receipt', labelKey: 'inventory.res.kind.receipt' },
  { value: 'issue', slug: 'issue', labelKey: 'inventory.res.kind.issue' },
  { value: 'return', slug: 'return', labelKey: 'inventory.res.kind.return' },
  { value: 'transferOut', slug: 'transfer-out', labelKey: 'inventory.res.kind.transferOut' },
  { value: 'transferIn', slug: 'transfer-in', labelKey: 'inventory.res.kind.transferIn' },
  { value: 'adjustment', slug: 'adjustment', labelKey: 'inventory.res.kind.adjustment' },
  { value: 'consumption', slug: 'consumption', labelKey: 'inventory.res.kind.consumption' },
]);

/** Where a stocktake is: being counted, posted (its differences adjusted) or cancelled. */
export const stocktakeStatusEnum = defineEnumeration<string>('stocktakeStatus', [
  { value: 'counting', slug: 'counting', labelKey: 'inventory.res.stocktakeStatus.counting' },
  { value: 'posted', slug: 'posted', labelKey: 'inventory.res.stocktakeStatus.posted' },
  { value: 'cancelled', slug: 'cancelled', labelKey: 'inventory.res.stocktakeStatus.cancelled' },
]);

/** Where a transfer sent on approval is: waiting for the receiving studio, approved (posted), rejected or cancelled. */
export const transferStatusEnum = defineEnumeration<string>('transferStatus', [
  { value: 'pending', slug: 'pending', labelKey: 'inventory.res.transferStatus.pending' },
  { value: 'approved', slug: 'approved', labelKey: 'inventory.res.transferStatus.approved' },
  { value: 'rejected', slug: 'rejected', labelKey: 'inventory.res.transferStatus.rejected' },
  { value: 'cancelled', slug: 'cancelled', labelKey: 'inventory.res.transferStatus.cancelled' },
]);
