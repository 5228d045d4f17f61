import { setup, type SnapshotFrom } from 'xstate';
import { storedStatusAdapter } from './stored-status';

/**
 * The review shape of a nurse's qualification application: the activation machine without an
 * end date. under review 2 → approved 1 | rejected 0; rejected → resubmitted (a new attempt),
 * back to review. Approved is final. Like the activation machine, the server resolves the
 * snapshot from the stored status and asks the pure `transition`.
 */

export type ReviewEvent = { type: 'approve' } | { type: 'reject' } | { type: 'resubmit' };
export type ReviewEventType = ReviewEvent['type'];
export const REVIEW_EVENT_TYPES = ['approve', 'reject', 'resubmit'] as const satisfies readonly ReviewEventType[];

/** Stored statuses of an application: 0 rejected, 1 approved, 2 under review. */
export type ReviewStatusValue = 0 | 1 | 2;
export type ReviewStateName = 'rejected' | 'approved' | 'underReview';

const STATE_OF_STATUS: Record<ReviewStatusValue, ReviewStateName> = { 0: 'rejected', 1: 'approved', 2: 'underReview' };

export const qualificationReviewMachine = setup({
  types: { events: {} as ReviewEvent },
}).createMachine({
  id: 'qualificationReview',
  initial: 'underReview',
  states: {
    underReview: { on: { approve: 'approved', reject: 'rejected' } },
    approved: { type: 'final' },
    rejected: { on: { resubmit: 'underReview' } },
  },
});

export type QualificationReviewMachine = typeof qualificationReviewMachine;
export type QualificationReviewSnapshot = SnapshotFrom<QualificationReviewMachine>;

const stored = storedStatusAdapter<QualificationReviewMachine, ReviewStatusValue>({ machine: qualificationReviewMachine, stateOf: STATE_OF_STATUS, contextOf: () => undefined });

export function isReviewStatus(status: number): status is ReviewStatusValue {
  return stored.isStatus(status);
}

/** The machine's snapshot for a stored application status (null for a status it does not know). */
export function reviewSnapshotOf(status: number): QualificationReviewSnapshot | null {
  return stored.snapshotOf(status);
}

/** The status an event leads to from a stored status, or null when the machine refuses it. */
export function nextReviewStatus(status: number, event: ReviewEvent | ReviewEventType): ReviewStatusValue | null {
  return stored.step(status, typeof event === 'string' ? { type: event } : event)?.status ?? null;
}

/** The events the machine accepts from a stored status, in REVIEW_EVENT_TYPES order. */
export function allowedReviewEvents(status: number): ReviewEventType[] {
  return stored.allowed(status, REVIEW_EVENT_TYPES.map((type) => ({ type }))).map((event) => event.type);
}
