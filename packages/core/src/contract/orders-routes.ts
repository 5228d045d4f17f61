import { SIGNED_IN } from '../permissions/permission-catalogue';
import type { EndpointRoute } from './endpoint-routes';

const admin = (name: string) => `/api/admin/${name}`;

/** The orders area's endpoints: path, method and the permission node a caller needs. */
export const orderRoutes = {
  // The list and the detail (/order/order-list, /order/service-order-detail/{id})
  getOrderList: { path: admin('getOrderList'), method: 'POST', permission: 'orderList' },
  getOrder: { path: admin('getOrder'), method: 'POST', permission: 'serviceOrderDetail' },
  getOrderQueueCounts: { path: admin('getOrderQueueCounts'), method: 'POST', permission: SIGNED_IN },
  // Transitions (the order machine decides from the stored status)
  auditOrder: { path: admin('auditOrder'), method: 'POST', permission: 'orderList.review' },
  assignOrderNurse: { path: admin('assignOrderNurse'), method: 'POST', permission: 'orderList.assign' },
  cancelOrder: { path: admin('cancelOrder'), method: 'POST', permission: 'orderList.cancel' },
  openOrderComplaint: { path: admin('openOrderComplaint'), method: 'POST', permission: 'orderList.complaint' },
  resolveOrderComplaint: { path: admin('resolveOrderComplaint'), method: 'POST', permission: 'orderList.complaint' },
  // Platform notes, pickers, follow-up questions and traced places (the spec's names and paths)
  addPlatformNotes: { path: admin('addPlatformNotes'), method: 'POST', permission: 'orderList.notes' },
  getPlatformNotes: { path: admin('getPlatformNotes'), method: 'POST', permission: 'serviceOrderDetail' },
  searchServiceStaff: { path: admin('searchServiceStaff'), method: 'POST', permission: 'orderList.assign' },
  getAdminServiceUserList: { path: admin('getAdminServiceUserList'), method: 'POST', permission: 'orderList' },
  getWorkFollowQuestionList: { path: '/follow/question/getWorkFollowQuestionList.json', method: 'POST', permission: 'serviceOrderDetail' },
  getWorkFlowPlaceList: { path: '/jpwork/flow/place/getWorkFlowPlaceList.json', method: 'POST', permission: 'serviceOrderDetail' },
  revealOrderField: { path: admin('revealOrderField'), method: 'POST', permission: 'pii.viewFull' },
  // Placing an order for a member (/order/order-place/{memberId})
  getOrderPlaceOptions: { path: admin('getOrderPlaceOptions'), method: 'POST', permission: 'orderPlace' },
  quoteOrderPrice: { path: admin('quoteOrderPrice'), method: 'POST', permission: 'orderPlace' },
  placeOrder: { path: admin('placeOrder'), method: 'POST', permission: 'orderPlace' },
  // Price changes (/order/order-alter-price)
  getOrderDataBeforePriceAlter: { path: admin('getOrderDataBeforePriceAlter'), method: 'POST', permission: 'orderAlterPrice.request' },
  applyOrderAlterPrice: { path: admin('applyOrderAlterPrice'), method: 'POST', permission: 'orderAlterPrice.request' },
  getPriceChangeList: { path: admin('getPriceChangeList'), method: 'POST', permission: 'orderAlterPrice' },
  getPriceChange: { path: admin('getPriceChange'), method: 'POST', permission: 'orderAlterPrice' },
  reviewPriceChange: { path: admin('reviewPriceChange'), method: 'POST', permission: 'orderAlterPrice.review' },
  // Medical-waste tasks (/order/medical-waste)
  getWasteTaskList: { path: admin('getWasteTaskList'), method: 'POST', permission: 'medicalWaste' },
  getWasteTask: { path: admin('getWasteTask'), method: 'POST', permission: 'medicalWaste' },
  collectWasteTask: { path: admin('collectWasteTask'), method: 'POST', permission: 'medicalWaste.handle' },
  disposeWasteTask: { path: admin('disposeWasteTask'), method: 'POST', permission: 'medicalWaste.handle' },
} as const satisfies Record<string, EndpointRoute>;
