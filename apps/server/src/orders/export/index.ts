import type { HandlerMap } from '../../http/handler-types';
import { exportOrders } from './export-orders';

/** The streamed order exports, by endpoint name. */
export function createOrderExportHandlers(): HandlerMap {
  return { exportOrders };
}
