import { setup, type SnapshotFrom } from 'xstate';
import { ActivationStatus, type ActivationStatusValue } from '../enums/lifecycle-statuses';
import { storedStatusAdapter } from './stored-status';

/**
 * The activation lifecycle of a disability-assistance card (spec §4, core's ActivationStatus):
 * under review 2 → activated 1 | rejected 0; activated → expired 3 once its validity has ended
 * (the scheduler sends `expire`); rejected or expired → resubmitted, back to review.
 *
 * The server never runs an actor: it rebuilds the snapshot from the STORED status
 * (`machine.resolveState`) and asks the pure `transition` what an event leads to, so the
 * machine is the one place that says which decisions are allowed.
 */

export type ActivationEvent =
  | { type: 'approve' }
  | { type: 'reject' }
  /** The scheduler, at `at` (epoch ms): allowed once the validity has ended. */
  | { type: 'expire'; at: number }
  | { type: 'resubmit' };
export type ActivationEventType = ActivationEvent['type'];
export const ACTIVATION_EVENT_TYPES = ['approve', 'reject', 'expire', 'resubmit'] as const satisfies readonly ActivationEventType[];

export interface ActivationContext {
  /** End of validity (epoch ms); null when not known (then `expire` is not held back). */
  validUntil: number | null;
}

export type ActivationStateName = 'rejected' | 'activated' | 'underReview' | 'expired';

const STATE_OF_STATUS: Record<ActivationStatusValue, ActivationStateName> = {
  [ActivationStatus.rejected]: 'rejected',
  [ActivationStatus.activated]: 'activated',
  [ActivationStatus.underReview]: 'underReview',
  [ActivationStatus.expired]: 'expired',
};

export const activationMachine = setup({
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    input: {} as Partial<ActivationContext> | undefined,
  },
  guards: {
    validityEnded: ({ context, event }) => event.type === 'expire' && (context.validUntil === null || event.at >= context.validUntil),
  },
}).createMachine({
  id: 'activation',
  initial: 'underReview',
  context: ({ input }) => ({ validUntil: input?.validUntil ?? null }),
  states: {
    underReview: { on: { approve: 'activated', reject: 'rejected' } },
    activated: { on: { expire: { target: 'expired', guard: 'validityEnded' } } },
    rejected: { on: { resubmit: 'underReview' } },
    expired: { on: { resubmit: 'underReview' } },
  },
});

export type ActivationMachine = typeof activationMachine;
export type ActivationSnapshot = SnapshotFrom<ActivationMachine>;

const stored = storedStatusAdapter<ActivationMachine, ActivationStatusValue, Partial<ActivationContext>>({
  machine: activationMachine,
  stateOf: STATE_OF_STATUS,
  contextOf: (facts) => ({ validUntil: facts?.validUntil ?? null }),
});

/** True for a stored activation status (0–3). */
export function isActivationStatus(status: number): status is ActivationStatusValue {
  return stored.isStatus(status);
}

/** The machine's snapshot for a stored status and the card's validity end (null for a status it does not know). */
export function activationSnapshotOf(status: number, context: Partial<ActivationContext> = {}): ActivationSnapshot | null {
  return stored.snapshotOf(status, context);
}

const eventOf = (event: ActivationEvent | ActivationEventType, at: number): ActivationEvent =>
  typeof event === 'string' ? (event === 'expire' ? { type: 'expire', at } : { type: event }) : event;

/**
 * The status an event leads to from a stored status, or null when the machine refuses it
 * (e.g. approving a rejected card, expiring one still valid).
 */
export function nextActivationStatus(
  status: number,
  event: ActivationEvent | ActivationEventType,
  context: Partial<ActivationContext> = {},
  now: number = Date.now(),
): ActivationStatusValue | null {
  return stored.step(status, eventOf(event, now), context)?.status ?? null;
}

/** The events the machine accepts from a stored status, in ACTIVATION_EVENT_TYPES order. */
export function allowedActivationEvents(status: number, context: Partial<ActivationContext> = {}, now: number = Date.now()): ActivationEventType[] {
  return stored.allowed(status, ACTIVATION_EVENT_TYPES.map((type) => eventOf(type, now)), context).map((event) => event.type);
}
