import { translatedText } from '../i18n/translate';

/**
 * Every route of the spec (§2). `name` is the permission node code that grants the route;
 * `title` is the spec's title; hidden routes never show in the menu; `noCache` pages re-mount
 * when revisited; `pinned` tabs cannot be closed. Children carry absolute paths.
 */
export interface RouteDef {
  path: string;
  name: string;
  title: string;
  hidden?: boolean;
  noCache?: boolean;
  pinned?: boolean;
  /** Redirect target of a parent route; 'noRedirect' makes its breadcrumb inert. */
  redirect?: string;
  /** Extra words the palette matches on. */
  keywords?: string[];
  /** An area's icon (a name the web's icon set draws), also sent as its permission node's `icon`. */
  icon?: string;
  /**
   * An area's "go to" chord letter (`g <letter>`): the word people say for it, since the spec's
   * titles are long ("order management"). An area without one gets a letter from its title.
   */
  chord?: string;
  children?: RouteDef[];
}

/** The parameter names of a path pattern: '/a/:id/b/:kind' gives 'id' | 'kind'. */
export type RouteParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route that code links to: its pattern (as the table holds it) and a path builder. */
export interface RouteLink<P extends string> {
  pattern: P;
  /** The concrete path, e.g. `routes.orderDetail.path({ id: 42 })` is '/order/service-order-detail/42'. */
  path(params: Record<RouteParamNames<P>, string | number>): string;
}

function link<const P extends string>(pattern: P): RouteLink<P> {
  return {
    pattern,
    path: (params) => pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name]))),
  };
}

/**
 * The routes code builds links to, by the product's names; the table below takes their
 * patterns from here, so each path is written once.
 */
export const routes = {
  orderList: link('/order/order-list'),
  stocktakeList: link('/consumables/stocktake'),
  stocktakeSheet: link('/consumables/stocktake-sheet/:id'),
  stockTransferList: link('/consumables/stock-transfer'),
  orderDetail: link('/order/service-order-detail/:id'),
  orderPlace: link('/order/order-place/:id'),
  memberDetail: link('/member-detail/:id'),
  nurseDetail: link('/service-nurse-det/:id'),
  nurseApplicationDetail: link('/nurse-examine-det/:id'),
  patientDetail: link('/cover-service-detail/:id'),
  messageRecordDetail: link('/system/message/message-record/record-detail/:id'),
  studioList: link('/studio/studio-index/studio-center'),
  studioNew: link('/studio/edit-studio'),
  studioDetail: link('/studio/detail-studio/:id'),
  studioUpdate: link('/studio/update-studio/:id'),
  alarmList: link('/security-center/security-center-list'),
  serviceNew: link('/product/edit-service'),
  serviceUpdate: link('/product/update-service/:id'),
  packageNew: link('/product/edit-package'),
  packageUpdate: link('/product/update-package/:id'),
  packageDetail: link('/product/detail-package/:id'),
  releaseList: link('/product/product-release'),
  releaseNew: link('/product/edit-product'),
  releaseUpdate: link('/product/update-product/:id'),
  agreementList: link('/product/inform-list'),
  agreementNew: link('/product/inform-create'),
  agreementUpdate: link('/product/inform-update/:id'),
  questionnaireList: link('/product/questionnaire'),
  questionnaireNew: link('/product/questionnaire-create'),
  questionnaireEdit: link('/product/questionnaire-edit/:id'),
  questionnaireDetail: link('/product/questionnaire-detail/:id'),
  carouselList: link('/operation-tools/slideshow'),
  carouselNew: link('/operation-tools/slideshow-create'),
  carouselUpdate: link('/operation-tools/slideshow-update/:id'),
  carouselDetail: link('/operation-tools/slideshow-detail/:id'),
  promotionList: link('/operation-tools/popularize-list'),
  promotionEdit: link('/operation-tools/popularize-add/:id'),
  promotionDetail: link('/operation-tools/popularize-details/:id'),
  feedbackList: link('/operation-tools/feedback'),
  feedbackDetail: link('/operation-tools/feedback-detail/:id'),
} as const;

/** Routes anyone may open, signed in or not (spec §2 General). */
export const publicRoutes: RouteDef[] = [
  { path: '/login', name: 'login', title: 'login', hidden: true },
  { path: '/user/login', name: 'userLogin', title: 'login', hidden: true },
  { path: '/redirect/:path*', name: 'redirect', title: 'redirect', hidden: true },
  { path: '/auth-redirect', name: 'authRedirect', title: 'auth redirect', hidden: true },
  { path: '/404', name: 'notFound', title: '404', hidden: true },
  { path: '/401', name: 'unauthorized', title: '401', hidden: true },
];

/** Home is granted to every signed-in user. */
export const homeRoute: RouteDef = {
  path: '/',
  name: 'dashboard',
  title: 'home',
  redirect: '/home',
  children: [
    { path: '/home', name: 'home', title: 'home', pinned: true, keywords: ['dashboard', 'work queue'] },
    { path: '/message-center', name: 'messageCenter', title: 'message center', hidden: true },
  ],
};

const h = { hidden: true } as const;

/** Business areas, each a top-level menu entry gated by permission nodes. */
export const areaRoutes: RouteDef[] = [
  {
    path: '/order', name: 'order', title: 'order management', redirect: routes.orderList.pattern, icon: 'clipboard-list', chord: 'o',
    children: [
      { path: routes.orderList.pattern, name: 'orderList', title: 'order list', keywords: ['orders'] },
      { path: routes.orderDetail.pattern, name: 'serviceOrderDetail', title: 'order detail', ...h, noCache: true },
      { path: routes.orderPlace.pattern, name: 'orderPlace', title: 'create order', ...h, noCache: true },
      { path: '/order/medical-waste', name: 'medicalWaste', title: 'waste tasks', keywords: ['medical waste'] },
      { path: '/order/order-alter-price', name: 'orderAlterPrice', title: 'price-change review', keywords: ['price change'] },
    ],
  },
  {
    path: '/finance', name: 'finance', title: 'finance management', redirect: '/finance/collection-payment', icon: 'wallet', chord: 'f',
    children: [
      { path: '/finance/collection-payment', name: 'collectionPayment', title: 'income and expense details', keywords: ['ledger'] },
      { path: '/finance/rewards-payment', name: 'rewardsPayment', title: 'rewards and penalties details' },
      { path: '/finance/payAccount', name: 'payAccount', title: 'account management' },
      { path: '/finance/PayAccountDetail/:id', name: 'payAccountDetail', title: 'account details', ...h },
      { path: '/finance/invoiceRise', name: 'invoiceRise', title: 'invoice titles' },
      { path: '/finance/invoiceRiseDetail/:id', name: 'invoiceRiseDetail', title: 'invoice title detail', ...h },
      { path: '/finance/invoiceManage', name: 'invoiceManage', title: 'invoicing management', keywords: ['invoices'] },
      { path: '/finance/invoiceApply/:id', name: 'invoiceApply', title: 'invoicing detail', ...h },
      { path: '/finance/withdraw-account', name: 'withdrawAccount', title: 'withdrawal account management' },
      { path: '/finance/withdraw-record', name: 'withdrawRecord', title: 'withdrawal management', keywords: ['withdrawals'] },
      { path: '/finance/withdraw-details/:id', name: 'withdrawDetails', title: 'withdrawal detail', ...h },
      // The spec titles this page "withdrawal management" under the key eCoinBuyRecord.
      { path: '/finance/e-coin-record', name: 'eCoinBuyRecord', title: 'withdrawal management', keywords: ['e-coin', 'coin purchases'] },
    ],
  },
  {
    path: '/studio', name: 'studio', title: 'nursing center', redirect: '/studio/studio-index/studio-center', icon: 'building', chord: 's',
    children: [
      {
        path: '/studio/studio-index', name: 'studioIndex', title: 'nursing center',
        children: [
          { path: routes.studioList.pattern, name: 'studioCenter', title: 'nursing station list', keywords: ['studios', 'stations'] },
        ],
      },
      { path: routes.studioNew.pattern, name: 'editStudio', title: 'new nursing center', ...h, noCache: true },
      { path: routes.studioDetail.pattern, name: 'detailStudio', title: 'detail', ...h },
      { path: routes.studioUpdate.pattern, name: 'updateStudio', title: 'edit', ...h, noCache: true },
    ],
  },
  {
    path: '/security-center', name: 'securityCenter', title: 'security center', redirect: 'noRedirect', icon: 'shield-alert', chord: 'y',
    children: [
      { path: routes.alarmList.pattern, name: 'securityCenterList', title: 'security center', keywords: ['sos', 'alarms'] },
      { path: '/security-center/voice-announcements', name: 'voiceAnnouncements', title: 'voice announcements' },
    ],
  },
  {
    path: '/person', name: 'person', title: 'user management', redirect: '/member-management', icon: 'users', chord: 'p',
    children: [
      { path: '/member-management', name: 'memberManagement', title: 'members' },
      { path: routes.memberDetail.pattern, name: 'memberDetail', title: 'member detail', ...h },
      { path: '/service-nurse', name: 'serviceNurse', title: 'nurses' },
      { path: routes.nurseDetail.pattern, name: 'serviceNurseDet', title: 'nurse detail', ...h },
      { path: '/nurse-examine', name: 'nurseExamine', title: 'qualification review', keywords: ['nurse review'] },
      { path: routes.nurseApplicationDetail.pattern, name: 'nurseExamineDet', title: 'qualification review detail', ...h },
      { path: '/cover-service', name: 'coverService', title: 'patients' },
      { path: routes.patientDetail.pattern, name: 'coverServiceDetail', title: 'patient detail', ...h },
      { path: '/connection', name: 'connection', title: 'customers', keywords: ['contacts', 'leads'] },
      { path: '/assistive-card', name: 'assistiveCard', title: 'disability-assistance card review', keywords: ['cards'] },
    ],
  },
  {
    path: '/product', name: 'product', title: 'product management', redirect: '/product/service', icon: 'package', chord: 'c',
    children: [
      { path: '/product/service', name: 'service', title: 'services' },
      { path: routes.serviceNew.pattern, name: 'editService', title: 'new service', ...h, noCache: true },
      { path: routes.serviceUpdate.pattern, name: 'updateService', title: 'edit service', ...h, noCache: true },
      { path: '/product/package', name: 'package', title: 'packages' },
      { path: routes.packageNew.pattern, name: 'editPackage', title: 'new package', ...h, noCache: true },
      { path: routes.packageUpdate.pattern, name: 'updatePackage', title: 'edit package', ...h, noCache: true },
      { path: routes.packageDetail.pattern, name: 'detailPackage', title: 'package detail', ...h },
      { path: '/product/brand', name: 'brand', title: 'category management', keywords: ['categories'] },
      { path: '/product/product-release', name: 'productRelease', title: 'product release' },
      { path: '/product/edit-product', name: 'editProduct', title: 'new product release', ...h, noCache: true },
      { path: routes.releaseUpdate.pattern, name: 'updateProduct', title: 'edit product release', ...h, noCache: true },
      {
        path: '/product/consumption-index', name: 'consumptionIndex', title: 'consumable packs',
        children: [
          { path: '/product/consumption-index/consumption', name: 'consumption', title: 'consumable packs' },
        ],
      },
      { path: '/product/material', name: 'material', title: 'consumables' },
      { path: '/product/inform-list', name: 'informList', title: 'agreements', keywords: ['consent'] },
      { path: '/product/inform-create', name: 'informCreate', title: 'new agreement', ...h, noCache: true },
      { path: routes.agreementUpdate.pattern, name: 'informUpdate', title: 'edit agreement', ...h, noCache: true },
      { path: '/product/questionnaire', name: 'questionnaire', title: 'questionnaires', keywords: ['surveys'] },
      { path: '/product/questionnaire-create', name: 'questionnaireCreate', title: 'new questionnaire', ...h, noCache: true },
      { path: routes.questionnaireEdit.pattern, name: 'questionnaireEdit', title: 'edit questionnaire', ...h, noCache: true },
      { path: routes.questionnaireDetail.pattern, name: 'questionnaireDetail', title: 'questionnaire detail', ...h },
    ],
  },
  {
    path: '/consumables', name: 'consumables', title: 'consumables inventory', redirect: '/consumables/consumables-list', icon: 'boxes', chord: 'i',
    children: [
      { path: '/consumables/consumables-list', name: 'consumablesList', title: 'in-warehouse consumables', keywords: ['stock'] },
      { path: '/consumables/consumables-bag', name: 'consumablesBag', title: 'in-warehouse packs' },
      { path: '/consumables/consumables-out/:id', name: 'consumablesOut', title: 'stock-out', ...h, noCache: true },
      { path: routes.stocktakeList.pattern, name: 'stocktake', title: 'stocktakes', keywords: ['count', 'inventory count'] },
      { path: routes.stocktakeSheet.pattern, name: 'stocktakeSheet', title: 'count sheet', ...h, noCache: true },
      { path: routes.stockTransferList.pattern, name: 'stockTransfer', title: 'transfers between studios', keywords: ['transfer', 'approve'] },
    ],
  },
  {
    path: '/operation-tools', name: 'operationTools', title: 'operation tools', redirect: '/operation-tools/slideshow', icon: 'megaphone', chord: 'm',
    children: [
      { path: '/operation-tools/slideshow', name: 'slideshow', title: 'carousels' },
      { path: '/operation-tools/slideshow-create', name: 'slideshowCreate', title: 'new carousel', ...h, noCache: true },
      { path: '/operation-tools/slideshow-update/:id', name: 'slideshowUpdate', title: 'edit carousel', ...h, noCache: true },
      { path: '/operation-tools/slideshow-detail/:id', name: 'slideshowDetail', title: 'carousel detail', ...h },
      { path: '/operation-tools/coupon-list', name: 'couponList', title: 'coupons' },
      { path: '/operation-tools/coupon-detail/:id', name: 'couponDetail', title: 'coupon detail', ...h },
      { path: '/operation-tools/coupon-grant-list', name: 'couponGrantList', title: 'coupon grants' },
      { path: '/operation-tools/coupon-grant-add', name: 'couponGrantAdd', title: 'new coupon grant', ...h, noCache: true },
      { path: '/operation-tools/coupon-grant-detail/:id', name: 'couponGrantDetail', title: 'coupon grant detail', ...h },
      { path: '/operation-tools/popularize-list', name: 'popularizeList', title: 'promotions' },
      { path: '/operation-tools/popularize-add/:id', name: 'popularizeAdd', title: 'edit promotion', ...h, noCache: true },
      { path: '/operation-tools/popularize-details/:id', name: 'popularizeDetails', title: 'promotion detail', ...h },
      { path: '/operation-tools/feedback', name: 'feedback', title: 'feedback' },
      { path: '/operation-tools/feedback-detail/:id', name: 'feedbackDetail', title: 'feedback detail', ...h },
    ],
  },
  {
    path: '/system', name: 'system', title: 'system management', redirect: '/system/user', icon: 'settings', chord: 'a',
    children: [
      {
        path: '/system/message', name: 'message', title: 'messages',
        children: [
          { path: '/system/message/message-record', name: 'messageRecord', title: 'message records' },
          { path: '/system/message/message-record/record', name: 'messageRecordRecord', title: 'send message', ...h, noCache: true },
          { path: routes.messageRecordDetail.pattern, name: 'messageRecordDetail', title: 'message record detail', ...h },
        ],
      },
      { path: '/system/user', name: 'systemUser', title: 'system users', keywords: ['staff', 'accounts'] },
      { path: '/system/role', name: 'systemRole', title: 'roles', keywords: ['permissions'] },
    ],
  },
];

/** Walks a route tree depth-first, parents before children. */
export function flattenRoutes(routes: RouteDef[]): RouteDef[] {
  return routes.flatMap((r) => [r, ...flattenRoutes(r.children ?? [])]);
}

/** Every route that a permission node can grant (home's children are granted to all). */
export const grantableRoutes: RouteDef[] = flattenRoutes(areaRoutes);

/**
 * A route's `title` is the English one written in the table, or its translation in the language
 * `t` answers in (`route.<name>` in that language's catalogue, e.g. zh-CN/routes.ts), read each
 * time so menus, tabs, breadcrumbs, page titles and the palette all follow the chosen language.
 */
function followLanguage(list: readonly RouteDef[]): void {
  for (const route of list) {
    const english = route.title;
    Object.defineProperty(route, 'title', { get: () => translatedText(`route.${route.name}`) ?? english, enumerable: true, configurable: true });
    followLanguage(route.children ?? []);
  }
}
followLanguage([...publicRoutes, homeRoute, ...areaRoutes]);
