import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { AuditOrigin } from '../audit/audit-log';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import type { AuditWriter } from '../http/handler-types';
import { num } from './inventory-access';
import { packLines } from './pack-rows';
import { lockBalances, postMovement } from './stock-ledger';

/** One line of a service's pack as it was consumed: what the pack asks, what the shelf gave. */
export interface ConsumedLine {
  consumableId: number;
  wanted: number;
  taken: number;
  short: number;
}

/**
 * Automatic consumption when an order finishes (the first time: a complaint resolved back to
 * finished does not consume again): its service's consumable pack leaves the order's studio as
 * `consumption` movements naming the order and its nurse, in the finishing transaction. The
 * visit has happened, so a short shelf never refuses the finish and never goes below zero: each
 * line takes what is on hand, and the shortfall is recorded on the movement's reason and in the
 * audit row (`stock.consume`), where the stocktake and the low-stock queue pick it up.
 */
export async function consumeOrderPack(trx: Transaction<Database>, dialect: DialectName, orderId: number, actorId: number | null, now: number, audit: AuditWriter): Promise<ConsumedLine[]> {
  const order = await trx
    .selectFrom('orders as o')
    .innerJoin('services as s', 's.id', 'o.service_id')
    .select(['o.studio_id', 'o.nurse_id', 'o.order_no', 's.consumable_pack_id'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.consumable_pack_id === null) return [];
  const pack = await packLines(trx, num(order.consumable_pack_id));
  if (!pack || !pack.lines.length) return [];
  const studioId = num(order.studio_id);
  const origin: AuditOrigin = { actorId, channel: 'system', address: '' };
  const consumed: ConsumedLine[] = [];
  // PostgreSQL: the balances are held until commit; SQLite: this transaction already writes (the order's claim), so no other writer runs.
  await lockBalances(trx, dialect, pack.lines.map((l) => ({ studioId, consumableId: l.consumableId })), now);
  for (const line of pack.lines) {
    const balance = await trx.selectFrom('stock_balances').select('quantity').where('studio_id', '=', studioId).where('consumable_id', '=', line.consumableId).executeTakeFirst();
    const onHand = num(balance?.quantity ?? 0);
    const taken = Math.min(onHand, line.quantity);
    const short = line.quantity - taken;
    consumed.push({ consumableId: line.consumableId, wanted: line.quantity, taken, short });
    if (taken === 0) continue;
    const reason = short ? t('inventory.server.consumedShort', { orderNo: order.order_no, short }) : t('inventory.server.consumed', { orderNo: order.order_no });
    const movement = await postMovement(trx, origin, { studioId, consumableId: line.consumableId, kind: 'consumption', change: -taken, nurseId: order.nurse_id, orderId, reason }, now);
    await audit({ action: 'stock.consume', entity: 'stock_movement', entityId: movement.id, after: { ...movement, wanted: line.quantity, short } });
  }
  const missing = consumed.filter((c) => c.taken === 0);
  if (missing.length) await audit({ action: 'stock.consume', entity: 'order', entityId: orderId, after: { studioId, packId: num(order.consumable_pack_id), short: missing } });
  return consumed;
}
