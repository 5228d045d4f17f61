import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en';
import { englishParts } from './en-parts';
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
import { t } from './translate';

const faces: Record<string, Record<string, string>> = {
  foundation: foundationMessages,
  web: webMessages,
  keyboard: keyboardMessages,
  cli: cliMessages,
  cliConsole: cliConsoleMessages,
  server: serverMessages,
  commands: commandsMessages,
  system: systemMessages,
  resources: resourcesMessages,
  orders: ordersMessages,
  ordersFaces: ordersFacesMessages,
  ordersExport: ordersExportMessages,
  people: peopleMessages,
  peopleFaces: peopleFacesMessages,
  catalogue: catalogueMessages,
  catalogueFaces: catalogueFacesMessages,
  catalogueSales: catalogueSalesMessages,
  catalogueSalesFaces: catalogueSalesFacesMessages,
  inventory: inventoryMessages,
  inventoryFaces: inventoryFacesMessages,
  financeWithdrawals: financeWithdrawalsMessages,
  marketingCoupons: marketingCouponsMessages,
  marketingContent: marketingContentMessages,
  financeLedger: financeLedgerMessages,
  financeInvoices: financeInvoicesMessages,
  studios: studiosMessages,
  security: securityMessages,
  daily: dailyMessages,
};

describe('message catalogue', () => {
  it('has no key defined by two faces (a spread would silently override one)', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [face, messages] of Object.entries(faces)) {
      for (const key of Object.keys(messages)) {
        const other = owner.get(key);
        if (other) clashes.push(`${key} (${other}, ${face})`);
        owner.set(key, face);
      }
    }
    expect(clashes).toEqual([]);
    expect(Object.keys(en).length).toBe(owner.size);
  });

  it('is what `t` answers in English: the parts it looks keys up in are the faces en composes', () => {
    expect(new Set(englishParts)).toEqual(new Set(Object.values(faces)));
    expect(englishParts).toHaveLength(Object.keys(faces).length);
    const wrong = (Object.keys(en) as MessageKey[]).filter((key) => t(key) !== en[key]);
    expect(wrong).toEqual([]);
  });

  it('has no empty text', () => {
    expect(Object.entries(en).filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('keeps the spec texts verbatim (§1, §5, §8)', () => {
    expect(en).toMatchObject({
      'app.title': 'platform operations management system',
      'app.sidebarTitle': 'backend operations management system',
      'error.noPermissionNodes': 'this user has no permission to enter other pages!',
      'error.wrongResponse': 'wrong response',
      'error.hasError': 'Has Error',
      'error.sessionExpired': 'your login has expired, please log in again',
      'error.accountDisabled': 'your account has been disabled, contact administrator for details',
      'error.permissionDenied': 'your permission is insufficient to access this function',
      'error.http.400': 'request error',
      'error.http.401': 'unauthorized, please log in again',
      'error.http.403': 'access denied',
      'error.http.404': 'request failed',
      'error.http.408': 'request timeout',
      'error.http.500': 'server error',
      'error.http.501': 'service not implemented',
      'error.http.502': 'network error',
      'error.http.503': 'service unavailable',
      'error.http.504': 'network timeout',
      'error.http.505': 'HTTP version not supported',
      'error.network': 'network request error',
      'error.timeout': 'request timeout',
      'error.noConnection': 'failed to connect to server',
      'validate.oldPasswordRequired': 'please enter old password',
      'validate.newPasswordRequired': 'please enter new password',
      'validate.confirmPasswordRequired': 'please enter new password again',
      'validate.passwordMismatch': 'the two entries do not match',
      'password.confirmChange': 'you sure to change password, you will be logged out after success',
      'common.cancelled': 'cancelled',
      'time.justNow': 'just now',
      'time.oneDayAgo': '1 day ago',
    });
  });
});
