import { ACCOUNT_OWNER_OF, type AccountKind } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { notFound } from '../../list/optimistic';
import { CareOpsError } from '@careops/core/contract';
import { accountLabel } from './ledger-errors';
import { loadAccounts } from './ledger-names';
import { JOURNAL_KINDS, type JournalKind } from '@careops/core/contract';

/** Accounts (/finance/payAccount): every party's balance and frozen amount; an account's statement (postings with the balance after each). */

const accountSortColumns = { id: 'ledger_accounts.id', balance: 'ledger_accounts.balance_cents', frozen: 'ledger_accounts.frozen_cents', updatedAt: 'ledger_accounts.updated_at' };

export const getLedgerAccountList: Handler<'getLedgerAccountList'> = async (ctx) => {
  const { kind, ownerKind, party, frozen } = ctx.body;
  let from = ctx.db.selectFrom('ledger_accounts');
  if (kind !== undefined) from = from.where('ledger_accounts.kind', '=', kind);
  if (ownerKind !== undefined) from = from.where('ledger_accounts.owner_kind', '=', ownerKind);
  if (party !== undefined) from = from.where('ledger_accounts.owner_kind', '=', party.ownerKind).where('ledger_accounts.owner_id', '=', party.ownerId);
  if (frozen !== undefined) from = from.where('ledger_accounts.frozen_cents', frozen ? '>' : '=', 0);
  const { ids, ...page } = await listWindow({ ...ctx.body, from, idColumn: 'ledger_accounts.id', sortColumns: accountSortColumns });
  return { ...page, list: await loadAccounts(ctx.db, ids) };
};

export async function accountDetail(db: Kysely<Database>, accountId: number) {
  const [account] = await loadAccounts(db, [accountId]);
  if (!account) throw notFound(t('finance.ledger.entity.account'));
  const freezes = await db
    .selectFrom('ledger_account_freezes as f')
    .leftJoin('system_users as u', 'u.id', 'f.actor_id')
    .select(['f.id', 'f.amount_cents', 'f.frozen_after_cents', 'f.reason', 'u.name', 'f.at'])
    .where('f.account_id', '=', accountId)
    .orderBy('f.id', 'desc')
    .limit(100)
    .execute();
  return {
    ...account,
    freezes: freezes.map((f) => ({ id: Number(f.id), amountCents: Number(f.amount_cents), frozenAfterCents: Number(f.frozen_after_cents), reason: f.reason, actorName: f.name ?? null, at: Number(f.at) })),
  };
}

export const getLedgerAccount: Handler<'getLedgerAccount'> = async (ctx) => accountDetail(ctx.db, ctx.body.accountId);

/** The party's own account kind when the statement names only the party. */
const PARTY_KIND: Record<string, AccountKind> = { member: 'memberWallet', nurse: 'nurseEarnings', studio: 'studioSettlement', platform: 'platformRevenue' };

async function statementAccountId(db: Kysely<Database>, body: { accountId?: number | undefined; party?: { ownerKind: string; ownerId: number } | undefined; kind?: AccountKind | undefined }): Promise<number> {
  if (body.accountId !== undefined) return body.accountId;
  const party = body.party ?? { ownerKind: 'platform', ownerId: 0 };
  const kind = body.kind ?? PARTY_KIND[party.ownerKind] ?? 'platformRevenue';
  if (ACCOUNT_OWNER_OF[kind] !== party.ownerKind) {
    throw new CareOpsError('invalidInput', t('error.invalidField', { field: 'kind', problem: t('finance.ledger.wrongOwner', { index: 1, kind: t(`finance.ledger.account.${kind}`), owner: t(`finance.ledger.owner.${ACCOUNT_OWNER_OF[kind]}`) }) }), { field: 'kind' });
  }
  const row = await db.selectFrom('ledger_accounts').select('id').where('kind', '=', kind).where('owner_kind', '=', party.ownerKind).where('owner_id', '=', party.ownerId).executeTakeFirst();
  if (!row) throw new CareOpsError('notFound', t('finance.ledger.noAccount', { account: accountLabel({ kind, ownerKind: ACCOUNT_OWNER_OF[kind], ownerId: party.ownerId }) }));
  return Number(row.id);
}

const asKind = (kind: string): JournalKind => ((JOURNAL_KINDS as readonly string[]).includes(kind) ? (kind as JournalKind) : 'adjustment');

/** Postings of one account, newest first by default, each with the balance after it; a cursor keeps deep pages fast. */
export const getAccountStatement: Handler<'getAccountStatement'> = async (ctx) => {
  const accountId = await statementAccountId(ctx.db, ctx.body);
  const [account] = await loadAccounts(ctx.db, [accountId]);
  if (!account) throw notFound(t('finance.ledger.entity.account'));
  let from = ctx.db.selectFrom('journal_postings').where('journal_postings.account_id', '=', accountId);
  if (ctx.body.from !== undefined) from = from.where('journal_postings.at', '>=', ctx.body.from);
  if (ctx.body.to !== undefined) from = from.where('journal_postings.at', '<=', ctx.body.to);
  const { ids, ...page } = await listWindow({ ...ctx.body, from, idColumn: 'journal_postings.id', sortColumns: { id: 'journal_postings.id' } });
  const rows = ids.length
    ? await ctx.db
        .selectFrom('journal_postings as p')
        .innerJoin('journal_transactions as j', 'j.id', 'p.journal_id')
        .select(['p.id', 'p.journal_id', 'j.kind', 'j.memo', 'j.order_id', 'p.at', 'p.amount_cents', 'p.balance_after_cents'])
        .where('p.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [Number(r.id), {
    id: Number(r.id), journalId: Number(r.journal_id), kind: asKind(r.kind), memo: r.memo, orderId: r.order_id === null ? null : Number(r.order_id),
    at: Number(r.at), amountCents: Number(r.amount_cents), balanceAfterCents: Number(r.balance_after_cents),
  }]));
  return { ...page, account, list: ids.flatMap((id) => byId.get(id) ?? []) };
};
