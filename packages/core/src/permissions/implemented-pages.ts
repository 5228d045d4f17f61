import type { RouteDef } from './route-table';

/**
 * The route names (= permission codes) that have a page today. The route table holds every
 * route of the spec; a face offers only these, so nothing a user can choose is a dead end (the
 * web's menu and router, `careops open`, `careops whoami`'s areas). An area adds its pages here
 * when it lands; the web's page registry is checked against this list.
 */
export const implementedPages: ReadonlySet<string> = new Set([
  'home',
  'messageCenter',
  // system administration
  'systemUser',
  'systemRole',
  'messageRecord',
  'messageRecordRecord',
  'messageRecordDetail',
  // orders
  'orderList',
  'serviceOrderDetail',
  'orderPlace',
  'orderAlterPrice',
  'medicalWaste',
  // people
  'memberManagement',
  'memberDetail',
  'serviceNurse',
  'serviceNurseDet',
  'nurseExamine',
  'nurseExamineDet',
  'coverService',
  'coverServiceDetail',
  'connection',
  'assistiveCard',
  // nursing centers
  'studioCenter',
  'editStudio',
  'detailStudio',
  'updateStudio',
  // catalogue
  'service',
  'editService',
  'updateService',
  'package',
  'editPackage',
  'updatePackage',
  'detailPackage',
  'brand',
  'productRelease',
  'editProduct',
  'updateProduct',
  'informList',
  'informCreate',
  'informUpdate',
  'questionnaire',
  'questionnaireCreate',
  'questionnaireEdit',
  'questionnaireDetail',
  // consumables and stock
  'material',
  'consumptionIndex',
  'consumption',
  'consumablesList',
  'consumablesBag',
  'consumablesOut',
  'stocktake',
  'stocktakeSheet',
  'stockTransfer',
  // operation tools: carousels, promotions, feedback
  'slideshow',
  'slideshowCreate',
  'slideshowUpdate',
  'slideshowDetail',
  'couponList',
  'couponDetail',
  'couponGrantList',
  'couponGrantAdd',
  'couponGrantDetail',
  'popularizeList',
  'popularizeAdd',
  'popularizeDetails',
  'feedback',
  'feedbackDetail',
  // finance: the ledger's journal and accounts
  'collectionPayment',
  'payAccount',
  'payAccountDetail',
  // finance: invoice titles, invoicing, e-coin
  'invoiceRise',
  'invoiceRiseDetail',
  'invoiceManage',
  'invoiceApply',
  'eCoinBuyRecord',
  // security center
  'securityCenterList',
  'voiceAnnouncements',
  // finance: rewards and penalties, withdrawal accounts, withdrawals
  'rewardsPayment',
  'withdrawAccount',
  'withdrawRecord',
  'withdrawDetails',
]);

/** A route with a page, or a parent (an area, a menu group) with at least one below it. */
export function isImplemented(route: RouteDef): boolean {
  return implementedPages.has(route.name) || (route.children ?? []).some(isImplemented);
}
