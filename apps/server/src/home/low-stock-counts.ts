import { sql } from 'kysely';
import type { Handler } from '../http/handler-types';
import { inStations } from '../list/station-scope';

/** How many items the single-studio view lists at most (the chart stays readable). */
const ITEMS_SHOWN = 20;

/**
 * getLowStockCounts (Home): per studio of the caller's stations, its stock lines below their
 * consumable's reorder threshold (the stock list's belowThreshold filter); a caller bound to one
 * studio also gets those lines, the emptiest relative to its threshold first.
 */
export const getLowStockCounts: Handler<'getLowStockCounts'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const below = sql<boolean>`stock_balances.quantity < consumables.reorder_threshold`;
  const studios = await ctx.db
    .selectFrom('stock_balances')
    .innerJoin('consumables', 'consumables.id', 'stock_balances.consumable_id')
    .innerJoin('studios', 'studios.id', 'stock_balances.studio_id')
    .where(inStations('stock_balances.studio_id', stations))
    .select([
      'stock_balances.studio_id',
      'studios.name',
      sql<number>`coalesce(sum(case when ${below} then 1 else 0 end), 0)`.as('below'),
      sql<number>`count(*)`.as('held'),
    ])
    .groupBy(['stock_balances.studio_id', 'studios.name'])
    .orderBy('studios.name')
    .orderBy('stock_balances.studio_id')
    .execute();
  const single = stations !== null && stations.length === 1;
  const items = single
    ? await ctx.db
        .selectFrom('stock_balances')
        .innerJoin('consumables', 'consumables.id', 'stock_balances.consumable_id')
        .where('stock_balances.studio_id', '=', stations[0]!)
        .where(below)
        .select(['stock_balances.id', 'stock_balances.consumable_id', 'consumables.name', 'stock_balances.quantity', 'consumables.reorder_threshold'])
        .orderBy(sql`cast(stock_balances.quantity as real) / nullif(consumables.reorder_threshold, 0)`)
        .orderBy('consumables.name')
        .limit(ITEMS_SHOWN)
        .execute()
    : [];
  return {
    studios: studios.map((r) => ({ studioId: Number(r.studio_id), studioName: r.name, below: Number(r.below), held: Number(r.held) })),
    items: items.map((r) => ({ stockId: Number(r.id), consumableId: Number(r.consumable_id), consumableName: r.name, quantity: Number(r.quantity), reorderThreshold: Number(r.reorder_threshold) })),
  };
};
