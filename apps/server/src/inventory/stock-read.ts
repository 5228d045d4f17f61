import type { ExportStockMovementsRequest, StockMovement } from '@careops/core/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { inStations } from '../list/station-scope';
import { containsText } from '../list/text-match';
import { notFoundOf, num } from './inventory-access';

/** Stock per studio (the maintained balances) and the movements behind them, within the caller's studios. */

const stockSortColumns = { id: 'stock_balances.id', quantity: 'stock_balances.quantity', updatedAt: 'stock_balances.updated_at' };

async function loadStockRows(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('stock_balances')
    .innerJoin('consumables', 'consumables.id', 'stock_balances.consumable_id')
    .innerJoin('studios', 'studios.id', 'stock_balances.studio_id')
    .select([
      'stock_balances.id', 'stock_balances.studio_id', 'studios.name as studio_name', 'stock_balances.consumable_id', 'consumables.name',
      'consumables.unit', 'stock_balances.quantity', 'consumables.reorder_threshold', 'consumables.unit_cost_cents', 'stock_balances.updated_at',
    ])
    .where('stock_balances.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const quantity = num(r.quantity);
    const threshold = num(r.reorder_threshold);
    const cost = num(r.unit_cost_cents);
    return [{
      id, studioId: num(r.studio_id), studioName: r.studio_name, consumableId: num(r.consumable_id), consumableName: r.name, unit: r.unit,
      quantity, reorderThreshold: threshold, belowThreshold: quantity < threshold, unitCostCents: cost, valueCents: quantity * cost, updatedAt: num(r.updated_at),
    }];
  });
}

export const getStockList: Handler<'getStockList'> = async (ctx) => {
  const { studioId, consumableId, name, belowThreshold } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('stock_balances').innerJoin('consumables', 'consumables.id', 'stock_balances.consumable_id').where(inStations('stock_balances.studio_id', stations));
  if (studioId !== undefined) from = from.where('stock_balances.studio_id', '=', studioId);
  if (consumableId !== undefined) from = from.where('stock_balances.consumable_id', '=', consumableId);
  if (name) from = from.where(containsText('consumables.name', name, ctx.services.dialect));
  if (belowThreshold !== undefined) from = from.where(belowThreshold ? sql<boolean>`stock_balances.quantity < consumables.reorder_threshold` : sql<boolean>`stock_balances.quantity >= consumables.reorder_threshold`);
  const { ids, ...page } = await listWindow({ from, idColumn: 'stock_balances.id', sortColumns: stockSortColumns, ...ctx.body });
  return { ...page, list: await loadStockRows(ctx.db, ids) };
};

function movementQuery(db: Kysely<Database>) {
  return db
    .selectFrom('stock_movements')
    .innerJoin('consumables', 'consumables.id', 'stock_movements.consumable_id')
    .innerJoin('studios', 'studios.id', 'stock_movements.studio_id')
    .select([
      'stock_movements.id', 'stock_movements.studio_id', 'studios.name as studio_name', 'stock_movements.consumable_id', 'consumables.name', 'stock_movements.kind',
      'stock_movements.quantity', 'stock_movements.balance_after', 'stock_movements.supplier', 'stock_movements.batch', 'stock_movements.expires_at',
      'stock_movements.nurse_id', 'stock_movements.order_id', 'stock_movements.other_studio_id', 'stock_movements.reason', 'stock_movements.channel',
      'stock_movements.created_by', 'stock_movements.created_at',
    ]);
}
type MovementRow = Awaited<ReturnType<ReturnType<typeof movementQuery>['execute']>>[number];
const nullableNum = (v: unknown) => (v === null || v === undefined ? null : num(v));
const movementOf = (r: MovementRow): StockMovement => ({
  id: num(r.id), studioId: num(r.studio_id), studioName: r.studio_name, consumableId: num(r.consumable_id), consumableName: r.name,
  kind: r.kind as StockMovement['kind'], quantity: num(r.quantity), balanceAfter: num(r.balance_after), supplier: r.supplier, batch: r.batch,
  expiresAt: nullableNum(r.expires_at), nurseId: nullableNum(r.nurse_id), orderId: nullableNum(r.order_id), otherStudioId: nullableNum(r.other_studio_id),
  reason: r.reason, channel: r.channel, createdBy: nullableNum(r.created_by), createdAt: num(r.created_at),
});

export const getStock: Handler<'getStock'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const visible = await ctx.db.selectFrom('stock_balances').select(['id', 'studio_id', 'consumable_id']).where('id', '=', ctx.body.stockId).where(inStations('stock_balances.studio_id', stations)).executeTakeFirst();
  if (!visible) throw notFoundOf('stock');
  const [row] = await loadStockRows(ctx.db, [num(visible.id)]);
  if (!row) throw notFoundOf('stock');
  const movements = await movementQuery(ctx.db)
    .where('stock_movements.studio_id', '=', num(visible.studio_id))
    .where('stock_movements.consumable_id', '=', num(visible.consumable_id))
    .orderBy('stock_movements.id', 'desc')
    .limit(50)
    .execute();
  return { ...row, movements: movements.map(movementOf) };
};

/** The movement list's filters (getStockMovementList and its export) within the caller's studios. */
export function filteredMovements(db: Kysely<Database>, filters: MovementFilters, stations: number[] | null) {
  const { studioId, consumableId, kind, from: since, to } = filters;
  let from = db.selectFrom('stock_movements').where(inStations('stock_movements.studio_id', stations));
  if (studioId !== undefined) from = from.where('stock_movements.studio_id', '=', studioId);
  if (consumableId !== undefined) from = from.where('stock_movements.consumable_id', '=', consumableId);
  if (kind !== undefined) from = from.where('stock_movements.kind', '=', kind);
  if (since !== undefined) from = from.where('stock_movements.created_at', '>=', since);
  if (to !== undefined) from = from.where('stock_movements.created_at', '<=', to);
  return from;
}
type MovementFilters = Pick<ExportStockMovementsRequest, 'studioId' | 'consumableId' | 'kind' | 'from' | 'to'>;

/** The movements of these ids, in this order (the list's rows). */
export async function loadMovements(db: Kysely<Database>, ids: number[]): Promise<StockMovement[]> {
  const rows = ids.length ? await movementQuery(db).where('stock_movements.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => { const r = byId.get(id); return r ? [movementOf(r)] : []; });
}

export const getStockMovementList: Handler<'getStockMovementList'> = async (ctx) => {
  const from = filteredMovements(ctx.db, ctx.body, await ctx.signedIn().stationIds());
  const { ids, ...page } = await listWindow({ ...ctx.body, from, idColumn: 'stock_movements.id', sortColumns: { id: 'stock_movements.id', createdAt: 'stock_movements.created_at' } });
  return { ...page, list: await loadMovements(ctx.db, ids) };
};

/** The ledger check: every balance (within the caller's studios) against the sum of its movements. */
export const checkStockLedger: Handler<'checkStockLedger'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const balances = await ctx.db.selectFrom('stock_balances').select(['studio_id', 'consumable_id', 'quantity']).where(inStations('stock_balances.studio_id', stations)).execute();
  const sums = await ctx.db
    .selectFrom('stock_movements')
    .select((s) => ['studio_id', 'consumable_id', s.fn.sum<number>('quantity').as('total'), s.fn.countAll<number>().as('n')])
    .where(inStations('stock_movements.studio_id', stations))
    .groupBy(['studio_id', 'consumable_id'])
    .execute();
  const key = (studio: unknown, consumable: unknown) => `${num(studio)}:${num(consumable)}`;
  const sumOf = new Map(sums.map((s) => [key(s.studio_id, s.consumable_id), num(s.total)]));
  const balanceOf = new Map(balances.map((b) => [key(b.studio_id, b.consumable_id), num(b.quantity)]));
  const mismatches = [];
  for (const k of new Set([...sumOf.keys(), ...balanceOf.keys()])) {
    const balance = balanceOf.get(k) ?? 0;
    const sum = sumOf.get(k) ?? 0;
    const [studioId = 0, consumableId = 0] = k.split(':').map(Number);
    if (balance !== sum) mismatches.push({ studioId, consumableId, balance, sum });
  }
  return { balances: balances.length, movements: sums.reduce((n, s) => n + num(s.n), 0), mismatches };
};
