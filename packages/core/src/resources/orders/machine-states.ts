import { ORDER_STATUSES, PRICE_CHANGE_STATUSES } from '../../contract/schemas/orders-values';
import type { OrderEventType } from '../../machines/order-machine';
import { nextOrderStatus } from '../../machines/order-machine-steps';
import { nextPriceChangeStatus, type PriceChangeEventType } from '../../machines/price-change-machine';

/**
 * The order statuses in which the machine accepts `event` (for any facts: paid or not, with
 * waste or not), asked of core's order machine itself, so an action's `appliesWhen` cannot drift
 * from what the server enforces. The server still decides with the order's own facts.
 */
export function statusesAllowing(event: OrderEventType): number[] {
  const facts = [
    { paid: false, producesWaste: false },
    { paid: true, producesWaste: false },
    { paid: false, producesWaste: true },
    { paid: true, producesWaste: true },
  ];
  return ORDER_STATUSES.filter((status) => facts.some((f) => nextOrderStatus(status, event, f) !== null));
}

/** The price-change statuses in which the review machine accepts `event` (only 2, pending). */
export function priceChangeStatusesAllowing(event: PriceChangeEventType): number[] {
  return PRICE_CHANGE_STATUSES.filter((status) => nextPriceChangeStatus(status, event) !== null);
}
