import { setup } from 'xstate';
import { storedStatusAdapter } from './stored-status';

/**
 * A withdrawal of a nurse's or studio's earnings (docs/finance.md, Withdrawals): under review →
 * approved (the amount moves to "withdrawals in flight" at once) → payout pending (the payout
 * instruction is recorded before it is sent) → paid | payout failed (the amount returns to the
 * party); under review → rejected (the held amount is released). The server decides with
 * `nextWithdrawalStep` from the stored status and performs the listed effects in the same
 * transaction.
 */
export const WithdrawalStatus = { underReview: 0, approved: 1, payoutPending: 2, paid: 3, payoutFailed: 4, rejected: 5 } as const;
export type WithdrawalStatusValue = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];
export type WithdrawalStateName = keyof typeof WithdrawalStatus;

export const WITHDRAWAL_EVENTS = ['withdrawal.approve', 'withdrawal.reject', 'withdrawal.pay', 'withdrawal.confirmPaid', 'withdrawal.confirmFailed'] as const;
export type WithdrawalEventType = (typeof WITHDRAWAL_EVENTS)[number];

/** What the server does when the machine takes an event (the action types of the transition). */
export const WITHDRAWAL_EFFECTS = ['moveToInFlight', 'releaseHold', 'recordPayoutIntent', 'settlePayout', 'returnToParty'] as const;
export type WithdrawalEffect = (typeof WITHDRAWAL_EFFECTS)[number];

const stateOf: Record<WithdrawalStatusValue, WithdrawalStateName> = {
  0: 'underReview', 1: 'approved', 2: 'payoutPending', 3: 'paid', 4: 'payoutFailed', 5: 'rejected',
};

const noEffect = () => {};

export const withdrawalMachine = setup({
  types: { events: {} as { type: WithdrawalEventType } },
  actions: { moveToInFlight: noEffect, releaseHold: noEffect, recordPayoutIntent: noEffect, settlePayout: noEffect, returnToParty: noEffect },
}).createMachine({
  id: 'withdrawal',
  initial: 'underReview',
  states: {
    underReview: {
      on: {
        'withdrawal.approve': { target: 'approved', actions: ['moveToInFlight'] },
        'withdrawal.reject': { target: 'rejected', actions: ['releaseHold'] },
      },
    },
    approved: { on: { 'withdrawal.pay': { target: 'payoutPending', actions: ['recordPayoutIntent'] } } },
    payoutPending: {
      on: {
        'withdrawal.confirmPaid': { target: 'paid', actions: ['settlePayout'] },
        'withdrawal.confirmFailed': { target: 'payoutFailed', actions: ['returnToParty'] },
      },
    },
    paid: { type: 'final' },
    payoutFailed: { type: 'final' },
    rejected: { type: 'final' },
  },
});

const stored = storedStatusAdapter<typeof withdrawalMachine, WithdrawalStatusValue>({ machine: withdrawalMachine, stateOf, contextOf: () => ({}) });

export interface WithdrawalStep {
  status: WithdrawalStatusValue;
  effects: WithdrawalEffect[];
}

const isEffect = (action: string): action is WithdrawalEffect => (WITHDRAWAL_EFFECTS as readonly string[]).includes(action);

/** The status and effects `event` leads to from `status`, or null when the machine refuses it. */
export function nextWithdrawalStep(status: number, event: WithdrawalEventType): WithdrawalStep | null {
  const step = stored.step(status, { type: event });
  return step ? { status: step.status, effects: step.actions.filter(isEffect) } : null;
}

/** The events allowed in `status`, in WITHDRAWAL_EVENTS order. */
export function allowedWithdrawalEvents(status: number): WithdrawalEventType[] {
  return WITHDRAWAL_EVENTS.filter((event) => nextWithdrawalStep(status, event) !== null);
}

/** True for a stored withdrawal status. */
export function isWithdrawalStatus(status: number): status is WithdrawalStatusValue {
  return stored.isStatus(status);
}

/** The name of a stored status's state ('approved'), or null for a status the machine does not know. */
export function withdrawalStateOf(status: number): WithdrawalStateName | null {
  return isWithdrawalStatus(status) ? stateOf[status] : null;
}
