import type { HandlerMap } from '../http/handler-types';
import { getCertificateExpiry } from './certificate-expiry';
import { getOrderDayCounts } from './order-day-counts';
import { getReviewQueueAges } from './review-queue-ages';

/** Home's chart aggregates, by endpoint name (docs/daily-use.md). */
export function createHomeHandlers(): HandlerMap {
  return { getOrderDayCounts, getReviewQueueAges, getCertificateExpiry };
}
