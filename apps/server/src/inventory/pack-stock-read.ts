import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { containsText } from '../list/text-match';
import { notFoundOf, num } from './inventory-access';
import { loadPackSummaries } from './pack-rows';
import { assertStudioInScope } from './stock-scope';

/**
 * getPackStockList: each pack with how many whole packs one studio's stock makes up (the
 * smallest on hand ÷ quantity over its lines) and the consumable that limits it.
 */
export const getPackStockList: Handler<'getPackStockList'> = async (ctx) => {
  const { name } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const fallback = stations === null
    ? await ctx.db.selectFrom('studios').select('id').orderBy('id').executeTakeFirst()
    : stations.length ? { id: Math.min(...stations) } : undefined;
  const studioId = ctx.body.studioId ?? (fallback ? num(fallback.id) : undefined);
  if (studioId === undefined) throw notFoundOf('studio');
  const studioName = await assertStudioInScope(ctx.db, 'studioId', studioId, stations);
  let from = ctx.db.selectFrom('consumable_packs');
  if (name) from = from.where(containsText('consumable_packs.name', name, ctx.services.dialect));
  const { ids, ...page } = await listWindow({ ...ctx.body, from, idColumn: 'consumable_packs.id', sortColumns: { id: 'consumable_packs.id', name: 'consumable_packs.name' } });
  const packs = await loadPackSummaries(ctx.db, ids);
  const consumableIds = [...new Set(packs.flatMap((p) => p.lines.map((l) => l.consumableId)))];
  const balances = consumableIds.length
    ? await ctx.db.selectFrom('stock_balances').select(['consumable_id', 'quantity']).where('studio_id', '=', studioId).where('consumable_id', 'in', consumableIds).execute()
    : [];
  const onHand = new Map(balances.map((b) => [num(b.consumable_id), num(b.quantity)]));
  return {
    ...page,
    list: packs.map((p) => {
      let available = p.lines.length ? Number.POSITIVE_INFINITY : 0;
      let limitedBy = '';
      for (const line of p.lines) {
        const whole = Math.floor((onHand.get(line.consumableId) ?? 0) / line.quantity);
        if (whole < available) {
          available = whole;
          limitedBy = line.consumableName;
        }
      }
      return { id: p.id, name: p.name, studioId, studioName, available, limitedBy, costCents: p.costCents, enabled: p.enabled };
    }),
  };
};
