import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PRICE_CHANGE_STATUSES } from '../../contract/schemas/orders-values';
import { nextOrderStatus } from '../../machines/order-machine-steps';
import { nextPriceChangeStatus, type PriceChangeEventType } from '../../machines/price-change-machine';
import type { OrderEventType } from '../../machines/order-events';
import { ORDER_EVENT_STATUSES, PRICE_CHANGE_EVENT_STATUSES } from './action-statuses';

const allFacts = [
  { paid: false, producesWaste: false },
  { paid: true, producesWaste: false },
  { paid: false, producesWaste: true },
  { paid: true, producesWaste: true },
];

/** What the order machine itself says: the statuses accepting `event` for some facts. */
const machineOrderStatuses = (event: OrderEventType) =>
  ORDER_STATUSES.filter((status) => allFacts.some((facts) => nextOrderStatus(status, event, facts) !== null));

const machinePriceChangeStatuses = (event: PriceChangeEventType) =>
  PRICE_CHANGE_STATUSES.filter((status) => nextPriceChangeStatus(status, event) !== null);

describe('the statuses each order action applies in', () => {
  it('are those in which the order machine accepts its event', () => {
    const events = Object.keys(ORDER_EVENT_STATUSES) as Array<keyof typeof ORDER_EVENT_STATUSES>;
    const fromMachine = Object.fromEntries(events.map((event) => [event, machineOrderStatuses(event)]));
    // On failure the expected side is the table to write into action-statuses.ts.
    expect(ORDER_EVENT_STATUSES).toEqual(fromMachine);
  });

  it('are those in which the price-change review machine accepts its event', () => {
    const events = Object.keys(PRICE_CHANGE_EVENT_STATUSES) as PriceChangeEventType[];
    expect(PRICE_CHANGE_EVENT_STATUSES).toEqual(Object.fromEntries(events.map((event) => [event, machinePriceChangeStatuses(event)])));
  });
});
