import { catalogueMessages } from './messages/catalogue';
import { catalogueFacesMessages } from './messages/catalogue-faces';
import { catalogueSalesMessages } from './messages/catalogue-sales';
import { catalogueSalesFacesMessages } from './messages/catalogue-sales-faces';
import { cliMessages } from './messages/cli';
import { inventoryMessages } from './messages/inventory';
import { inventoryFacesMessages } from './messages/inventory-faces';
import { financeWithdrawalsMessages } from './messages/finance-withdrawals';
import { marketingCouponsMessages } from './messages/marketing-coupons';
import { marketingContentMessages } from './messages/marketing-content';
import { financeLedgerMessages } from './messages/finance-ledger';
import { financeInvoicesMessages } from './messages/finance-invoices';
import { cliConsoleMessages } from './messages/cli-console';
import { ordersMessages } from './messages/orders';
import { ordersExportMessages } from './messages/orders-export';
import { ordersFacesMessages } from './messages/orders-faces';
import { peopleMessages } from './messages/people';
import { peopleFacesMessages } from './messages/people-faces';
import { securityMessages } from './messages/security';
import { studiosMessages } from './messages/studios';

/**
 * The English texts of the business areas and of the terminal faces: everything the web's
 * /login and signed-in home do not show. The web console loads this module as its own chunk,
 * with the first area page, the palette or the terminal window (en-area-parts.browser.ts); the
 * CLI and the server have it from the start (en-area-parts.ts). A new area's message files go here.
 */
export const englishAreaMessages: ReadonlyArray<Readonly<Record<string, string>>> = [
  cliMessages,
  cliConsoleMessages,
  ordersMessages,
  ordersFacesMessages,
  ordersExportMessages,
  peopleMessages,
  peopleFacesMessages,
  catalogueMessages,
  catalogueFacesMessages,
  catalogueSalesMessages,
  catalogueSalesFacesMessages,
  studiosMessages,
  securityMessages,
  inventoryMessages,
  inventoryFacesMessages,
  financeWithdrawalsMessages,
  marketingCouponsMessages,
  marketingContentMessages,
  financeLedgerMessages,
  financeInvoicesMessages,
];
