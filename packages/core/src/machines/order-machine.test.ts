import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { OrderStatus, orderStatusEnum, type OrderStatusValue } from '../enums/order-status';
import { ORDER_EVENTS, orderMachine, type OrderEventType } from './order-machine';
import { allowedOrderEvents, nextOrderStatus, nextOrderStep, staffOrderEvents } from './order-machine-steps';

const S = OrderStatus;

/**
 * The whole machine as a table written out by hand (docs/orders.md): status → event → next
 * status. Every pair not listed must be refused.
 */
const allowed: Record<OrderStatusValue, Partial<Record<OrderEventType, OrderStatusValue>>> = {
  [S.pendingOrganisationReview]: { 'order.approve': S.pendingCustomerServiceReview, 'order.reject': S.cancelled, 'order.cancel': S.cancelled, 'order.requestPriceChange': S.pendingOrganisationReview },
  [S.pendingCustomerServiceReview]: { 'order.approve': S.pendingPayment, 'order.reject': S.cancelled, 'order.cancel': S.cancelled, 'order.requestPriceChange': S.pendingCustomerServiceReview },
  [S.pendingPayment]: { 'order.pay': S.pendingAcceptance, 'order.cancel': S.cancelled, 'order.expire': S.expired, 'order.requestPriceChange': S.pendingPayment },
  [S.pendingAcceptance]: { 'order.accept': S.accepted, 'order.assign': S.accepted, 'order.cancel': S.cancelled, 'order.expire': S.expired },
  [S.accepted]: { 'order.assign': S.accepted, 'order.start': S.inProgress, 'order.cancel': S.cancelled },
  [S.inProgress]: { 'order.finishService': S.pendingReview },
  [S.pendingReview]: { 'order.finish': S.finished, 'order.complain': S.inComplaint },
  [S.finished]: { 'order.complain': S.inComplaint },
  [S.cancelled]: {},
  [S.inComplaint]: { 'order.resolve': S.finished },
  [S.expired]: {},
};

const statuses = orderStatusEnum.entries.map((e) => e.value);
const cases = statuses.flatMap((status) => ORDER_EVENTS.map((event) => ({ status, event, expected: allowed[status][event] ?? null })));

describe('order machine: every status × every event', () => {
  it.each(cases)('$status + $event → $expected', ({ status, event, expected }) => {
    expect(nextOrderStatus(status, event)).toBe(expected);
  });

  it.each(statuses)('allowedOrderEvents(%s) lists exactly the table row', (status) => {
    expect(allowedOrderEvents(status).sort()).toEqual(Object.keys(allowed[status]).sort());
  });

  it('refuses statuses outside −2…8', () => {
    expect(nextOrderStatus(9, 'order.approve')).toBeNull();
    expect(nextOrderStatus(-3, 'order.cancel')).toBeNull();
    expect(allowedOrderEvents(42)).toEqual([]);
  });
});

describe('order machine: effects', () => {
  it('refunds a paid order on cancel, review rejection and acceptance timeout, not an unpaid one', () => {
    for (const [status, event] of [
      [S.pendingAcceptance, 'order.cancel'],
      [S.accepted, 'order.cancel'],
      [S.pendingOrganisationReview, 'order.reject'],
      [S.pendingAcceptance, 'order.expire'],
    ] as const) {
      expect(nextOrderStep(status, event, { paid: true })?.effects).toContain('refundPayment');
      expect(nextOrderStep(status, event, { paid: false })?.effects).not.toContain('refundPayment');
    }
  });

  it('starts the payment clock on the last review and the acceptance clock on payment', () => {
    expect(nextOrderStep(S.pendingCustomerServiceReview, 'order.approve')?.effects).toEqual(['startPaymentClock']);
    expect(nextOrderStep(S.pendingPayment, 'order.pay')?.effects).toEqual(['startAcceptanceClock']);
    expect(nextOrderStep(S.pendingAcceptance, 'order.assign')?.effects).toEqual(['clearDeadline']);
    expect(nextOrderStep(S.pendingPayment, 'order.expire')?.effects).toEqual(['clearDeadline']);
  });

  it('creates a waste task when a waste-producing service finishes, also through a resolved complaint', () => {
    expect(nextOrderStep(S.pendingReview, 'order.finish', { producesWaste: true })?.effects).toEqual(['createWasteTask']);
    expect(nextOrderStep(S.pendingReview, 'order.finish', { producesWaste: false })?.effects).toEqual([]);
    expect(nextOrderStep(S.inComplaint, 'order.resolve', { producesWaste: true })?.effects).toEqual(['createWasteTask']);
  });

  it('refuses a price change once the order is paid', () => {
    expect(nextOrderStatus(S.pendingPayment, 'order.requestPriceChange', { paid: true })).toBeNull();
    expect(nextOrderStatus(S.pendingPayment, 'order.requestPriceChange', { paid: false })).toBe(S.pendingPayment);
  });
});

describe('order machine: staff events', () => {
  it('lists only the allowed events the caller holds a permission for', () => {
    const reviewer = new Set(['orderList.review']);
    expect(staffOrderEvents(S.pendingOrganisationReview, reviewer)).toEqual(['order.approve', 'order.reject']);
    expect(staffOrderEvents(S.pendingOrganisationReview, new Set(['orderList.cancel', 'orderAlterPrice.request']))).toEqual(['order.cancel', 'order.requestPriceChange']);
    // pay/accept/start are the apps' events: never staff events
    expect(staffOrderEvents(S.pendingPayment, new Set(['orderList.review', 'orderList.cancel', 'orderList.assign']))).toEqual(['order.cancel']);
    expect(staffOrderEvents(S.finished, new Set(['orderList.complaint']))).toEqual(['order.complain']);
    expect(staffOrderEvents(S.cancelled, new Set(['orderList.review', 'orderList.cancel', 'orderList.complaint']))).toEqual([]);
  });
});

describe('order machine as an actor', () => {
  it('walks the happy path from organisation review to finished', () => {
    const actor = createActor(orderMachine, { input: { producesWaste: true } }).start();
    for (const type of ['order.approve', 'order.approve', 'order.pay', 'order.assign', 'order.start', 'order.finishService', 'order.finish'] as const) actor.send({ type });
    expect(actor.getSnapshot().matches('finished')).toBe(true);
    actor.send({ type: 'order.complain' });
    actor.send({ type: 'order.resolve' });
    expect(actor.getSnapshot().matches('finished')).toBe(true);
    actor.stop();
  });

  it('ends in cancelled and expired (final states)', () => {
    const actor = createActor(orderMachine, { input: {} }).start();
    actor.send({ type: 'order.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
