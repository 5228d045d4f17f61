import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { claimVersion } from '../list/optimistic';
import { containsText } from '../list/text-match';
import { entityWord, invalidField, notFoundOf, num, withUniqueFields } from './inventory-access';
import { loadPackDetail, loadPackSummaries } from './pack-rows';

/** Consumable packs (/product/consumption-index): consumables × quantities, named by services. */

const sortColumns = { id: 'consumable_packs.id', createdAt: 'consumable_packs.created_at', updatedAt: 'consumable_packs.updated_at', name: 'consumable_packs.name' };

export const getConsumablePackList: Handler<'getConsumablePackList'> = async (ctx) => {
  const { name, enabled, consumableId } = ctx.body;
  let from = ctx.db.selectFrom('consumable_packs');
  if (name) from = from.where(containsText('consumable_packs.name', name, ctx.services.dialect));
  if (enabled !== undefined) from = from.where('consumable_packs.enabled', '=', enabled ? 1 : 0);
  if (consumableId !== undefined) from = from.where('consumable_packs.id', 'in', ctx.db.selectFrom('consumable_pack_lines').select('pack_id').where('consumable_id', '=', consumableId));
  const { ids, ...page } = await listWindow({ from, idColumn: 'consumable_packs.id', sortColumns, ...ctx.body });
  return { ...page, list: await loadPackSummaries(ctx.db, ids) };
};

export const getConsumablePack: Handler<'getConsumablePack'> = async (ctx) => {
  const detail = await loadPackDetail(ctx.db, ctx.body.packId);
  if (!detail) throw notFoundOf('pack');
  return detail;
};

export const getConsumablePackOptions: Handler<'getConsumablePackOptions'> = async (ctx) => {
  const rows = await ctx.db.selectFrom('consumable_packs').select(['id', 'name', 'enabled']).orderBy('name').execute();
  return { list: rows.map((r) => ({ id: num(r.id), name: r.name, enabled: num(r.enabled) })) };
};

type Line = { consumableId: number; quantity: number };

async function assertConsumablesExist(trx: Transaction<Database>, lines: Line[]) {
  const ids = lines.map((l) => l.consumableId);
  const found = new Set((await trx.selectFrom('consumables').select('id').where('id', 'in', ids).execute()).map((r) => num(r.id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw invalidField('lines', `${t('error.notFound', { what: entityWord('consumable') })}: ${missing.join(', ')}`);
}

async function assertNameFree(trx: Transaction<Database>, name: string, selfId?: number) {
  let q = trx.selectFrom('consumable_packs').select('id').where((w) => w(w.fn('lower', ['name']), '=', name.toLowerCase()));
  if (selfId !== undefined) q = q.where('id', '<>', selfId);
  if (await q.executeTakeFirst()) throw invalidField('name', t('inventory.server.nameTaken', { name }));
}

async function writeLines(trx: Transaction<Database>, packId: number, lines: Line[]) {
  await trx.deleteFrom('consumable_pack_lines').where('pack_id', '=', packId).execute();
  await trx.insertInto('consumable_pack_lines').values(lines.map((l, i) => ({ pack_id: packId, consumable_id: l.consumableId, quantity: l.quantity, position: i + 1 }))).execute();
}

async function answer(trx: Transaction<Database>, id: number) {
  const detail = await loadPackDetail(trx, id);
  if (!detail) throw notFoundOf('pack');
  return detail;
}

export const addConsumablePack: Handler<'addConsumablePack'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertNameFree(trx, b.name);
    await assertConsumablesExist(trx, b.lines);
    const row = await withUniqueFields(b.name, undefined, () =>
      trx.insertInto('consumable_packs').values({ name: b.name, description: b.description, enabled: b.enabled ? 1 : 0, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow(),
    );
    await writeLines(trx, row.id, b.lines);
    await audit({ action: 'consumption.add', entity: 'consumable_pack', entityId: row.id, after: { name: b.name, lines: b.lines, enabled: b.enabled, version: 1 } });
    return answer(trx, row.id);
  });
};

export const editConsumablePack: Handler<'editConsumablePack'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const before = await loadPackDetail(trx, b.packId);
    const version = await claimVersion(trx, 'consumable_packs', b.packId, b.version, entityWord('pack'), now);
    if (!before) throw notFoundOf('pack');
    const changes: { name?: string; description?: string; enabled?: number } = {};
    if (b.name !== undefined && b.name !== before.name) {
      await assertNameFree(trx, b.name, b.packId);
      changes.name = b.name;
    }
    if (b.description !== undefined) changes.description = b.description;
    if (b.enabled !== undefined) changes.enabled = b.enabled ? 1 : 0;
    if (Object.keys(changes).length) await withUniqueFields(b.name, undefined, () => trx.updateTable('consumable_packs').set(changes).where('id', '=', b.packId).execute());
    if (b.lines) {
      await assertConsumablesExist(trx, b.lines);
      await writeLines(trx, b.packId, b.lines);
    }
    await audit({
      action: 'consumption.edit', entity: 'consumable_pack', entityId: b.packId,
      before: { name: before.name, lines: before.linesText, enabled: before.enabled, version: b.version },
      after: { ...changes, ...(b.lines ? { lines: b.lines } : {}), version },
    });
    return answer(trx, b.packId);
  });
};

/** A service's `consumablePackId` must name an existing pack (101 naming the field). */
export async function assertConsumablePackExists(db: Transaction<Database> | import('kysely').Kysely<Database>, packId: number | null | undefined): Promise<void> {
  if (packId === null || packId === undefined) return;
  const row = await db.selectFrom('consumable_packs').select('id').where('id', '=', packId).executeTakeFirst();
  if (!row) throw invalidField('consumablePackId', t('inventory.server.packUnknown', { id: packId }));
}
