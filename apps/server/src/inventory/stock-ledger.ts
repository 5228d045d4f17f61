import { CareOpsError, type MovementKind, type StockMovement } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type Transaction } from 'kysely';
import type { AuditOrigin } from '../audit/audit-log';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { num, unknownField } from './inventory-access';
import { notifyLowStock } from './low-stock-notify';

/**
 * The stock ledger's one write: a movement row and the studio's balance changed by it, in the
 * caller's transaction. A take (negative change) is a guarded update, `quantity >= n`, so two
 * takes of the last units cannot both pass: on PostgreSQL the second waits on the row lock and
 * re-checks the committed quantity; on SQLite writers are serialised. The refused take names
 * the item and what is on hand.
 */

export interface MovementInput {
  studioId: number;
  consumableId: number;
  kind: MovementKind;
  /** Signed change of the studio's stock. */
  change: number;
  supplier?: string;
  batch?: string;
  expiresAt?: number | null;
  nurseId?: number | null;
  orderId?: number | null;
  otherStudioId?: number | null;
  reason?: string;
}

export async function postMovement(trx: Transaction<Database>, origin: AuditOrigin, m: MovementInput, now: number): Promise<StockMovement> {
  const item = await trx.selectFrom('consumables').select(['name', 'unit', 'reorder_threshold']).where('id', '=', m.consumableId).executeTakeFirst();
  if (!item) throw unknownField('consumableId', 'consumable');
  const balanceAfter = m.change >= 0 ? await add(trx, m, now) : await take(trx, m, item, now);
  if (m.change < 0) {
    await notifyLowStock(trx, { studioId: m.studioId, consumableId: m.consumableId, before: balanceAfter - m.change, after: balanceAfter }, { name: item.name, unit: item.unit, threshold: num(item.reorder_threshold) }, now);
  }
  const row = await trx
    .insertInto('stock_movements')
    .values({
      studio_id: m.studioId, consumable_id: m.consumableId, kind: m.kind, quantity: m.change, balance_after: balanceAfter,
      supplier: m.supplier ?? '', batch: m.batch ?? '', expires_at: m.expiresAt ?? null, nurse_id: m.nurseId ?? null, order_id: m.orderId ?? null,
      other_studio_id: m.otherStudioId ?? null, reason: m.reason ?? '', channel: origin.channel, created_by: origin.actorId, created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const studio = await trx.selectFrom('studios').select('name').where('id', '=', m.studioId).executeTakeFirst();
  return {
    id: num(row.id), studioId: m.studioId, studioName: studio?.name ?? '', consumableId: m.consumableId, consumableName: item.name, kind: m.kind,
    quantity: m.change, balanceAfter, supplier: m.supplier ?? '', batch: m.batch ?? '', expiresAt: m.expiresAt ?? null, nurseId: m.nurseId ?? null,
    orderId: m.orderId ?? null, otherStudioId: m.otherStudioId ?? null, reason: m.reason ?? '', channel: origin.channel, createdBy: origin.actorId, createdAt: now,
  };
}

/**
 * Locks the balances a posting of several lines will change, in one order (studio, then
 * consumable), before any of them changes: on PostgreSQL two postings touching the same rows in
 * different orders (a transfer each way, packs listing the same consumables) would otherwise
 * deadlock. A balance not there yet is created at zero, so it is locked too (the transaction
 * rolls it back with the rest when the posting is refused). SQLite serialises writers already.
 */
export async function lockBalances(trx: Transaction<Database>, dialect: DialectName, keys: Array<{ studioId: number; consumableId: number }>, now: number): Promise<void> {
  if (dialect !== 'postgres' || !keys.length) return;
  // An unknown consumable is left to postMovement, which refuses it naming the field.
  const known = new Set((await trx.selectFrom('consumables').select('id').where('id', 'in', keys.map((k) => k.consumableId)).execute()).map((r) => num(r.id)));
  const unique = [...new Map(keys.filter((k) => known.has(k.consumableId)).map((k) => [`${k.studioId}:${k.consumableId}`, k])).values()];
  unique.sort((a, b) => a.studioId - b.studioId || a.consumableId - b.consumableId);
  for (const k of unique) {
    await trx
      .insertInto('stock_balances')
      .values({ studio_id: k.studioId, consumable_id: k.consumableId, quantity: 0, updated_at: now })
      .onConflict((c) => c.columns(['studio_id', 'consumable_id']).doNothing())
      .execute();
    await trx.selectFrom('stock_balances').select('id').where('studio_id', '=', k.studioId).where('consumable_id', '=', k.consumableId).forUpdate().execute();
  }
}

async function add(trx: Transaction<Database>, m: MovementInput, now: number): Promise<number> {
  const row = await trx
    .insertInto('stock_balances')
    .values({ studio_id: m.studioId, consumable_id: m.consumableId, quantity: m.change, updated_at: now })
    .onConflict((c) => c.columns(['studio_id', 'consumable_id']).doUpdateSet({ quantity: sql`stock_balances.quantity + ${m.change}`, updated_at: now }))
    .returning('quantity')
    .executeTakeFirstOrThrow();
  return num(row.quantity);
}

async function take(trx: Transaction<Database>, m: MovementInput, item: { name: string; unit: string }, now: number): Promise<number> {
  const wanted = -m.change;
  const row = await trx
    .updateTable('stock_balances')
    .set({ quantity: sql`quantity - ${wanted}`, updated_at: now })
    .where('studio_id', '=', m.studioId)
    .where('consumable_id', '=', m.consumableId)
    .where('quantity', '>=', wanted)
    .returning('quantity')
    .executeTakeFirst();
  if (row) return num(row.quantity);
  const current = await trx.selectFrom('stock_balances').select('quantity').where('studio_id', '=', m.studioId).where('consumable_id', '=', m.consumableId).executeTakeFirst();
  const onHand = current ? num(current.quantity) : 0;
  throw new CareOpsError('invalidInput', t('inventory.server.notEnough', { name: item.name, onHand, unit: item.unit, wanted }), {
    field: 'quantity',
    details: { consumableId: m.consumableId, onHand, wanted },
  });
}
