import { ACCOUNT_FLOOR_CENTS, ACCOUNT_OWNER_OF, isAccountKind, type AccountKind, type AccountOwnerKind, type LedgerAccountRow } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountLabel } from './ledger-errors';

/** Accounts as the faces show them: their label and their party's name. */

export interface AccountDbRow {
  id: number;
  kind: string;
  owner_kind: string;
  owner_id: number;
  balance_cents: number;
  frozen_cents: number;
  frozen_reason: string;
  updated_at: number;
  version: number;
}

export const kindOf = (kind: string): AccountKind => (isAccountKind(kind) ? kind : 'fees');

/** The names of the parties owning these accounts: member nicknames, nurse and studio names. */
export async function partyNames(db: Kysely<Database>, owners: Array<{ ownerKind: string; ownerId: number }>): Promise<Map<string, string>> {
  const ids = (kind: string) => [...new Set(owners.filter((o) => o.ownerKind === kind).map((o) => o.ownerId))];
  const names = new Map<string, string>([['platform:0', t('finance.ledger.owner.platform')]]);
  const members = ids('member');
  const nurses = ids('nurse');
  const studios = ids('studio');
  if (members.length) for (const r of await db.selectFrom('members').select(['id', 'nickname']).where('id', 'in', members).execute()) names.set(`member:${r.id}`, r.nickname);
  if (nurses.length) for (const r of await db.selectFrom('nurses').select(['id', 'name']).where('id', 'in', nurses).execute()) names.set(`nurse:${r.id}`, r.name);
  if (studios.length) for (const r of await db.selectFrom('studios').select(['id', 'name']).where('id', 'in', studios).execute()) names.set(`studio:${r.id}`, r.name);
  return names;
}

export function accountRowOf(r: AccountDbRow, names: Map<string, string>): LedgerAccountRow {
  const kind = kindOf(r.kind);
  const ownerKind = ACCOUNT_OWNER_OF[kind] as AccountOwnerKind;
  const ownerId = Number(r.owner_id);
  const balance = Number(r.balance_cents);
  const frozen = Number(r.frozen_cents);
  return {
    id: Number(r.id), kind, ownerKind, ownerId, name: accountLabel({ kind, ownerKind, ownerId }), partyName: names.get(`${ownerKind}:${ownerId}`) ?? '',
    balanceCents: balance, frozenCents: frozen, availableCents: balance - frozen, frozenReason: r.frozen_reason,
    freezable: ACCOUNT_FLOOR_CENTS[kind] !== null, updatedAt: Number(r.updated_at), version: Number(r.version),
  };
}

export const ACCOUNT_COLUMNS = ['id', 'kind', 'owner_kind', 'owner_id', 'balance_cents', 'frozen_cents', 'frozen_reason', 'updated_at', 'version'] as const;

export async function loadAccounts(db: Kysely<Database>, ids: number[]): Promise<LedgerAccountRow[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('ledger_accounts').select([...ACCOUNT_COLUMNS]).where('id', 'in', ids).execute();
  const names = await partyNames(db, rows.map((r) => ({ ownerKind: r.owner_kind, ownerId: Number(r.owner_id) })));
  const byId = new Map(rows.map((r) => [Number(r.id), accountRowOf(r, names)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
