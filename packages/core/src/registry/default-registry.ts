import { catalogueArea } from '../resources/catalogue';
import { inventoryArea } from '../resources/inventory';
import { marketingContentArea } from '../resources/marketing-content';
import { financeLedgerArea } from '../resources/finance-ledger';
import { financePayoutsArea } from '../resources/finance-payouts';
import { financeInvoicesArea } from '../resources/finance-invoices';
import { couponsArea } from '../resources/coupons';
import { orderExportArea } from '../resources/orders-export';
import { ordersArea } from '../resources/orders';
import { peopleArea } from '../resources/people';
import { systemArea } from '../resources/system';
import { securityArea } from '../resources/security';
import { studiosArea } from '../resources/studios';
import type { CommandRegistry } from '../commands/command-registry';
import { registerResourceCommands } from '../resources/verbs/commands-from-resource';
import { composeRegistry } from './compose-registry';

/**
 * Every area's commands, loaded at once (the web console and the terminal panel offer them
 * all); the same areas in the same order as `areaEntries`, which a test checks.
 */
export const allAreas = [systemArea, ordersArea, peopleArea, orderExportArea, catalogueArea, studiosArea, securityArea, inventoryArea, couponsArea, marketingContentArea, financeLedgerArea, financePayoutsArea, financeInvoicesArea] as const;

/** A registry holding the built-in commands and those of every area; apps add their own commands to it. */
export function createDefaultRegistry(): CommandRegistry {
  return composeRegistry(allAreas, registerResourceCommands);
}
