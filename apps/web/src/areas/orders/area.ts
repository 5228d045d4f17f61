import type { ConsoleArea } from '../../platform/contributions/console-area';
import { page } from '../../platform/shell/lazy-page';
import { forgetOrderQueueCounts, orderQueues } from './order-queues';

/** The orders area: its pages, its Home queues. */
export const ordersArea: ConsoleArea = {
  id: 'orders',
  pages: {
    orderList: page(() => import('./order-list-page').then((m) => m.OrderListPage)),
    serviceOrderDetail: page(() => import('./order-detail-page').then((m) => m.OrderDetailPage)),
    orderPlace: page(() => import('./place/order-place-page').then((m) => m.OrderPlacePage)),
    orderAlterPrice: page(() => import('./price-changes-page').then((m) => m.PriceChangesPage)),
    medicalWaste: page(() => import('./waste-tasks-page').then((m) => m.WasteTasksPage)),
  },
  queues: orderQueues,
  onSignOut: forgetOrderQueueCounts,
};
