import type { HandlerMap } from '../http/handler-types';
import { getCertificateExpiry } from './certificate-expiry';
import { getLowStockCounts } from './low-stock-counts';
import { getOrderDayCounts } from './order-day-counts';
import { getPermissionHolders } from './permission-holders';
import { getReviewQueueAges } from './review-queue-ages';

/** Home's chart aggregates and the palette's "why can't I", by endpoint name (docs/daily-use.md). */
export function createHomeHandlers(): HandlerMap {
  return { getOrderDayCounts, getReviewQueueAges, getCertificateExpiry, getLowStockCounts, getPermissionHolders };
}
