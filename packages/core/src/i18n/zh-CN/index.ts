import { catalogueZh } from './catalogue';
import { catalogueFacesZh } from './catalogue-faces';
import { catalogueSalesZh } from './catalogue-sales';
import { catalogueSalesFacesZh } from './catalogue-sales-faces';
import { cliZh } from './cli';
import { cliConsoleZh } from './cli-console';
import { commandsZh } from './commands';
import { dailyZh } from './daily';
import { financeInvoicesZh } from './finance-invoices';
import { financeLedgerZh } from './finance-ledger';
import { financeWithdrawalsZh } from './finance-withdrawals';
import { foundationZh } from './foundation';
import { inventoryZh } from './inventory';
import { inventoryFacesZh } from './inventory-faces';
import { marketingCouponsZh } from './marketing-coupons';
import { keyboardZh } from './keyboard';
import { marketingContentZh } from './marketing-content';
import { ordersZh } from './orders';
import { ordersExportZh } from './orders-export';
import { ordersFacesZh } from './orders-faces';
import { peopleZh } from './people';
import { peopleFacesZh } from './people-faces';
import { resourcesZh } from './resources';
import { routeTitlesZh } from './routes';
import { securityZh } from './security';
import { serverZh } from './server';
import { studiosZh } from './studios';
import { systemZh } from './system';
import { webZh } from './web';

/** Route titles as catalogue keys: `route.<route name>` (permissions/route-table.ts reads them). */
const routeTitleMessages: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(routeTitlesZh).map(([name, title]) => [`route.${name}`, title]),
);

/**
 * The Simplified Chinese catalogue: one part per English message file (same file name under
 * zh-CN/), with the same keys and placeholders (catalogue-zh.test.ts). Loaded only when zh-CN is
 * chosen (locales.ts `useLocale`), as its own chunk in the web build. A new area's message file
 * gets its zh-CN twin here.
 */
export const chineseParts: ReadonlyArray<Readonly<Partial<Record<string, string>>>> = [
  foundationZh,
  webZh,
  keyboardZh,
  serverZh,
  commandsZh,
  systemZh,
  resourcesZh,
  dailyZh,
  cliZh,
  cliConsoleZh,
  ordersZh,
  ordersFacesZh,
  ordersExportZh,
  peopleZh,
  peopleFacesZh,
  catalogueZh,
  catalogueFacesZh,
  catalogueSalesZh,
  catalogueSalesFacesZh,
  studiosZh,
  securityZh,
  inventoryZh,
  inventoryFacesZh,
  marketingCouponsZh,
  marketingContentZh,
  financeLedgerZh,
  financeInvoicesZh,
  financeWithdrawalsZh,
  routeTitleMessages,
];
