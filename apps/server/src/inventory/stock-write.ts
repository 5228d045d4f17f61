import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { invalidField, num, unknownField } from './inventory-access';
import { packLines } from './pack-rows';
import { lockBalances, postMovement } from './stock-ledger';
import { assertStudioInScope } from './stock-scope';

/** Stock movements: receipt, issue (items or packs), return, transfer, adjustment; each audited in its transaction. */

async function assertEnabledConsumable(trx: Transaction<Database>, consumableId: number, field = 'consumableId') {
  const row = await trx.selectFrom('consumables').select(['name', 'enabled']).where('id', '=', consumableId).executeTakeFirst();
  if (!row) throw unknownField(field, 'consumable');
  if (num(row.enabled) !== 1) throw invalidField(field, t('inventory.server.consumableDisabled', { name: row.name }));
}

async function assertNurseAt(trx: Transaction<Database>, nurseId: number, studioId: number) {
  const nurse = await trx.selectFrom('nurses').select('studio_id').where('id', '=', nurseId).executeTakeFirst();
  if (!nurse) throw unknownField('nurseId', 'nurse');
  if (num(nurse.studio_id) !== studioId) throw invalidField('nurseId', t('inventory.server.nurseElsewhere'));
}

async function assertOrderAt(trx: Transaction<Database>, orderId: number, studioId: number) {
  const order = await trx.selectFrom('orders').select('studio_id').where('id', '=', orderId).executeTakeFirst();
  if (!order) throw unknownField('orderId', 'order');
  if (num(order.studio_id) !== studioId) throw invalidField('orderId', t('inventory.server.orderElsewhere'));
}

export const receiveStock: Handler<'receiveStock'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertStudioInScope(trx, 'studioId', b.studioId, stations);
    await assertEnabledConsumable(trx, b.consumableId);
    const movement = await postMovement(trx, ctx.origin(), {
      studioId: b.studioId, consumableId: b.consumableId, kind: 'receipt', change: b.quantity,
      supplier: b.supplier, batch: b.batch, expiresAt: b.expiresAt ?? null, reason: b.reason,
    }, now);
    await audit({ action: 'stock.receive', entity: 'stock_movement', entityId: movement.id, after: movement });
    return { movements: [movement] };
  });
};

export const issueStock: Handler<'issueStock'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertStudioInScope(trx, 'studioId', b.studioId, stations);
    await assertNurseAt(trx, b.nurseId, b.studioId);
    if (b.orderId !== undefined) await assertOrderAt(trx, b.orderId, b.studioId);
    let lines = b.items ?? [];
    if (b.packId !== undefined) {
      const pack = await packLines(trx, b.packId);
      if (!pack) throw invalidField('packId', t('inventory.server.packUnknown', { id: b.packId }));
      if (pack.enabled !== 1) throw invalidField('packId', t('inventory.server.packDisabled', { name: pack.name }));
      lines = pack.lines.map((l) => ({ consumableId: l.consumableId, quantity: l.quantity * b.packs }));
    }
    await lockBalances(trx, ctx.services.dialect, lines.map((l) => ({ studioId: b.studioId, consumableId: l.consumableId })), now);
    const movements = [];
    for (const line of lines) {
      movements.push(await postMovement(trx, ctx.origin(), {
        studioId: b.studioId, consumableId: line.consumableId, kind: 'issue', change: -line.quantity,
        nurseId: b.nurseId, orderId: b.orderId ?? null, reason: b.reason,
      }, now));
    }
    for (const movement of movements) await audit({ action: 'stock.issue', entity: 'stock_movement', entityId: movement.id, after: { ...movement, packId: b.packId ?? null } });
    return { movements };
  });
};

export const returnStock: Handler<'returnStock'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertStudioInScope(trx, 'studioId', b.studioId, stations);
    if (b.nurseId !== undefined) await assertNurseAt(trx, b.nurseId, b.studioId);
    if (b.orderId !== undefined) await assertOrderAt(trx, b.orderId, b.studioId);
    const movement = await postMovement(trx, ctx.origin(), {
      studioId: b.studioId, consumableId: b.consumableId, kind: 'return', change: b.quantity, nurseId: b.nurseId ?? null, orderId: b.orderId ?? null, reason: b.reason,
    }, now);
    await audit({ action: 'stock.return', entity: 'stock_movement', entityId: movement.id, after: movement });
    return { movements: [movement] };
  });
};

/** Both sides in one transaction: the take first (refused when short), then the receipt. */
export const transferStock: Handler<'transferStock'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertStudioInScope(trx, 'fromStudioId', b.fromStudioId, stations);
    await assertStudioInScope(trx, 'toStudioId', b.toStudioId, stations);
    await lockBalances(trx, ctx.services.dialect, [{ studioId: b.fromStudioId, consumableId: b.consumableId }, { studioId: b.toStudioId, consumableId: b.consumableId }], now);
    const out = await postMovement(trx, ctx.origin(), {
      studioId: b.fromStudioId, consumableId: b.consumableId, kind: 'transferOut', change: -b.quantity, otherStudioId: b.toStudioId, reason: b.reason,
    }, now);
    const into = await postMovement(trx, ctx.origin(), {
      studioId: b.toStudioId, consumableId: b.consumableId, kind: 'transferIn', change: b.quantity, otherStudioId: b.fromStudioId, reason: b.reason,
    }, now);
    await audit({ action: 'stock.transfer', entity: 'stock_movement', entityId: out.id, after: { out, into } });
    return { movements: [out, into] };
  });
};

export const adjustStock: Handler<'adjustStock'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertStudioInScope(trx, 'studioId', b.studioId, stations);
    const movement = await postMovement(trx, ctx.origin(), { studioId: b.studioId, consumableId: b.consumableId, kind: 'adjustment', change: b.change, reason: b.reason }, now);
    await audit({ action: 'stock.adjust', entity: 'stock_movement', entityId: movement.id, after: movement });
    return { movements: [movement] };
  });
};
