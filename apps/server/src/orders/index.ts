import type { HandlerMap } from '../http/handler-types';
import type { Services } from '../services';
import { assignOrderNurse } from './order-assign';
import { getOrder } from './order-detail';
import { startOrderJobs } from './order-jobs';
import { getOrderList } from './order-list';
import { addPlatformNotes, getPlatformNotes } from './order-notes';
import { getOrderPlaceOptions, placeOrder, quoteOrderPrice } from './order-place';
import { getOrderQueueCounts } from './order-queues';
import { getWorkFollowQuestionList } from '../catalogue/questionnaire-read';
import { getWorkFlowPlaceList } from './order-records';
import { revealOrderField } from './order-reveal';
import { auditOrder, cancelOrder, openOrderComplaint, resolveOrderComplaint } from './staff-transitions';
import { applyOrderAlterPrice, getOrderDataBeforePriceAlter, getPriceChange, getPriceChangeList, reviewPriceChange } from './price-change';
import { getAdminServiceUserList, searchServiceStaff } from './staff-search';
import { collectWasteTask, disposeWasteTask, getWasteTask, getWasteTaskList } from './waste-tasks';

/** The handlers of the orders area, by endpoint name (docs/orders.md). */
export function createOrderHandlers(): HandlerMap {
  return {
    getOrderList,
    getOrder,
    getOrderQueueCounts,
    auditOrder,
    assignOrderNurse,
    cancelOrder,
    openOrderComplaint,
    resolveOrderComplaint,
    addPlatformNotes,
    getPlatformNotes,
    searchServiceStaff,
    getAdminServiceUserList,
    getWorkFollowQuestionList,
    getWorkFlowPlaceList,
    revealOrderField,
    getOrderPlaceOptions,
    quoteOrderPrice,
    placeOrder,
    getOrderDataBeforePriceAlter,
    applyOrderAlterPrice,
    getPriceChangeList,
    getPriceChange,
    reviewPriceChange,
    getWasteTaskList,
    getWasteTask,
    collectWasteTask,
    disposeWasteTask,
  };
}

export { installDemoPhotos } from './demo-photos';

/** Starts the orders area's background jobs (timeouts, auto-finish); answers a function that stops them. */
export function scheduleOrderJobs(services: Services): () => void {
  return startOrderJobs(services);
}
