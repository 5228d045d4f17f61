import type { Migration } from 'kysely';
import type { DialectName } from '../connect';
import { foundation } from './0001-foundation';
import { systemAdmin } from './0002-system-admin';
import { peopleCatalogue } from './0003-people-catalogue';
import { orders } from './0004-orders';
import { ordersExtra } from './0005-orders-extra';
import { peopleExtra } from './0006-people-extra';
import { scaleIndexes } from './0007-scale-indexes';
import { orderCounts } from './0008-order-counts';
import { permissionNodeJson } from './0009-permission-node-json';
import { leastPrivilege } from './0010-least-privilege';
import { studiosSecurity } from './0013-studios-security';
import { catalogue } from './0011-catalogue';
import { catalogueSales } from './0012-catalogue-sales';
import { searchIndex } from './0014-search-index';
import { savedViews } from './0015-saved-views';
import { inventory } from './0016-inventory';
import { financeLedger } from './0017-finance-ledger';
import { financeWithdrawals } from './0018-finance-withdrawals';
import { financeInvoices } from './0019-finance-invoices';
import { marketingCoupons } from './0020-marketing-coupons';
import { marketingContent } from './0021-marketing-content';
import { inventoryStocktake } from './0022-inventory-stocktake';
import { ordersPatientStatus } from './0023-orders-patient-status';

/**
 * Every migration, by name, in order. Names are permanent: Kysely records them in
 * `kysely_migration`. Later areas append `0002-<area>` and so on.
 */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-foundation': foundation(dialect),
    '0002-system-admin': systemAdmin(dialect),
    '0003-people-catalogue': peopleCatalogue(dialect),
    '0004-orders': orders(dialect),
    '0005-orders-extra': ordersExtra(dialect),
    '0006-people-extra': peopleExtra(dialect),
    '0007-scale-indexes': scaleIndexes(),
    '0008-order-counts': orderCounts(dialect),
    '0009-permission-node-json': permissionNodeJson(dialect),
    '0010-least-privilege': leastPrivilege(),
    '0011-catalogue': catalogue(dialect),
    '0012-catalogue-sales': catalogueSales(dialect),
    '0013-studios-security': studiosSecurity(dialect),
    '0014-search-index': searchIndex(dialect),
    '0015-saved-views': savedViews(dialect),
    '0016-inventory': inventory(dialect),
    '0017-finance-ledger': financeLedger(dialect),
    '0018-finance-withdrawals': financeWithdrawals(dialect),
    '0019-finance-invoices': financeInvoices(dialect),
    '0020-marketing-coupons': marketingCoupons(dialect),
    '0021-marketing-content': marketingContent(dialect),
    '0022-inventory-stocktake': inventoryStocktake(dialect),
    '0023-orders-patient-status': ordersPatientStatus(),
  };
}
