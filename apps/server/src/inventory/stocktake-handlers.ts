import type { StocktakeCount } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { claimVersion } from '../list/optimistic';
import { inStations } from '../list/station-scope';
import { uniqueViolation } from '../list/unique-violation';
import { entityWord, invalidField, notFoundOf, num } from './inventory-access';
import { lockBalances, postMovement } from './stock-ledger';
import { assertStudioInScope } from './stock-scope';
import { loadStocktakes } from './stocktake-rows';

/**
 * Stocktakes: a count sheet of one studio (every consumable it holds or may receive, with the
 * ledger's balance), counts entered against it, and the differences posted as adjustments in
 * one transaction. A line's expected quantity is the balance when it was last counted, so
 * posting is refused, naming the consumables, when their stock moved since; they are counted
 * again and the sheet posted then.
 */

type Trx = Transaction<Database>;

async function openSheet(trx: Trx, id: number, stations: number[] | null) {
  const sheet = await trx.selectFrom('stocktakes').select(['id', 'studio_id', 'status', 'version']).where('id', '=', id).where(inStations('stocktakes.studio_id', stations)).executeTakeFirst();
  if (!sheet) throw notFoundOf('stocktake');
  return sheet;
}

async function claimCounting(trx: Trx, id: number, version: number, stations: number[] | null, now: number) {
  const sheet = await openSheet(trx, id, stations);
  await claimVersion(trx, 'stocktakes', id, version, entityWord('stocktake'), now);
  if (sheet.status !== 'counting') throw invalidField('stocktakeId', t('inventory.server.stocktakeClosed', { id, status: t(`inventory.res.stocktakeStatus.${sheet.status as 'posted' | 'cancelled'}`) }));
  return { id: num(sheet.id), studioId: num(sheet.studio_id) };
}

/** The balance now; callers lock the balances first (lockBalances), so it holds until commit. */
async function balanceOf(trx: Trx, studioId: number, consumableId: number): Promise<number> {
  const row = await trx.selectFrom('stock_balances').select('quantity').where('studio_id', '=', studioId).where('consumable_id', '=', consumableId).executeTakeFirst();
  return num(row?.quantity ?? 0);
}

async function detail(trx: Trx, id: number) {
  const [sheet] = await loadStocktakes(trx, [id]);
  if (!sheet) throw notFoundOf('stocktake');
  return sheet;
}

export const getStocktakeList: Handler<'getStocktakeList'> = async (ctx) => {
  const { studioId, status } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('stocktakes').where(inStations('stocktakes.studio_id', stations));
  if (studioId !== undefined) from = from.where('stocktakes.studio_id', '=', studioId);
  if (status !== undefined) from = from.where('stocktakes.status', '=', status);
  const { ids, ...page } = await listWindow({ ...ctx.body, from, idColumn: 'stocktakes.id', sortColumns: { id: 'stocktakes.id', updatedAt: 'stocktakes.updated_at' } });
  return { ...page, list: (await loadStocktakes(ctx.db, ids)).map(({ lines: _lines, ...row }) => row) };
};

export const getStocktake: Handler<'getStocktake'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const visible = await ctx.db.selectFrom('stocktakes').select('id').where('id', '=', ctx.body.stocktakeId).where(inStations('stocktakes.studio_id', stations)).executeTakeFirst();
  if (!visible) throw notFoundOf('stocktake');
  const [sheet] = await loadStocktakes(ctx.db, [num(visible.id)]);
  if (!sheet) throw notFoundOf('stocktake');
  return sheet;
};

export const startStocktake: Handler<'startStocktake'> = async (ctx) => {
  const { studioId } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const actorId = ctx.origin().actorId;
  const now = Date.now();
  const refuseOpen = async (trx: Trx | typeof ctx.db, studio: string) => {
    const open = await trx.selectFrom('stocktakes').select('id').where('studio_id', '=', studioId).where('status', '=', 'counting').executeTakeFirst();
    return open ? invalidField('studioId', t('inventory.server.stocktakeOpen', { studio, id: num(open.id) })) : undefined;
  };
  try {
    return await ctx.mutate(async (trx, audit) => {
      const studio = await assertStudioInScope(trx, 'studioId', studioId, stations);
      const open = await refuseOpen(trx, studio);
      if (open) throw open;
      const row = await trx
        .insertInto('stocktakes')
        .values({ studio_id: studioId, status: 'counting', created_by: actorId, closed_by: null, closed_at: null, created_at: now, updated_at: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = num(row.id);
      // Every consumable the studio holds, and every enabled one (found on the shelf without a balance yet).
      const items = await trx
        .selectFrom('consumables as c')
        .leftJoin('stock_balances as b', (j) => j.onRef('b.consumable_id', '=', 'c.id').on('b.studio_id', '=', studioId))
        .select(['c.id', sql<number>`coalesce(b.quantity, 0)`.as('quantity')])
        .where((w) => w.or([w('c.enabled', '=', 1), w('b.id', 'is not', null)]))
        .orderBy('c.name')
        .execute();
      if (items.length) {
        await trx
          .insertInto('stocktake_lines')
          .values(items.map((item, position) => ({ stocktake_id: id, consumable_id: num(item.id), expected: num(item.quantity), counted: null, position })))
          .execute();
      }
      await audit({ action: 'stocktake.start', entity: 'stocktake', entityId: id, after: { studioId, lines: items.length } });
      return detail(trx, id);
    });
  } catch (error) {
    // Two starts for one studio at once: the one-sheet-being-counted index refuses the second.
    if (!uniqueViolation(error)) throw error;
    const studio = await ctx.db.selectFrom('studios').select('name').where('id', '=', studioId).executeTakeFirst();
    throw (await refuseOpen(ctx.db, studio?.name ?? String(studioId))) ?? error;
  }
};

async function resolveCounts(trx: Trx, stocktakeId: number, counts: StocktakeCount[]) {
  const lines = await trx
    .selectFrom('stocktake_lines as l')
    .innerJoin('consumables as c', 'c.id', 'l.consumable_id')
    .select(['l.consumable_id', 'c.barcode'])
    .where('l.stocktake_id', '=', stocktakeId)
    .execute();
  const byId = new Map(lines.map((l) => [String(num(l.consumable_id)), num(l.consumable_id)]));
  const byBarcode = new Map(lines.filter((l) => l.barcode).map((l) => [String(l.barcode).toLowerCase(), num(l.consumable_id)]));
  const resolved = new Map<number, number>();
  for (const count of counts) {
    const id = byId.get(count.consumable) ?? byBarcode.get(count.consumable.toLowerCase());
    if (id === undefined) throw invalidField('counts', t('inventory.server.notOnSheet', { consumable: count.consumable }));
    if (resolved.has(id)) throw invalidField('counts', t('inventory.contract.lineTwice', { id: count.consumable }));
    resolved.set(id, count.counted);
  }
  return resolved;
}

export const countStocktake: Handler<'countStocktake'> = async (ctx) => {
  const { stocktakeId, version, counts } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const sheet = await claimCounting(trx, stocktakeId, version, stations, now);
    const resolved = await resolveCounts(trx, sheet.id, counts);
    const written = [];
    await lockBalances(trx, ctx.services.dialect, [...resolved.keys()].map((consumableId) => ({ studioId: sheet.studioId, consumableId })), now);
    for (const [consumableId, counted] of resolved) {
      const expected = await balanceOf(trx, sheet.studioId, consumableId);
      await trx.updateTable('stocktake_lines').set({ expected, counted }).where('stocktake_id', '=', sheet.id).where('consumable_id', '=', consumableId).execute();
      written.push({ consumableId, expected, counted });
    }
    await audit({ action: 'stocktake.count', entity: 'stocktake', entityId: sheet.id, after: { counts: written } });
    return detail(trx, sheet.id);
  });
};

export const cancelStocktake: Handler<'cancelStocktake'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const sheet = await claimCounting(trx, ctx.body.stocktakeId, ctx.body.version, stations, now);
    await trx.updateTable('stocktakes').set({ status: 'cancelled', closed_by: ctx.origin().actorId, closed_at: now }).where('id', '=', sheet.id).execute();
    await audit({ action: 'stocktake.cancel', entity: 'stocktake', entityId: sheet.id, before: { status: 'counting' }, after: { status: 'cancelled' } });
    return detail(trx, sheet.id);
  });
};

/** Every counted difference as an adjustment, all or nothing; refused when a counted line's stock moved since its count. */
export const postStocktake: Handler<'postStocktake'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const sheet = await claimCounting(trx, ctx.body.stocktakeId, ctx.body.version, stations, now);
    await assertStudioInScope(trx, 'stocktakeId', sheet.studioId, stations);
    const { lines } = await detail(trx, sheet.id);
    const counted = lines.filter((l) => l.counted !== null);
    if (!counted.length) throw invalidField('stocktakeId', t('inventory.server.nothingCounted', { id: sheet.id }));
    const moved = [];
    await lockBalances(trx, ctx.services.dialect, counted.map((l) => ({ studioId: sheet.studioId, consumableId: l.consumableId })), now);
    for (const line of counted) {
      if ((await balanceOf(trx, sheet.studioId, line.consumableId)) !== line.expected) moved.push(line.consumableName);
    }
    if (moved.length) throw invalidField('stocktakeId', t('inventory.server.movedSinceCount', { names: moved.join(', ') }));
    const movements = [];
    for (const line of counted) {
      if (!line.difference) continue;
      const movement = await postMovement(trx, ctx.origin(), {
        studioId: sheet.studioId, consumableId: line.consumableId, kind: 'adjustment', change: line.difference,
        reason: t('inventory.server.stocktakeReason', { id: sheet.id, counted: line.counted ?? 0, expected: line.expected }),
      }, now);
      await audit({ action: 'stock.adjust', entity: 'stock_movement', entityId: movement.id, after: { ...movement, stocktakeId: sheet.id } });
      movements.push(movement.id);
    }
    await trx.updateTable('stocktakes').set({ status: 'posted', closed_by: ctx.origin().actorId, closed_at: now }).where('id', '=', sheet.id).execute();
    await audit({ action: 'stocktake.post', entity: 'stocktake', entityId: sheet.id, before: { status: 'counting' }, after: { status: 'posted', counted: counted.length, movements } });
    return detail(trx, sheet.id);
  });
};
