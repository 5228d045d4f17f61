import type { LazyExoticComponent } from 'react';
import { page, type PageComponent } from '../../platform/shell/lazy-page';

/** The orders area's pages by route name (see shell/implemented-pages.ts). */
export const orderPages: Readonly<Record<string, LazyExoticComponent<PageComponent>>> = {
  orderList: page(() => import('./order-list-page').then((m) => m.OrderListPage)),
  serviceOrderDetail: page(() => import('./order-detail-page').then((m) => m.OrderDetailPage)),
  orderPlace: page(() => import('./place/order-place-page').then((m) => m.OrderPlacePage)),
  orderAlterPrice: page(() => import('./price-changes-page').then((m) => m.PriceChangesPage)),
  medicalWaste: page(() => import('./waste-tasks-page').then((m) => m.WasteTasksPage)),
};
