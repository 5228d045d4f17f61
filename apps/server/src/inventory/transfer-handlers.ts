import type { TransferStatus } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { claimVersion } from '../list/optimistic';
import { inStations } from '../list/station-scope';
import { entityWord, invalidField, notFoundOf, num, unknownField } from './inventory-access';
import { lockBalances, postMovement } from './stock-ledger';
import { assertStudioInScope } from './stock-scope';

/**
 * Transfers sent to another studio on its approval: a caller with rights on the sending studio
 * only asks; nothing moves until someone of the receiving studio approves, and then both sides
 * are posted in the approving transaction (refused, the transfer left pending, when the sender
 * no longer has the stock). The receiving studio may reject it; the sending studio may cancel it
 * while pending.
 */

type Db = Kysely<Database> | Transaction<Database>;

async function loadTransfers(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('stock_transfers as x')
    .innerJoin('studios as f', 'f.id', 'x.from_studio_id')
    .innerJoin('studios as s', 's.id', 'x.to_studio_id')
    .innerJoin('consumables as c', 'c.id', 'x.consumable_id')
    .select([
      'x.id', 'x.from_studio_id', 'f.name as from_name', 'x.to_studio_id', 's.name as to_name', 'x.consumable_id', 'c.name as consumable_name', 'c.unit',
      'x.quantity', 'x.reason', 'x.status', 'x.decision_note', 'x.created_at', 'x.decided_at', 'x.updated_at', 'x.version',
    ])
    .where('x.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{
          id, fromStudioId: num(r.from_studio_id), fromStudioName: r.from_name, toStudioId: num(r.to_studio_id), toStudioName: r.to_name,
          consumableId: num(r.consumable_id), consumableName: r.consumable_name, unit: r.unit, quantity: num(r.quantity), reason: r.reason,
          status: r.status as TransferStatus, decisionNote: r.decision_note, createdAt: num(r.created_at), decidedAt: r.decided_at === null ? null : num(r.decided_at),
          updatedAt: num(r.updated_at), version: num(r.version),
        }]
      : [];
  });
}

async function one(db: Db, id: number) {
  const [row] = await loadTransfers(db, [id]);
  if (!row) throw notFoundOf('transfer');
  return row;
}

/** Transfers that leave or reach one of `stations`. */
const touching = (stations: number[] | null) => (stations === null ? sql<boolean>`1 = 1` : sql<boolean>`(${inStations('stock_transfers.from_studio_id', stations)} or ${inStations('stock_transfers.to_studio_id', stations)})`);

export const getStockTransferList: Handler<'getStockTransferList'> = async (ctx) => {
  const { studioId, status } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('stock_transfers').where(touching(stations));
  if (studioId !== undefined) from = from.where((w) => w.or([w('stock_transfers.from_studio_id', '=', studioId), w('stock_transfers.to_studio_id', '=', studioId)]));
  if (status !== undefined) from = from.where('stock_transfers.status', '=', status);
  const { ids, ...page } = await listWindow({ ...ctx.body, from, idColumn: 'stock_transfers.id', sortColumns: { id: 'stock_transfers.id', updatedAt: 'stock_transfers.updated_at' } });
  return { ...page, list: await loadTransfers(ctx.db, ids) };
};

export const getStockTransfer: Handler<'getStockTransfer'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const visible = await ctx.db.selectFrom('stock_transfers').select('id').where('id', '=', ctx.body.transferId).where(touching(stations)).executeTakeFirst();
  if (!visible) throw notFoundOf('transfer');
  return one(ctx.db, num(visible.id));
};

export const requestStockTransfer: Handler<'requestStockTransfer'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertStudioInScope(trx, 'fromStudioId', b.fromStudioId, stations);
    await assertStudioInScope(trx, 'toStudioId', b.toStudioId, null);
    const item = await trx.selectFrom('consumables').select(['name', 'unit', 'enabled']).where('id', '=', b.consumableId).executeTakeFirst();
    if (!item) throw unknownField('consumableId', 'consumable');
    // Asked beyond what is on hand now: refused at once (approval checks again).
    const onHand = num((await trx.selectFrom('stock_balances').select('quantity').where('studio_id', '=', b.fromStudioId).where('consumable_id', '=', b.consumableId).executeTakeFirst())?.quantity ?? 0);
    if (onHand < b.quantity) throw invalidField('quantity', t('inventory.server.notEnough', { name: item.name, onHand, unit: item.unit, wanted: b.quantity }));
    const row = await trx
      .insertInto('stock_transfers')
      .values({
        from_studio_id: b.fromStudioId, to_studio_id: b.toStudioId, consumable_id: b.consumableId, quantity: b.quantity, reason: b.reason, status: 'pending',
        requested_by: ctx.origin().actorId, decided_by: null, decided_at: null, created_at: now, updated_at: now, version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const transfer = await one(trx, num(row.id));
    await audit({ action: 'stockTransfer.request', entity: 'stock_transfer', entityId: transfer.id, after: transfer });
    return transfer;
  });
};

/** Claims a pending transfer at `version` for a caller of `side`'s studio. */
async function claimPending(trx: Transaction<Database>, id: number, version: number, side: 'from_studio_id' | 'to_studio_id', stations: number[] | null, now: number) {
  const row = await trx.selectFrom('stock_transfers').select(['id', 'from_studio_id', 'to_studio_id', 'status']).where('id', '=', id).where(touching(stations)).executeTakeFirst();
  if (!row) throw notFoundOf('transfer');
  await assertStudioInScope(trx, 'transferId', num(row[side]), stations);
  await claimVersion(trx, 'stock_transfers', id, version, entityWord('transfer'), now);
  if (row.status !== 'pending') throw invalidField('transferId', t('inventory.server.transferDecided', { id, status: t(`inventory.res.transferStatus.${row.status as TransferStatus}`) }));
  return row;
}

const decide = (status: 'rejected' | 'cancelled', side: 'from_studio_id' | 'to_studio_id'): Handler<'rejectStockTransfer' | 'cancelStockTransfer'> => async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await claimPending(trx, ctx.body.transferId, ctx.body.version, side, stations, now);
    await trx.updateTable('stock_transfers').set({ status, decided_by: ctx.origin().actorId, decided_at: now, decision_note: ctx.body.note }).where('id', '=', ctx.body.transferId).execute();
    const transfer = await one(trx, ctx.body.transferId);
    await audit({ action: `stockTransfer.${status === 'rejected' ? 'reject' : 'cancel'}`, entity: 'stock_transfer', entityId: transfer.id, before: { status: 'pending' }, after: transfer });
    return transfer;
  });
};

export const rejectStockTransfer = decide('rejected', 'to_studio_id');
export const cancelStockTransfer = decide('cancelled', 'from_studio_id');

/** Both sides in the approving transaction: the take first (refused when short, nothing changes), then the receipt. */
export const approveStockTransfer: Handler<'approveStockTransfer'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await claimPending(trx, ctx.body.transferId, ctx.body.version, 'to_studio_id', stations, now);
    const x = await one(trx, ctx.body.transferId);
    const reason = x.reason || t('inventory.server.transferReason', { id: x.id });
    await lockBalances(trx, ctx.services.dialect, [{ studioId: x.fromStudioId, consumableId: x.consumableId }, { studioId: x.toStudioId, consumableId: x.consumableId }], now);
    const out = await postMovement(trx, ctx.origin(), { studioId: x.fromStudioId, consumableId: x.consumableId, kind: 'transferOut', change: -x.quantity, otherStudioId: x.toStudioId, reason }, now);
    const into = await postMovement(trx, ctx.origin(), { studioId: x.toStudioId, consumableId: x.consumableId, kind: 'transferIn', change: x.quantity, otherStudioId: x.fromStudioId, reason }, now);
    await trx.updateTable('stock_transfers').set({ status: 'approved', decided_by: ctx.origin().actorId, decided_at: now, decision_note: ctx.body.note }).where('id', '=', x.id).execute();
    const transfer = await one(trx, x.id);
    await audit({ action: 'stock.transfer', entity: 'stock_movement', entityId: out.id, after: { out, into, transferId: x.id } });
    await audit({ action: 'stockTransfer.approve', entity: 'stock_transfer', entityId: x.id, before: { status: 'pending' }, after: transfer });
    return transfer;
  });
};
