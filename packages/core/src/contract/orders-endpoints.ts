import { def, type EndpointDef } from './endpoint-def';
import { orderRoutes as r } from './orders-routes';
import { emptyRequest } from './schemas/common';
import * as o from './schemas/orders';

/** The orders area's endpoints with their schemas; the compiler keeps the names equal to orderRoutes. */
export const orderEndpoints = {
  getOrderList: def({ ...r.getOrderList, request: o.orderListRequest, response: o.orderListResult, mutates: false }),
  getOrder: def({ ...r.getOrder, request: o.getOrderRequest, response: o.orderDetailSchema, mutates: false }),
  getOrderQueueCounts: def({ ...r.getOrderQueueCounts, request: emptyRequest, response: o.orderQueueCountsResult, mutates: false }),
  auditOrder: def({ ...r.auditOrder, request: o.auditOrderRequest, response: o.orderSummarySchema, mutates: true }),
  assignOrderNurse: def({ ...r.assignOrderNurse, request: o.assignOrderNurseRequest, response: o.orderSummarySchema, mutates: true }),
  cancelOrder: def({ ...r.cancelOrder, request: o.cancelOrderRequest, response: o.orderSummarySchema, mutates: true }),
  openOrderComplaint: def({ ...r.openOrderComplaint, request: o.openOrderComplaintRequest, response: o.orderSummarySchema, mutates: true }),
  resolveOrderComplaint: def({ ...r.resolveOrderComplaint, request: o.resolveOrderComplaintRequest, response: o.orderSummarySchema, mutates: true }),
  addPlatformNotes: def({ ...r.addPlatformNotes, request: o.addPlatformNotesRequest, response: o.platformNoteSchema, mutates: true }),
  getPlatformNotes: def({ ...r.getPlatformNotes, request: o.getPlatformNotesRequest, response: o.platformNotesResult, mutates: false }),
  searchServiceStaff: def({ ...r.searchServiceStaff, request: o.searchServiceStaffRequest, response: o.searchServiceStaffResult, mutates: false }),
  getAdminServiceUserList: def({ ...r.getAdminServiceUserList, request: o.adminServiceUserListRequest, response: o.adminServiceUserListResult, mutates: false }),
  getWorkFollowQuestionList: def({ ...r.getWorkFollowQuestionList, request: o.followUpQuestionListRequest, response: o.followUpQuestionListResult, mutates: false }),
  getWorkFlowPlaceList: def({ ...r.getWorkFlowPlaceList, request: o.workFlowPlaceListRequest, response: o.workFlowPlaceListResult, mutates: false }),
  // A read, but audited ('pii.read'): it writes through mutate, so it is marked mutating.
  revealOrderField: def({ ...r.revealOrderField, request: o.revealOrderFieldRequest, response: o.revealOrderFieldResult, mutates: true }),
  getOrderPlaceOptions: def({ ...r.getOrderPlaceOptions, request: o.orderPlaceOptionsRequest, response: o.orderPlaceOptionsResult, mutates: false }),
  quoteOrderPrice: def({ ...r.quoteOrderPrice, request: o.quoteOrderPriceRequest, response: o.orderQuoteSchema, mutates: false }),
  placeOrder: def({ ...r.placeOrder, request: o.placeOrderRequest, response: o.orderSummarySchema, mutates: true }),
  getOrderDataBeforePriceAlter: def({ ...r.getOrderDataBeforePriceAlter, request: o.orderDataBeforePriceAlterRequest, response: o.orderDataBeforePriceAlterResult, mutates: false }),
  applyOrderAlterPrice: def({ ...r.applyOrderAlterPrice, request: o.applyOrderAlterPriceRequest, response: o.priceChangeSchema, mutates: true }),
  getPriceChangeList: def({ ...r.getPriceChangeList, request: o.priceChangeListRequest, response: o.priceChangeListResult, mutates: false }),
  getPriceChange: def({ ...r.getPriceChange, request: o.getPriceChangeRequest, response: o.priceChangeSchema, mutates: false }),
  reviewPriceChange: def({ ...r.reviewPriceChange, request: o.reviewPriceChangeRequest, response: o.priceChangeSchema, mutates: true }),
  getWasteTaskList: def({ ...r.getWasteTaskList, request: o.wasteTaskListRequest, response: o.wasteTaskListResult, mutates: false }),
  getWasteTask: def({ ...r.getWasteTask, request: o.getWasteTaskRequest, response: o.wasteTaskSchema, mutates: false }),
  collectWasteTask: def({ ...r.collectWasteTask, request: o.collectWasteTaskRequest, response: o.wasteTaskSchema, mutates: true }),
  disposeWasteTask: def({ ...r.disposeWasteTask, request: o.disposeWasteTaskRequest, response: o.wasteTaskSchema, mutates: true }),
} satisfies Record<keyof typeof r, EndpointDef>;

