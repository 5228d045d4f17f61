import { setup } from 'xstate';
import { OrderStatus, type OrderStatusValue } from '../enums/order-status';
import { ORDER_EVENTS, type OrderEventType } from './order-events';

export { ORDER_EVENTS, type OrderEventType };

/**
 * The order lifecycle (DESIGN §4, docs/orders.md). One state per status −2…8, named as core's
 * `OrderStatus`. The server is the authority: it resolves the STORED status (with the order's
 * facts) into a snapshot, asks the pure `transition()` for the next one, and refuses what the
 * machine refuses (apps/server/src/orders/transition-order.ts). The faces ask the same machine which actions exist.
 *
 * Effects are named action placeholders; nothing runs here. The server reads them from the
 * actions `transition()` answers and performs them in the transition's transaction:
 * `refundPayment` (a paid order is cancelled or rejected), `createWasteTask` (a waste-producing
 * service finishes), `startPaymentClock` / `startAcceptanceClock` (entering 0 / 1 sets the
 * deadline the scheduler expires), `clearDeadline` (leaving a waiting state).
 */

export interface OrderEvent {
  type: OrderEventType;
}

/** What the guards need to know about an order besides its status. */
export interface OrderFacts {
  /** Money was taken and not all of it returned (paid_cents > refunded_cents). */
  paid: boolean;
  /** The order's service produces medical waste (packages never do). */
  producesWaste: boolean;
}

/** The effects a transition asks the server to perform (the machine's named actions). */
export const ORDER_EFFECTS = ['refundPayment', 'createWasteTask', 'startPaymentClock', 'startAcceptanceClock', 'clearDeadline'] as const;
export type OrderEffect = (typeof ORDER_EFFECTS)[number];

export type OrderStateName = keyof typeof OrderStatus;

/** The state name of a status value (−2 → 'pendingOrganisationReview'). */
export const stateOfStatus = Object.fromEntries(Object.entries(OrderStatus).map(([name, value]) => [value, name])) as Record<OrderStatusValue, OrderStateName>;

const placeholder = () => {};

// A cancel or a review rejection: with a refund when money was taken.
const toCancelled = [
  { guard: 'isPaid', target: 'cancelled', actions: ['refundPayment', 'clearDeadline'] },
  { target: 'cancelled', actions: ['clearDeadline'] },
] as const;

export const orderMachine = setup({
  types: {
    context: {} as OrderFacts,
    events: {} as OrderEvent,
    input: {} as Partial<OrderFacts> | undefined,
  },
  actions: {
    refundPayment: placeholder,
    createWasteTask: placeholder,
    startPaymentClock: placeholder,
    startAcceptanceClock: placeholder,
    clearDeadline: placeholder,
  },
  guards: {
    isPaid: ({ context }) => context.paid,
    isUnpaid: ({ context }) => !context.paid,
    producesWaste: ({ context }) => context.producesWaste,
  },
}).createMachine({
  id: 'order',
  initial: 'pendingOrganisationReview',
  context: ({ input }) => ({ paid: input?.paid ?? false, producesWaste: input?.producesWaste ?? false }),
  states: {
    pendingOrganisationReview: {
      on: {
        'order.approve': { target: 'pendingCustomerServiceReview' },
        'order.reject': toCancelled,
        'order.cancel': toCancelled,
        'order.requestPriceChange': { guard: 'isUnpaid', target: 'pendingOrganisationReview' },
      },
    },
    pendingCustomerServiceReview: {
      on: {
        'order.approve': { target: 'pendingPayment', actions: ['startPaymentClock'] },
        'order.reject': toCancelled,
        'order.cancel': toCancelled,
        'order.requestPriceChange': { guard: 'isUnpaid', target: 'pendingCustomerServiceReview' },
      },
    },
    pendingPayment: {
      on: {
        'order.pay': { target: 'pendingAcceptance', actions: ['startAcceptanceClock'] },
        'order.cancel': toCancelled,
        'order.expire': { target: 'expired', actions: ['clearDeadline'] },
        'order.requestPriceChange': { guard: 'isUnpaid', target: 'pendingPayment' },
      },
    },
    pendingAcceptance: {
      on: {
        // The nurse takes the order, or staff dispatch one: either way it is accepted.
        'order.accept': { target: 'accepted', actions: ['clearDeadline'] },
        'order.assign': { target: 'accepted', actions: ['clearDeadline'] },
        'order.cancel': toCancelled,
        'order.expire': [
          { guard: 'isPaid', target: 'expired', actions: ['refundPayment', 'clearDeadline'] },
          { target: 'expired', actions: ['clearDeadline'] },
        ],
      },
    },
    accepted: {
      on: {
        // Reassigning keeps the order accepted, with the new nurse.
        'order.assign': { target: 'accepted' },
        'order.start': { target: 'inProgress' },
        'order.cancel': toCancelled,
      },
    },
    inProgress: {
      on: {
        'order.finishService': { target: 'pendingReview' },
      },
    },
    pendingReview: {
      on: {
        'order.finish': [{ guard: 'producesWaste', target: 'finished', actions: ['createWasteTask'] }, { target: 'finished' }],
        'order.complain': { target: 'inComplaint' },
      },
    },
    finished: {
      on: {
        'order.complain': { target: 'inComplaint' },
      },
    },
    inComplaint: {
      on: {
        // A complaint raised while pending review never passed through finishing: the waste
        // task is created on resolution then (the server skips it when one exists).
        'order.resolve': [{ guard: 'producesWaste', target: 'finished', actions: ['createWasteTask'] }, { target: 'finished' }],
      },
    },
    cancelled: { type: 'final' },
    expired: { type: 'final' },
  },
});

export type OrderMachine = typeof orderMachine;
