import { EXPIRING_BATCHES_MAX } from '@careops/core/contract';
import type { Handler } from '../http/handler-types';
import { inStations } from '../list/station-scope';
import { num } from './inventory-access';

const DAY = 86_400_000;

/**
 * Batches expiring within `days` (already expired ones first): receipts with an expiry at
 * studios of the caller that still hold some of the consumable. Stock is kept per consumable,
 * not per batch, so each row shows what the receipt brought and what the studio holds now.
 */
export const getExpiringBatches: Handler<'getExpiringBatches'> = async (ctx) => {
  const { studioId, days } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  let query = ctx.db
    .selectFrom('stock_movements as m')
    .innerJoin('stock_balances as b', (j) => j.onRef('b.studio_id', '=', 'm.studio_id').onRef('b.consumable_id', '=', 'm.consumable_id'))
    .innerJoin('consumables as c', 'c.id', 'm.consumable_id')
    .innerJoin('studios as s', 's.id', 'm.studio_id')
    .select(['m.id', 'm.studio_id', 's.name as studio_name', 'm.consumable_id', 'c.name', 'c.unit', 'm.batch', 'm.supplier', 'm.expires_at', 'm.quantity', 'b.quantity as on_hand'])
    .where('m.kind', '=', 'receipt')
    .where('m.expires_at', 'is not', null)
    .where('m.expires_at', '<=', now + days * DAY)
    .where('b.quantity', '>', 0)
    .where(inStations('m.studio_id', stations));
  if (studioId !== undefined) query = query.where('m.studio_id', '=', studioId);
  const rows = await query.orderBy('m.expires_at').orderBy('m.id').limit(EXPIRING_BATCHES_MAX).execute();
  return {
    days,
    list: rows.map((r) => ({
      movementId: num(r.id), studioId: num(r.studio_id), studioName: r.studio_name, consumableId: num(r.consumable_id), consumableName: r.name, unit: r.unit,
      batch: r.batch, supplier: r.supplier, expiresAt: num(r.expires_at), daysLeft: Math.ceil((num(r.expires_at) - now) / DAY) || 0, received: num(r.quantity), onHand: num(r.on_hand), expired: num(r.expires_at) <= now,
    })),
  };
};
