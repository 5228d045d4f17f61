import { setup, transition, type SnapshotFrom } from 'xstate';

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
const STATUS_OF_STATE: Record<ReviewStateName, ReviewStatusValue> = { rejected: 0, approved: 1, underReview: 2 };

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

export function isReviewStatus(status: number): status is ReviewStatusValue {
  return status === 0 || status === 1 || status === 2;
}

/** The machine's snapshot for a stored application status. */
export function reviewSnapshotOf(status: number): QualificationReviewSnapshot {
  if (!isReviewStatus(status)) throw new Error(`qualification review machine: unknown status ${status}`);
  return qualificationReviewMachine.resolveState({ value: STATE_OF_STATUS[status], context: undefined });
}

/** The status an event leads to from a stored status, or null when the machine refuses it. */
export function nextReviewStatus(status: number, event: ReviewEvent | ReviewEventType): ReviewStatusValue | null {
  const snapshot = reviewSnapshotOf(status);
  const e: ReviewEvent = typeof event === 'string' ? { type: event } : event;
  if (!snapshot.can(e)) return null;
  const [next] = transition(qualificationReviewMachine, snapshot, e);
  return STATUS_OF_STATE[next.value as ReviewStateName];
}

/** The events the machine accepts from a stored status, in REVIEW_EVENT_TYPES order. */
export function allowedReviewEvents(status: number): ReviewEventType[] {
  const snapshot = reviewSnapshotOf(status);
  return REVIEW_EVENT_TYPES.filter((type) => snapshot.can({ type }));
}
