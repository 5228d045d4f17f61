import { setup } from 'xstate';
import { storedStatusAdapter } from './stored-status';

/**
 * A price-change request's review: 2 pending → 1 approved | 0 rejected (both final). The
 * server decides with `nextPriceChangeStatus` from the stored status; applying the new amount
 * to the order is the approval's effect (`applyNewAmount`), done by the server in the same
 * transaction.
 */
export const PriceChangeStatus = { rejected: 0, approved: 1, pending: 2 } as const;
export type PriceChangeStatusValue = (typeof PriceChangeStatus)[keyof typeof PriceChangeStatus];

export const PRICE_CHANGE_EVENTS = ['priceChange.approve', 'priceChange.reject'] as const;
export type PriceChangeEventType = (typeof PRICE_CHANGE_EVENTS)[number];

const stateOf: Record<PriceChangeStatusValue, keyof typeof PriceChangeStatus> = { 0: 'rejected', 1: 'approved', 2: 'pending' };

export const priceChangeMachine = setup({
  types: { events: {} as { type: PriceChangeEventType } },
  actions: { applyNewAmount: () => {} },
}).createMachine({
  id: 'priceChange',
  initial: 'pending',
  states: {
    pending: {
      on: {
        'priceChange.approve': { target: 'approved', actions: ['applyNewAmount'] },
        'priceChange.reject': { target: 'rejected' },
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
  },
});

const stored = storedStatusAdapter<typeof priceChangeMachine, PriceChangeStatusValue>({ machine: priceChangeMachine, stateOf, contextOf: () => ({}) });

/** The status `event` leads to from `status`, or null when the machine refuses it. */
export function nextPriceChangeStatus(status: number, event: PriceChangeEventType): PriceChangeStatusValue | null {
  return stored.step(status, { type: event })?.status ?? null;
}

/** The review events allowed in `status`. */
export function allowedPriceChangeEvents(status: number): PriceChangeEventType[] {
  return PRICE_CHANGE_EVENTS.filter((event) => nextPriceChangeStatus(status, event) !== null);
}
