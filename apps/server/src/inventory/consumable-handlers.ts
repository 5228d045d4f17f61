import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { claimVersion } from '../list/optimistic';
import { containsText } from '../list/text-match';
import { loadConsumableDetail, loadConsumableSummaries } from './consumable-rows';
import { entityWord, invalidField, notFoundOf, withUniqueFields } from './inventory-access';

/** Consumables (/product/material): what a studio stocks, at what unit cost, reordered below a threshold. */

const sortColumns = {
  id: 'consumables.id',
  createdAt: 'consumables.created_at',
  updatedAt: 'consumables.updated_at',
  name: 'consumables.name',
  unitCostCents: 'consumables.unit_cost_cents',
};

export const getConsumableList: Handler<'getConsumableList'> = async (ctx) => {
  const { name, barcode, enabled } = ctx.body;
  let from = ctx.db.selectFrom('consumables');
  if (name) from = from.where(containsText('consumables.name', name, ctx.services.dialect));
  if (barcode) from = from.where('consumables.barcode', '=', barcode);
  if (enabled !== undefined) from = from.where('consumables.enabled', '=', enabled ? 1 : 0);
  const { ids, ...page } = await listWindow({ from, idColumn: 'consumables.id', sortColumns, ...ctx.body });
  return { ...page, list: await loadConsumableSummaries(ctx.db, ids) };
};

export const getConsumable: Handler<'getConsumable'> = async (ctx) => {
  const detail = await loadConsumableDetail(ctx.db, ctx.body.consumableId);
  if (!detail) throw notFoundOf('consumable');
  return detail;
};

export const getConsumableOptions: Handler<'getConsumableOptions'> = async (ctx) => {
  const rows = await ctx.db.selectFrom('consumables').select(['id', 'name', 'enabled']).orderBy('name').execute();
  return { list: rows.map((r) => ({ id: Number(r.id), name: r.name, enabled: Number(r.enabled) })) };
};

async function assertFree(trx: Transaction<Database>, name: string | undefined, barcode: string | undefined, selfId?: number) {
  if (name !== undefined) {
    let q = trx.selectFrom('consumables').select('id').where((w) => w(w.fn('lower', ['name']), '=', name.toLowerCase()));
    if (selfId !== undefined) q = q.where('id', '<>', selfId);
    if (await q.executeTakeFirst()) throw invalidField('name', t('inventory.server.nameTaken', { name }));
  }
  if (barcode) {
    let q = trx.selectFrom('consumables').select(['id', 'name']).where('barcode', '=', barcode);
    if (selfId !== undefined) q = q.where('id', '<>', selfId);
    const other = await q.executeTakeFirst();
    if (other) throw invalidField('barcode', t('inventory.server.barcodeTaken', { barcode, name: other.name }));
  }
}

async function answer(trx: Transaction<Database>, id: number) {
  const detail = await loadConsumableDetail(trx, id);
  if (!detail) throw notFoundOf('consumable');
  return detail;
}

export const addConsumable: Handler<'addConsumable'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertFree(trx, b.name, b.barcode);
    const values = {
      name: b.name, specification: b.specification, unit: b.unit, supplier: b.supplier, unit_cost_cents: b.unitCost,
      barcode: b.barcode || null, reorder_threshold: b.reorderThreshold, enabled: b.enabled ? 1 : 0,
    };
    const row = await withUniqueFields(b.name, b.barcode, () =>
      trx.insertInto('consumables').values({ ...values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow(),
    );
    await audit({ action: 'material.add', entity: 'consumable', entityId: row.id, after: { ...values, version: 1 } });
    return answer(trx, row.id);
  });
};

export const editConsumable: Handler<'editConsumable'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const before = await trx.selectFrom('consumables').selectAll().where('id', '=', b.consumableId).executeTakeFirst();
    const version = await claimVersion(trx, 'consumables', b.consumableId, b.version, entityWord('consumable'), now);
    if (!before) throw notFoundOf('consumable');
    await assertFree(trx, b.name, b.barcode, b.consumableId);
    const wanted = {
      name: b.name, specification: b.specification, unit: b.unit, supplier: b.supplier, unit_cost_cents: b.unitCost,
      barcode: b.barcode === undefined ? undefined : b.barcode || null,
      reorder_threshold: b.reorderThreshold, enabled: b.enabled === undefined ? undefined : b.enabled ? 1 : 0,
    };
    const changes: Record<string, unknown> = {};
    const was: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(wanted)) {
      const old = before[key as keyof typeof before];
      if (value !== undefined && String(value) !== String(old)) {
        changes[key] = value;
        was[key] = old;
      }
    }
    if (Object.keys(changes).length) {
      await withUniqueFields(b.name, b.barcode, () => trx.updateTable('consumables').set(changes).where('id', '=', b.consumableId).execute());
    }
    await audit({ action: 'material.edit', entity: 'consumable', entityId: b.consumableId, before: { ...was, version: b.version }, after: { ...changes, version } });
    return answer(trx, b.consumableId);
  });
};
