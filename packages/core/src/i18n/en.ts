import { cliMessages } from './messages/cli';
import { dailyMessages } from './messages/daily';
import { cliConsoleMessages } from './messages/cli-console';
import { commandsMessages } from './messages/commands';
import { foundationMessages } from './messages/foundation';
import { keyboardMessages } from './messages/keyboard';
import { ordersMessages } from './messages/orders';
import { ordersExportMessages } from './messages/orders-export';
import { ordersFacesMessages } from './messages/orders-faces';
import { peopleMessages } from './messages/people';
import { peopleFacesMessages } from './messages/people-faces';
import { catalogueMessages } from './messages/catalogue';
import { catalogueFacesMessages } from './messages/catalogue-faces';
import { catalogueSalesMessages } from './messages/catalogue-sales';
import { catalogueSalesFacesMessages } from './messages/catalogue-sales-faces';
import { inventoryMessages } from './messages/inventory';
import { inventoryFacesMessages } from './messages/inventory-faces';
import { financeWithdrawalsMessages } from './messages/finance-withdrawals';
import { marketingCouponsMessages } from './messages/marketing-coupons';
import { marketingContentMessages } from './messages/marketing-content';
import { financeLedgerMessages } from './messages/finance-ledger';
import { financeInvoicesMessages } from './messages/finance-invoices';
import { securityMessages } from './messages/security';
import { studiosMessages } from './messages/studios';
import { resourcesMessages } from './messages/resources';
import { serverMessages } from './messages/server';
import { systemMessages } from './messages/system';
import { webMessages } from './messages/web';

/**
 * The English message catalogue. Texts quoted by the specification are kept verbatim;
 * every user-facing string of every face comes from here (see `t`). Each face keeps its
 * own file under messages/; keys are prefixed by area and must not collide.
 */
export const en = {
  ...foundationMessages,
  ...webMessages,
  ...keyboardMessages,
  ...cliMessages,
  ...cliConsoleMessages,
  ...serverMessages,
  ...commandsMessages,
  ...systemMessages,
  ...resourcesMessages,
  ...ordersMessages,
  ...ordersFacesMessages,
  ...ordersExportMessages,
  ...peopleMessages,
  ...peopleFacesMessages,
  ...catalogueMessages,
  ...catalogueFacesMessages,
  ...catalogueSalesMessages,
  ...catalogueSalesFacesMessages,
  ...inventoryMessages,
  ...inventoryFacesMessages,
  ...financeWithdrawalsMessages,
  ...marketingCouponsMessages,
  ...marketingContentMessages,
  ...financeLedgerMessages,
  ...financeInvoicesMessages,
  ...studiosMessages,
  ...securityMessages,
  ...dailyMessages,
} as const;

export type MessageKey = keyof typeof en;
