import { setup } from 'xstate';
import { AdvancePaymentStatus, type AdvancePaymentStatusValue } from '../enums/lifecycle-statuses';
import { storedStatusAdapter } from './stored-status';

/**
 * An advance payment (spec §4): the money a member pays before the visit, held in progress 2
 * until the order is finished (completed 1) or cancelled with a refund (cancelled 0). Both ends
 * are final: a finished order's payment is earned, a refunded one is gone back to the member.
 */

export const ADVANCE_PAYMENT_EVENT_TYPES = ['complete', 'cancel'] as const;
export type AdvancePaymentEventType = (typeof ADVANCE_PAYMENT_EVENT_TYPES)[number];

export const advancePaymentMachine = setup({ types: { events: {} as { type: AdvancePaymentEventType } } }).createMachine({
  id: 'advancePayment',
  initial: 'inProgress',
  states: {
    inProgress: { on: { complete: 'completed', cancel: 'cancelled' } },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

const stored = storedStatusAdapter<typeof advancePaymentMachine, AdvancePaymentStatusValue>({
  machine: advancePaymentMachine,
  stateOf: { [AdvancePaymentStatus.cancelled]: 'cancelled', [AdvancePaymentStatus.completed]: 'completed', [AdvancePaymentStatus.inProgress]: 'inProgress' },
  contextOf: () => undefined,
});

/** The status `event` leads to from a stored status, or null when the machine refuses it. */
export function nextAdvancePaymentStatus(status: number, event: AdvancePaymentEventType): AdvancePaymentStatusValue | null {
  return stored.step(status, { type: event })?.status ?? null;
}

/** The events a stored status allows. */
export function allowedAdvancePaymentEvents(status: number): AdvancePaymentEventType[] {
  return stored.allowed(status, ADVANCE_PAYMENT_EVENT_TYPES.map((type) => ({ type }))).map((e) => e.type);
}
