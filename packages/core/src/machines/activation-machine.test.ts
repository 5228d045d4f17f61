import { describe, expect, it } from 'vitest';
import { ActivationStatus } from '../enums/lifecycle-statuses';
import { ACTIVATION_EVENT_TYPES, activationSnapshotOf, allowedActivationEvents, nextActivationStatus, type ActivationEventType } from './activation-machine';

const { rejected, activated, underReview, expired } = ActivationStatus;
const NOW = 1_800_000_000_000;

/** Every status × event: the status it leads to, or null (refused). Expire with validity ended. */
const TABLE: Record<number, Record<ActivationEventType, number | null>> = {
  [underReview]: { approve: activated, reject: rejected, expire: null, resubmit: null },
  [activated]: { approve: null, reject: null, expire: expired, resubmit: null },
  [rejected]: { approve: null, reject: null, expire: null, resubmit: underReview },
  [expired]: { approve: null, reject: null, expire: null, resubmit: underReview },
};

describe('activation machine', () => {
  for (const [status, row] of Object.entries(TABLE)) {
    for (const event of ACTIVATION_EVENT_TYPES) {
      const expected = row[event];
      it(`${status} --${event}--> ${expected ?? 'refused'}`, () => {
        expect(nextActivationStatus(Number(status), event, { validUntil: NOW - 1 }, NOW)).toBe(expected);
      });
    }
  }

  it('lists the allowed events of each stored status', () => {
    expect(allowedActivationEvents(underReview)).toEqual(['approve', 'reject']);
    expect(allowedActivationEvents(activated, { validUntil: NOW - 1 }, NOW)).toEqual(['expire']);
    expect(allowedActivationEvents(rejected)).toEqual(['resubmit']);
    expect(allowedActivationEvents(expired)).toEqual(['resubmit']);
  });

  it('holds expiry back while the card is still valid', () => {
    expect(nextActivationStatus(activated, 'expire', { validUntil: NOW + 1 }, NOW)).toBeNull();
    expect(nextActivationStatus(activated, { type: 'expire', at: NOW + 1 }, { validUntil: NOW + 1 })).toBe(expired);
    expect(allowedActivationEvents(activated, { validUntil: NOW + 1 }, NOW)).toEqual([]);
    expect(nextActivationStatus(activated, 'expire', { validUntil: NOW }, NOW)).toBe(expired);
  });

  it('rebuilds the snapshot from the stored status', () => {
    expect(activationSnapshotOf(underReview)?.value).toBe('underReview');
    expect(activationSnapshotOf(expired)?.value).toBe('expired');
    expect(activationSnapshotOf(7)).toBeNull();
    expect(nextActivationStatus(7, 'approve')).toBeNull();
    expect(allowedActivationEvents(7)).toEqual([]);
  });
});
