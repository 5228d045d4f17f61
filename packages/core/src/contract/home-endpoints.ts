import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { homeRoutes as r } from './home-routes';
import { emptyRequest } from './schemas/common';
import * as home from './schemas/home';

/** Home's chart endpoints with their schemas; the compiler keeps the names equal to homeRoutes. */
export const homeEndpoints = {
  getOrderDayCounts: def({ ...r.getOrderDayCounts, request: home.orderDayCountsRequest, response: home.orderDayCountsResult, mutates: false }),
  getReviewQueueAges: def({ ...r.getReviewQueueAges, request: emptyRequest, response: home.reviewQueueAgesResult, mutates: false }),
  getCertificateExpiry: def({ ...r.getCertificateExpiry, request: emptyRequest, response: home.certificateExpiryResult, mutates: false }),
  getLowStockCounts: def({ ...r.getLowStockCounts, request: emptyRequest, response: home.lowStockCountsResult, mutates: false }),
  getPermissionHolders: def({ ...r.getPermissionHolders, request: home.permissionHoldersRequest, response: home.permissionHoldersResult, mutates: false }),
} satisfies Record<keyof typeof r, EndpointDef>;
