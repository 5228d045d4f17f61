import type { AreaContribution } from './area-contribution';

/** An area as the composition point knows it before loading it. */
export interface AreaEntry {
  id: string;
  /** The first cli word of each of its commands (`careops orders …`), checked by a test. */
  cliWords: readonly string[];
  load(): Promise<AreaContribution>;
}

/**
 * The composition point: which areas contribute to the command registry, in menu order. A new
 * area adds one line here (and its words), nothing in the commands framework. Loaded on demand,
 * so `careops whoami` never builds the orders area's commands.
 */
export const areaEntries: readonly AreaEntry[] = [
  { id: 'system', cliWords: ['users', 'roles', 'messages', 'audit'], load: () => import('../resources/system').then((m) => m.systemArea) },
  { id: 'orders', cliWords: ['orders', 'waste'], load: () => import('../resources/orders').then((m) => m.ordersArea) },
  { id: 'people', cliWords: ['members', 'nurses', 'reviews', 'patients', 'customers'], load: () => import('../resources/people').then((m) => m.peopleArea) },
  { id: 'orders-export', cliWords: ['orders'], load: () => import('../resources/orders-export').then((m) => m.orderExportArea) },
  { id: 'catalogue', cliWords: ['services', 'packages', 'categories', 'releases', 'agreements', 'questionnaires', 'surveys'], load: () => import('../resources/catalogue').then((m) => m.catalogueArea) },
  { id: 'studios', cliWords: ['studios'], load: () => import('../resources/studios').then((m) => m.studiosArea) },
  { id: 'security', cliWords: ['sos', 'voice'], load: () => import('../resources/security').then((m) => m.securityArea) },
  { id: 'inventory', cliWords: ['consumables', 'packs', 'stock', 'pack-stock', 'stocktake', 'stock-transfers'], load: () => import('../resources/inventory').then((m) => m.inventoryArea) },
  { id: 'coupons', cliWords: ['coupons', 'coupon-grants'], load: () => import('../resources/coupons').then((m) => m.couponsArea) },
  { id: 'marketing-content', cliWords: ['carousels', 'promotions', 'feedback'], load: () => import('../resources/marketing-content').then((m) => m.marketingContentArea) },
  { id: 'finance-ledger', cliWords: ['finance'], load: () => import('../resources/finance-ledger').then((m) => m.financeLedgerArea) },
  { id: 'finance-payouts', cliWords: ['withdrawals', 'withdraw-accounts', 'rewards'], load: () => import('../resources/finance-payouts').then((m) => m.financePayoutsArea) },
  { id: 'finance-invoices', cliWords: ['invoice-titles', 'invoices', 'ecoin', 'advance-payments'], load: () => import('../resources/finance-invoices').then((m) => m.financeInvoicesArea) },
];
