import { SIGNED_IN } from '../permissions/permission-catalogue';
import type { EndpointRoute } from './endpoint-routes';

const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** Home's charts: each behind the node of the list it summarises. */
export const homeRoutes = {
  getOrderDayCounts: post('getOrderDayCounts', 'orderList'),
  // Each queue is answered only when the caller may review it (as the queue counts are)
  getReviewQueueAges: post('getReviewQueueAges', SIGNED_IN),
  getCertificateExpiry: post('getCertificateExpiry', 'serviceNurse'),
  getLowStockCounts: post('getLowStockCounts', 'consumablesList'),
  // The palette's "why can't I": any signed-in user may ask who holds a permission
  getPermissionHolders: post('getPermissionHolders', SIGNED_IN),
} as const satisfies Record<string, EndpointRoute>;
