import { describe, expect, it } from 'vitest';
import { REVIEW_EVENT_TYPES, allowedReviewEvents, nextReviewStatus, reviewSnapshotOf, type ReviewEventType } from './qualification-review-machine';

/** Every application status × event: where it leads, or null (refused). */
const TABLE: Record<number, Record<ReviewEventType, number | null>> = {
  2: { approve: 1, reject: 0, resubmit: null },
  1: { approve: null, reject: null, resubmit: null },
  0: { approve: null, reject: null, resubmit: 2 },
};

describe('qualification review machine', () => {
  for (const [status, row] of Object.entries(TABLE)) {
    for (const event of REVIEW_EVENT_TYPES) {
      const expected = row[event];
      it(`${status} --${event}--> ${expected ?? 'refused'}`, () => {
        expect(nextReviewStatus(Number(status), event)).toBe(expected);
      });
    }
  }

  it('lists the allowed events of each stored status', () => {
    expect(allowedReviewEvents(2)).toEqual(['approve', 'reject']);
    expect(allowedReviewEvents(1)).toEqual([]);
    expect(allowedReviewEvents(0)).toEqual(['resubmit']);
  });

  it('approved is final; an unknown status has no snapshot and allows nothing', () => {
    expect(reviewSnapshotOf(1)?.status).toBe('done');
    expect(reviewSnapshotOf(3)).toBeNull();
    expect(nextReviewStatus(3, 'approve')).toBeNull();
    expect(allowedReviewEvents(3)).toEqual([]);
  });
});
