// Apart from the machine so the contract's schemas name the events without loading xstate.
/** Every event of the order machine, staff-, member-, nurse- and system-side. */
export const ORDER_EVENTS = [
  'order.approve',
  'order.reject',
  'order.cancel',
  'order.pay',
  'order.accept',
  'order.assign',
  'order.start',
  'order.finishService',
  'order.finish',
  'order.expire',
  'order.complain',
  'order.resolve',
  'order.requestPriceChange',
] as const;
export type OrderEventType = (typeof ORDER_EVENTS)[number];
