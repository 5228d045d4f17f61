import { ACCOUNT_OWNER_OF, CareOpsError, type AccountRef, type JournalProblem } from '@careops/core/contract';
import { formatCents } from '@careops/core/format';
import { t } from '@careops/core/i18n';

/** The ledger's refusals: each names the account or posting and the amounts involved. */

/** "member wallet of member 12", "platform revenue". */
export function accountLabel(a: AccountRef): string {
  const kind = t(`finance.ledger.account.${a.kind}`);
  return ACCOUNT_OWNER_OF[a.kind] === 'platform' ? kind : `${kind} of ${t(`finance.ledger.owner.${a.ownerKind}`)} ${a.ownerId}`;
}

export function journalRefusal(problem: JournalProblem): CareOpsError {
  switch (problem.code) {
    case 'tooFewPostings':
      return new CareOpsError('invalidInput', t('finance.ledger.tooFewPostings'));
    case 'notWholeCents':
      return new CareOpsError('invalidInput', t('finance.ledger.notWholeCents', { index: problem.index + 1 }));
    case 'zeroPosting':
      return new CareOpsError('invalidInput', t('finance.ledger.zeroPosting', { index: problem.index + 1 }));
    case 'wrongOwner':
      return new CareOpsError('invalidInput', t('finance.ledger.wrongOwner', { index: problem.index + 1, kind: t(`finance.ledger.account.${problem.kind}`), owner: t(`finance.ledger.owner.${ACCOUNT_OWNER_OF[problem.kind]}`) }));
    case 'unbalanced':
      return new CareOpsError('invalidInput', t('finance.ledger.unbalanced', { sum: problem.sumCents }));
  }
}

export const insufficientFunds = (account: AccountRef, availableCents: number, wantedCents: number) =>
  new CareOpsError('invalidInput', t('finance.ledger.insufficient', { account: accountLabel(account), available: formatCents(availableCents), wanted: formatCents(wantedCents) }), {
    field: 'amountCents',
    details: { account, availableCents, wantedCents },
  });

export const idempotencyMismatch = (key: string) => new CareOpsError('invalidInput', t('finance.ledger.idempotencyMismatch', { key }), { field: 'idempotencyKey' });
