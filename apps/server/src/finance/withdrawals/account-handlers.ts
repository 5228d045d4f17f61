import type { WithdrawAccount } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { staleVersion } from '../../list/optimistic';
import { inStations } from '../../list/station-scope';
import { containsText } from '../../list/text-match';
import { uniqueViolation } from '../../list/unique-violation';
import { assertInStations, invalidField, maskAccountNumber, notFoundOf, num, numOrNull, partyOf, unknownField } from './payout-access';

/**
 * Withdrawal accounts: a nurse's or studio's bank accounts. Lists and records show only the last
 * four digits; the full number is its own call, permitted separately and audited.
 */

type Db = Kysely<Database> | Transaction<Database>;
const sortColumns = { id: 'withdraw_accounts.id', createdAt: 'withdraw_accounts.created_at' };

async function ownerNames(db: Db, rows: Array<{ owner_kind: string; owner_id: number }>): Promise<Map<string, string>> {
  const nurseIds = rows.filter((r) => r.owner_kind === 'nurse').map((r) => num(r.owner_id));
  const studioIds = rows.filter((r) => r.owner_kind === 'studio').map((r) => num(r.owner_id));
  const names = new Map<string, string>();
  if (nurseIds.length) for (const n of await db.selectFrom('nurses').select(['id', 'name']).where('id', 'in', nurseIds).execute()) names.set(`nurse:${num(n.id)}`, n.name);
  if (studioIds.length) for (const s of await db.selectFrom('studios').select(['id', 'name']).where('id', 'in', studioIds).execute()) names.set(`studio:${num(s.id)}`, s.name);
  return names;
}

export async function loadAccounts(db: Db, ids: number[]): Promise<WithdrawAccount[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('withdraw_accounts')
    .leftJoin('studios', 'studios.id', 'withdraw_accounts.studio_id')
    .selectAll('withdraw_accounts')
    .select('studios.name as studio_name')
    .where('withdraw_accounts.id', 'in', ids)
    .execute();
  const names = await ownerNames(db, rows);
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [{
      id, ownerKind: r.owner_kind as WithdrawAccount['ownerKind'], ownerId: num(r.owner_id), ownerName: names.get(`${r.owner_kind}:${num(r.owner_id)}`) ?? '',
      studioId: numOrNull(r.studio_id), studioName: r.studio_name ?? '', holderName: r.holder_name, bankName: r.bank_name,
      accountNumber: maskAccountNumber(r.account_number), verification: r.verification as WithdrawAccount['verification'], verificationNote: r.verification_note,
      createdAt: num(r.created_at), updatedAt: num(r.updated_at), version: num(r.version),
    }];
  });
}

/** The account if the caller may see it (404 otherwise, so other studios' accounts are not revealed). */
export async function visibleAccount(db: Db, accountId: number, stations: number[] | null): Promise<WithdrawAccount> {
  const row = await db.selectFrom('withdraw_accounts').select('id').where('id', '=', accountId).where(inStations('withdraw_accounts.studio_id', stations)).executeTakeFirst();
  const [account] = row ? await loadAccounts(db, [num(row.id)]) : [];
  if (!account) throw notFoundOf('account');
  return account;
}

export const getWithdrawAccountList: Handler<'getWithdrawAccountList'> = async (ctx) => {
  const { ownerKind, ownerId, studioId, verification, name } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('withdraw_accounts').where(inStations('withdraw_accounts.studio_id', stations));
  if (ownerKind) from = from.where('withdraw_accounts.owner_kind', '=', ownerKind);
  if (ownerId !== undefined) from = from.where('withdraw_accounts.owner_id', '=', ownerId);
  if (studioId !== undefined) from = from.where('withdraw_accounts.studio_id', '=', studioId);
  if (verification) from = from.where('withdraw_accounts.verification', '=', verification);
  if (name) from = from.where(containsText('withdraw_accounts.holder_name', name, ctx.services.dialect));
  const { ids, ...page } = await listWindow({ ...ctx.body, from, idColumn: 'withdraw_accounts.id', sortColumns });
  return { ...page, list: await loadAccounts(ctx.db, ids) };
};

export const getWithdrawAccount: Handler<'getWithdrawAccount'> = async (ctx) => visibleAccount(ctx.db, ctx.body.accountId, await ctx.signedIn().stationIds());

export const addWithdrawAccount: Handler<'addWithdrawAccount'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const party = await partyOf(trx, b.ownerKind, b.ownerId);
    if (!party) throw unknownField('ownerId', b.ownerKind);
    assertInStations(stations, party.studioId, party.studioName, 'ownerId');
    let id: number;
    try {
      const row = await trx
        .insertInto('withdraw_accounts')
        .values({
          owner_kind: b.ownerKind, owner_id: b.ownerId, studio_id: party.studioId, holder_name: b.holderName, bank_name: b.bankName, account_number: b.accountNumber,
          created_at: now, updated_at: now, version: 1, verified_by: null, verified_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = num(row.id);
    } catch (error) {
      if (uniqueViolation(error)) throw invalidField('accountNumber', t('withdrawals.server.accountTaken', { number: maskAccountNumber(b.accountNumber), name: party.name }));
      throw error;
    }
    const [account] = await loadAccounts(trx, [id]);
    await audit({ action: 'withdrawAccount.create', entity: 'withdraw_account', entityId: id, after: account });
    return account as WithdrawAccount;
  });
};

export const verifyWithdrawAccount: Handler<'verifyWithdrawAccount'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const before = await visibleAccount(trx, b.accountId, stations);
    let update = trx
      .updateTable('withdraw_accounts')
      .set({ verification: b.verification, verification_note: b.note ?? '', verified_by: ctx.origin().actorId, verified_at: now, updated_at: now, version: before.version + 1 })
      .where('id', '=', b.accountId)
      .where('version', '=', before.version);
    if (b.version !== undefined) update = update.where('version', '=', b.version);
    const done = await update.executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw staleVersion();
    const [after] = await loadAccounts(trx, [b.accountId]);
    await audit({ action: 'withdrawAccount.verify', entity: 'withdraw_account', entityId: b.accountId, before, after });
    return after as WithdrawAccount;
  });
};

/** The full account number, once, with an audit row naming who read it. */
export const revealWithdrawAccountNumber: Handler<'revealWithdrawAccountNumber'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  return ctx.mutate(async (trx, audit) => {
    const account = await visibleAccount(trx, ctx.body.accountId, stations);
    const row = await trx.selectFrom('withdraw_accounts').select('account_number').where('id', '=', account.id).executeTakeFirstOrThrow();
    await audit({ action: 'withdrawAccount.revealNumber', entity: 'withdraw_account', entityId: account.id, after: { field: 'accountNumber', shown: account.accountNumber } });
    return { id: account.id, accountNumber: row.account_number };
  });
};
