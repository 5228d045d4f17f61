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
import { securityMessages } from './messages/security';
import { studiosMessages } from './messages/studios';
import { resourcesMessages } from './messages/resources';
import { serverMessages } from './messages/server';
import { systemMessages } from './messages/system';
import { webMessages } from './messages/web';

/**
 * The English catalogue's parts, one per face file, as `en` composes them. `t` looks a key up
 * part by part instead of in the merged `en`: merging ~1,000 keys into one object costs more at
 * start-up than all the CLI's other messages together (docs/cli.md, Start-up). Keys never
 * collide (catalogue.test.ts), so the order does not change an answer.
 */
export const englishParts: ReadonlyArray<Readonly<Record<string, string>>> = [
  foundationMessages,
  webMessages,
  keyboardMessages,
  cliMessages,
  cliConsoleMessages,
  serverMessages,
  commandsMessages,
  systemMessages,
  resourcesMessages,
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
  dailyMessages,
];

/** The English text of `key`, or undefined when no part has it. */
export function englishText(key: string): string | undefined {
  for (const part of englishParts) {
    if (Object.hasOwn(part, key)) return part[key];
  }
  return undefined;
}
