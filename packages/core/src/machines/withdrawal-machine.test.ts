import { describe, expect, it } from 'vitest';
import { allowedWithdrawalEvents, nextWithdrawalStep, WITHDRAWAL_EVENTS, WithdrawalStatus as S, withdrawalStateOf } from './withdrawal-machine';

const table: Record<number, Partial<Record<(typeof WITHDRAWAL_EVENTS)[number], [number, string[]]>>> = {
  [S.underReview]: { 'withdrawal.approve': [S.approved, ['moveToInFlight']], 'withdrawal.reject': [S.rejected, ['releaseHold']] },
  [S.approved]: { 'withdrawal.pay': [S.payoutPending, ['recordPayoutIntent']] },
  [S.payoutPending]: { 'withdrawal.confirmPaid': [S.paid, ['settlePayout']], 'withdrawal.confirmFailed': [S.payoutFailed, ['returnToParty']] },
  [S.paid]: {},
  [S.payoutFailed]: {},
  [S.rejected]: {},
};

describe('withdrawal machine', () => {
  const cases = Object.keys(table).flatMap((s) => WITHDRAWAL_EVENTS.map((event) => ({ status: Number(s), event, expected: table[Number(s)]?.[event] ?? null })));
  it.each(cases)('$status + $event → $expected', ({ status, event, expected }) => {
    const step = nextWithdrawalStep(status, event);
    expect(step === null ? null : [step.status, step.effects]).toEqual(expected);
  });

  it('allows nothing from a final or unknown status', () => {
    expect(allowedWithdrawalEvents(S.underReview)).toEqual(['withdrawal.approve', 'withdrawal.reject']);
    for (const status of [S.paid, S.payoutFailed, S.rejected, 9, -1]) expect(allowedWithdrawalEvents(status)).toEqual([]);
    expect(withdrawalStateOf(S.payoutPending)).toBe('payoutPending');
    expect(withdrawalStateOf(9)).toBeNull();
  });
});
