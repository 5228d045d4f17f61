import type { OrderStatusValue } from '../enums/order-status';
import { ORDER_EFFECTS, ORDER_EVENTS, orderMachine, stateOfStatus, type OrderEffect, type OrderEventType, type OrderFacts } from './order-machine';
import { storedStatusAdapter } from './stored-status';

/**
 * Pure questions to the order machine, answered by XState's `transition()` from a snapshot
 * resolved out of a stored status (no actor is started, no action runs).
 */

/** The outcome of an allowed event: the next status and the effects the server performs. */
export interface OrderStep {
  status: OrderStatusValue;
  effects: OrderEffect[];
}

const effectNames = new Set<string>(ORDER_EFFECTS);
const defaultFacts: OrderFacts = { paid: false, producesWaste: false };
const stored = storedStatusAdapter<typeof orderMachine, OrderStatusValue, Partial<OrderFacts>>({
  machine: orderMachine,
  stateOf: stateOfStatus,
  contextOf: (facts) => ({ ...defaultFacts, ...facts }),
});

/** Whether `value` is one of the statuses −2…8. */
export function isOrderStatus(value: number): value is OrderStatusValue {
  return stored.isStatus(value);
}

/**
 * What `event` does to an order in `status`: the next status and the effects, or null when
 * the machine refuses it. `facts` default to unpaid, no waste.
 */
export function nextOrderStep(status: number, event: OrderEventType, facts: Partial<OrderFacts> = {}): OrderStep | null {
  const step = stored.step(status, { type: event }, facts);
  return step && { status: step.status, effects: step.actions.filter((type): type is OrderEffect => effectNames.has(type)) };
}

/** The status `event` leads to from `status`, or null when the machine refuses it. */
export function nextOrderStatus(status: number, event: OrderEventType, facts: Partial<OrderFacts> = {}): OrderStatusValue | null {
  return nextOrderStep(status, event, facts)?.status ?? null;
}

// The machine never changes, so its answer per (status, facts) is computed once per process:
// asking it costs a snapshot and a transition per event, far more than a list row.
const allowedMemo = new Map<string, readonly OrderEventType[]>();

/** The events the machine accepts in `status`, in ORDER_EVENTS order. */
export function allowedOrderEvents(status: number, facts: Partial<OrderFacts> = {}): OrderEventType[] {
  if (!isOrderStatus(status)) return [];
  const paid = facts.paid ?? defaultFacts.paid;
  const producesWaste = facts.producesWaste ?? defaultFacts.producesWaste;
  const key = `${status}:${paid}:${producesWaste}`;
  let events = allowedMemo.get(key);
  if (!events) {
    events = ORDER_EVENTS.filter((event) => nextOrderStep(status, event, { paid, producesWaste }) !== null);
    allowedMemo.set(key, events);
  }
  return [...events];
}

/**
 * The events staff send through the console, with the permission node each needs; the others
 * (pay, accept, start, finishService, finish, expire) come from the member and nurse apps or
 * the scheduler.
 */
export const staffOrderEventPermissions: Readonly<Partial<Record<OrderEventType, string>>> = {
  'order.approve': 'orderList.review',
  'order.reject': 'orderList.review',
  'order.assign': 'orderList.assign',
  'order.cancel': 'orderList.cancel',
  'order.complain': 'orderList.complaint',
  'order.resolve': 'orderList.complaint',
  'order.requestPriceChange': 'orderAlterPrice.request',
};

/** The staff events allowed in `status` that a holder of `permissions` may send. */
export function staffOrderEvents(status: number, permissions: ReadonlySet<string>, facts: Partial<OrderFacts> = {}): OrderEventType[] {
  return allowedOrderEvents(status, facts).filter((event) => {
    const needed = staffOrderEventPermissions[event];
    return needed !== undefined && permissions.has(needed);
  });
}

/** Whether `value` names an order event ('order.approve'…). */
export function isOrderEvent(value: string): value is OrderEventType {
  return (ORDER_EVENTS as readonly string[]).includes(value);
}
