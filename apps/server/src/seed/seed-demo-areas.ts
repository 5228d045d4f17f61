import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBase } from './seed-demo-base';
import { seedDemoCatalogue } from './seed-demo-catalogue';
import { seedDemoCatalogueSales } from './seed-demo-catalogue-sales';
import { seedDemoFinance } from './seed-demo-finance';
import { openAdvancePaymentsOfPaidOrders } from '../finance/advance-payments/backfill';
import { seedDemoInvoices } from './seed-demo-invoices';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoMarketingContent } from './seed-demo-marketing-content';
import { seedDemoOrders } from './seed-demo-orders';
import { seedDemoPeopleArea } from './seed-demo-people-area';
import { seedDemoSecurity } from './seed-demo-security';
import { seedDemoStudios } from './seed-demo-studios';

/**
 * Area demo seeds run after the base one, in this order, in the first-start transaction.
 * Each area owns its function.
 */
export async function seedDemoAreas(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  await seedDemoPeopleArea(trx, base);
  await seedDemoOrders(trx, base);
  // The orders' money and the members' e-coin on the double-entry journal.
  await seedDemoFinance(trx, base);
  // The demo's paid orders' advance payments, as migration 0019 opens them on an existing database.
  await openAdvancePaymentsOfPaidOrders(trx, base.now);
  await seedDemoInvoices(trx, base);
  await seedDemoStudios(trx, base);
  await seedDemoSecurity(trx, base);
  // The rest of the catalogue, around the base rows the orders use.
  await seedDemoCatalogue(trx, base);
  // Releases, agreements, questionnaires and surveys: after the catalogue and the orders it sells and follows up.
  await seedDemoCatalogueSales(trx, base);
  // Consumables, packs and each studio's opening stock.
  await seedDemoInventory(trx, base);
  // Member feedback on the first orders, two referral promotions with visits and sign-ups.
  await seedDemoMarketingContent(trx, base);
}
