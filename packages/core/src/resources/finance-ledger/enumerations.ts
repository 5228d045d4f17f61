import { ACCOUNT_KINDS, ACCOUNT_OWNER_KINDS, JOURNAL_KINDS } from '../../contract/schemas/finance-ledger-values';
import { defineEnumeration } from '../../enums/enumeration';
import type { MessageKey } from '../../i18n/en';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** What a journal transaction was (payment, refund, reward…). */
export const journalKindEnum = defineEnumeration<string>(
  'journalKind',
  JOURNAL_KINDS.map((k) => ({ value: k, slug: kebab(k), labelKey: `finance.ledger.kind.${k}` as MessageKey })),
);

/** The kinds of ledger account (member wallet, nurse earnings, platform revenue…). */
export const accountKindEnum = defineEnumeration<string>(
  'ledgerAccountKind',
  ACCOUNT_KINDS.map((k) => ({ value: k, slug: kebab(k), labelKey: `finance.ledger.account.${k}` as MessageKey })),
);

/** Who owns an account. */
export const accountOwnerEnum = defineEnumeration<string>(
  'ledgerAccountOwner',
  ACCOUNT_OWNER_KINDS.map((k) => ({ value: k, slug: k, labelKey: `finance.ledger.owner.${k}` as MessageKey })),
);
