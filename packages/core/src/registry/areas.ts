import type { ResourceDescriptor } from '../resources/types';
import type { AreaContribution } from './area-contribution';

/** An area as the composition point knows it before loading it. */
export interface AreaEntry {
  id: string;
  /** The first cli word of each of its commands (`careops orders …`), checked by a test. */
  cliWords: readonly string[];
  load(): Promise<AreaContribution>;
  /** Its resource descriptors alone, without its commands (whose arguments are most of an area's load). */
  loadResources(): Promise<readonly ResourceDescriptor[]>;
}

/**
 * The composition point: which areas contribute to the command registry, in menu order. A new
 * area adds one line here (and its words), nothing in the commands framework. Loaded on demand,
 * so `careops whoami` never builds the orders area's commands.
 */
export const areaEntries: readonly AreaEntry[] = [
  { id: 'system', cliWords: ['users', 'roles', 'messages', 'audit'], load: () => import('../resources/system').then((m) => m.systemArea), loadResources: () => import('../resources/system').then((m) => m.systemResources) },
  { id: 'orders', cliWords: ['orders', 'waste'], load: () => import('../resources/orders').then((m) => m.ordersArea), loadResources: () => import('../resources/orders/descriptors').then((m) => m.orderResources) },
  { id: 'people', cliWords: ['members', 'nurses', 'reviews', 'patients', 'customers'], load: () => import('../resources/people').then((m) => m.peopleArea), loadResources: () => import('../resources/people/descriptors').then((m) => m.peopleResources) },
  { id: 'orders-export', cliWords: ['orders'], load: () => import('../resources/orders-export').then((m) => m.orderExportArea), loadResources: () => Promise.resolve([]) },
  { id: 'catalogue', cliWords: ['services', 'packages', 'categories', 'releases', 'agreements', 'questionnaires', 'surveys'], load: () => import('../resources/catalogue').then((m) => m.catalogueArea), loadResources: () => import('../resources/catalogue/descriptors').then((m) => m.catalogueResources) },
  { id: 'studios', cliWords: ['studios'], load: () => import('../resources/studios').then((m) => m.studiosArea), loadResources: () => import('../resources/studios').then((m) => m.studiosResources) },
  { id: 'security', cliWords: ['sos', 'voice'], load: () => import('../resources/security').then((m) => m.securityArea), loadResources: () => import('../resources/security/descriptors').then((m) => m.securityResources) },
  { id: 'inventory', cliWords: ['consumables', 'packs', 'stock', 'pack-stock', 'stocktake', 'stock-transfers'], load: () => import('../resources/inventory').then((m) => m.inventoryArea), loadResources: () => import('../resources/inventory/descriptors').then((m) => m.inventoryResources) },
  { id: 'coupons', cliWords: ['coupons', 'coupon-grants'], load: () => import('../resources/coupons').then((m) => m.couponsArea), loadResources: () => import('../resources/coupons/descriptors').then((m) => m.couponResources) },
  { id: 'marketing-content', cliWords: ['carousels', 'promotions', 'feedback'], load: () => import('../resources/marketing-content').then((m) => m.marketingContentArea), loadResources: () => import('../resources/marketing-content/descriptors').then((m) => m.marketingContentResources) },
  { id: 'finance-ledger', cliWords: ['finance'], load: () => import('../resources/finance-ledger').then((m) => m.financeLedgerArea), loadResources: () => import('../resources/finance-ledger/descriptors').then((m) => m.financeLedgerResources) },
  { id: 'finance-payouts', cliWords: ['withdrawals', 'withdraw-accounts', 'rewards'], load: () => import('../resources/finance-payouts').then((m) => m.financePayoutsArea), loadResources: () => import('../resources/finance-payouts').then((m) => m.financePayoutResources) },
  { id: 'finance-invoices', cliWords: ['invoice-titles', 'invoices', 'ecoin', 'advance-payments'], load: () => import('../resources/finance-invoices').then((m) => m.financeInvoicesArea), loadResources: () => import('../resources/finance-invoices').then((m) => m.financeInvoiceResources) },
];
