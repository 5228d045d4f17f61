import type { OrderEventType } from '../../machines/order-events';
import type { PriceChangeEventType } from '../../machines/price-change-machine';

/**
 * The statuses in which core's order machine accepts each staff event (for any facts: paid or
 * not, with waste or not), and the price-change review machine each of its events. The machines
 * are the source of truth: `action-statuses.test.ts` asks them and fails, printing the right
 * table, when these lists drift. Written out here so that loading the orders area (every
 * `careops orders …`) neither loads XState nor runs the machines to build its actions; the
 * server still decides with the order's own facts.
 */
export const ORDER_EVENT_STATUSES = {
  'order.approve': [-2, -1],
  'order.reject': [-2, -1],
  'order.assign': [1, 2],
  'order.cancel': [-2, -1, 0, 1, 2],
  'order.complain': [4, 5],
  'order.resolve': [7],
} as const satisfies Partial<Record<OrderEventType, readonly number[]>>;

export const PRICE_CHANGE_EVENT_STATUSES = {
  'priceChange.approve': [2],
  'priceChange.reject': [2],
} as const satisfies Record<PriceChangeEventType, readonly number[]>;

/** The order statuses in which the machine accepts `event`, as a fresh array (`appliesWhen.values`). */
export const statusesAllowing = (event: keyof typeof ORDER_EVENT_STATUSES): number[] => [...ORDER_EVENT_STATUSES[event]];

/** The price-change statuses in which the review machine accepts `event` (only 2, pending). */
export const priceChangeStatusesAllowing = (event: PriceChangeEventType): number[] => [...PRICE_CHANGE_EVENT_STATUSES[event]];
