import { allowedWithdrawalEvents } from '@careops/core/machines';
import type { ResponseOf } from '@careops/core/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler } from '../../http/handler-types';
import { assertTimeRange, listWindow } from '../../list/list-query';
import { inStations } from '../../list/station-scope';
import { maskAccountNumber, notFoundOf, num, numOrNull } from './payout-access';

/** Withdrawals as lists and records show them, within the caller's studios. */

type Db = Kysely<Database> | Transaction<Database>;
type WithdrawalRow = ResponseOf<'getWithdrawalList'>['list'][number];
export type WithdrawalDetail = ResponseOf<'getWithdrawal'>;

const sortColumns = { id: 'withdrawals.id', createdAt: 'withdrawals.created_at', amountCents: 'withdrawals.amount_cents' };

export async function loadWithdrawals(db: Db, ids: number[]): Promise<WithdrawalRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('withdrawals')
    .innerJoin('withdraw_accounts', 'withdraw_accounts.id', 'withdrawals.account_id')
    .leftJoin('studios', 'studios.id', 'withdrawals.studio_id')
    .leftJoin('nurses', (j) => j.onRef('nurses.id', '=', 'withdrawals.owner_id').on('withdrawals.owner_kind', '=', 'nurse'))
    .selectAll('withdrawals')
    .select(['studios.name as studio_name', 'nurses.name as nurse_name', 'withdraw_accounts.bank_name', 'withdraw_accounts.account_number'])
    .where('withdrawals.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const ownerKind = r.owner_kind as WithdrawalRow['ownerKind'];
    return [{
      id, ownerKind, ownerId: num(r.owner_id), ownerName: (ownerKind === 'nurse' ? r.nurse_name : r.studio_name) ?? '', studioId: numOrNull(r.studio_id), studioName: r.studio_name ?? '',
      accountId: num(r.account_id), bankName: r.bank_name, accountNumber: maskAccountNumber(r.account_number),
      amountCents: num(r.amount_cents), feeCents: num(r.fee_cents), netCents: num(r.net_cents), status: num(r.status), reason: r.reason,
      requestedBy: numOrNull(r.requested_by), reviewedBy: numOrNull(r.reviewed_by), reviewedAt: numOrNull(r.reviewed_at), settledAt: numOrNull(r.settled_at),
      createdAt: num(r.created_at), updatedAt: num(r.updated_at), version: num(r.version),
    }];
  });
}

export async function withdrawalDetail(db: Db, id: number): Promise<WithdrawalDetail> {
  const [row] = await loadWithdrawals(db, [id]);
  if (!row) throw notFoundOf('withdrawal');
  const payout = await db.selectFrom('payouts').selectAll().where('withdrawal_id', '=', id).executeTakeFirst();
  const journals = await db.selectFrom('withdrawal_journals').select('journal_id').where('withdrawal_id', '=', id).orderBy('journal_id').execute();
  return {
    ...row,
    payout: payout
      ? { id: num(payout.id), state: payout.state as NonNullable<WithdrawalDetail['payout']>['state'], reference: payout.reference, gateway: payout.gateway, createdAt: num(payout.created_at), sentAt: numOrNull(payout.sent_at), confirmedAt: numOrNull(payout.confirmed_at) }
      : null,
    journalIds: journals.map((j) => num(j.journal_id)),
    allowedEvents: allowedWithdrawalEvents(row.status),
  };
}

/** The withdrawal's id when the caller may see it; 404 otherwise. */
export async function visibleWithdrawalId(db: Db, id: number, stations: number[] | null): Promise<number> {
  const row = await db.selectFrom('withdrawals').select('id').where('id', '=', id).where(inStations('withdrawals.studio_id', stations)).executeTakeFirst();
  if (!row) throw notFoundOf('withdrawal');
  return num(row.id);
}

export const getWithdrawalList: Handler<'getWithdrawalList'> = async (ctx) => {
  const { status, ownerKind, ownerId, studioId, from: since, to } = ctx.body;
  assertTimeRange(since, to);
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('withdrawals').where(inStations('withdrawals.studio_id', stations));
  if (status !== undefined) from = from.where('withdrawals.status', '=', status);
  if (ownerKind) from = from.where('withdrawals.owner_kind', '=', ownerKind);
  if (ownerId !== undefined) from = from.where('withdrawals.owner_id', '=', ownerId);
  if (studioId !== undefined) from = from.where('withdrawals.studio_id', '=', studioId);
  if (since !== undefined) from = from.where('withdrawals.created_at', '>=', since);
  if (to !== undefined) from = from.where('withdrawals.created_at', '<=', to);
  const { ids, ...page } = await listWindow({ ...ctx.body, from, idColumn: 'withdrawals.id', sortColumns });
  return { ...page, list: await loadWithdrawals(ctx.db, ids) };
};

export const getWithdrawal: Handler<'getWithdrawal'> = async (ctx) =>
  withdrawalDetail(ctx.db, await visibleWithdrawalId(ctx.db, ctx.body.withdrawalId, await ctx.signedIn().stationIds()));
