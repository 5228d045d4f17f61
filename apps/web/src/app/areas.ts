import { catalogueArea } from '../areas/catalogue/area';
import { financeArea } from '../areas/finance/area';
import { inventoryArea } from '../areas/inventory/area';
import { marketingArea } from '../areas/marketing/area';
import { homeArea } from '../areas/home/area';
import { ordersArea } from '../areas/orders/area';
import { peopleArea } from '../areas/people/area';
import { systemArea } from '../areas/system/area';
import { studiosArea } from '../areas/studios/area';
import { securityArea } from '../areas/security/area';
import { LIST_KEY_CONTEXT } from '../kit/list/list-keys';
import { registerArea } from '../platform/contributions/contributions';
import { contributeKeys } from '../platform/keyboard/key-contexts';
import type { ConsoleArea } from '../platform/contributions/console-area';

/** The areas this console has, in Home-board order. A new area is one line here. */
export const consoleAreas: readonly ConsoleArea[] = [homeArea, systemArea, ordersArea, peopleArea, catalogueArea, studiosArea, securityArea, inventoryArea, marketingArea, financeArea];

/** Registers the kit's list keys and every area with the platform; main.tsx calls it before the first render. */
export function registerConsoleAreas(): void {
  contributeKeys(LIST_KEY_CONTEXT);
  for (const area of consoleAreas) registerArea(area);
}

/** Whether some area has a page for the route named so (for tests, without registering). */
export function consoleHasPage(routeName: string): boolean {
  return consoleAreas.some((area) => Object.hasOwn(area.pages, routeName));
}
