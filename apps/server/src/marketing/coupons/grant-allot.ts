import type { RecipientRefusal } from '@careops/core/contract';

/**
 * Who of `pending` receives the coupon, in order: each member up to the per-member limit
 * (counting what they already hold, across every grant), while the quantity lasts. Pure: the
 * grant runner applies it under the coupon's lock, the dry run to the same rows unlocked.
 */

export interface PendingRecipient {
  id: number;
  memberId: number;
}

export interface Allotment {
  granted: PendingRecipient[];
  refused: Array<PendingRecipient & { reason: RecipientRefusal }>;
}

export function allot(pending: readonly PendingRecipient[], held: Map<number, number>, perMemberLimit: number, left: number): Allotment {
  const out: Allotment = { granted: [], refused: [] };
  let remaining = left;
  for (const r of pending) {
    const has = held.get(r.memberId) ?? 0;
    if (has >= perMemberLimit) out.refused.push({ ...r, reason: 'perMemberLimit' });
    else if (remaining <= 0) out.refused.push({ ...r, reason: 'quantity' });
    else {
      out.granted.push(r);
      held.set(r.memberId, has + 1);
      remaining--;
    }
  }
  return out;
}
