import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { num } from './inventory-access';

/** Who hears that a studio runs low: staff who may receive stock there (else anyone who may, anywhere). */
const RECEIVES = 'consumablesList.receive';

async function receivers(trx: Transaction<Database>, studioId: number): Promise<number[]> {
  const base = trx
    .selectFrom('system_users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .innerJoin('permission_nodes as p', 'p.id', 'rp.node_id')
    .select('u.id')
    .distinct()
    .where('p.code', '=', RECEIVES)
    .where('u.status', '=', 1);
  const bound = await base.where((eb) => eb.exists(eb.selectFrom('user_stations as us').select('us.user_id').whereRef('us.user_id', '=', 'u.id').where('us.studio_id', '=', studioId))).execute();
  return (bound.length ? bound : await base.execute()).map((r) => num(r.id));
}

/**
 * A message-center notification when a take brings a studio's stock of a consumable below its
 * reorder threshold (only the take that crosses it: stock already low does not repeat it), in
 * the posting's transaction; the Home board's low-stock queue counts every such balance.
 */
export async function notifyLowStock(
  trx: Transaction<Database>,
  take: { studioId: number; consumableId: number; before: number; after: number },
  item: { name: string; unit: string; threshold: number },
  now: number,
): Promise<void> {
  if (item.threshold <= 0 || take.before < item.threshold || take.after >= item.threshold) return;
  const [studio, balance] = await Promise.all([
    trx.selectFrom('studios').select('name').where('id', '=', take.studioId).executeTakeFirst(),
    trx.selectFrom('stock_balances').select('id').where('studio_id', '=', take.studioId).where('consumable_id', '=', take.consumableId).executeTakeFirst(),
  ]);
  const title = t('inventory.server.lowStockTitle', { name: item.name, studio: studio?.name ?? '' });
  const body = t('inventory.server.lowStockBody', { onHand: take.after, unit: item.unit, threshold: item.threshold });
  const link = balance ? `/consumables/consumables-list?id=${num(balance.id)}` : '/consumables/consumables-list?belowThreshold=1';
  for (const userId of await receivers(trx, take.studioId)) {
    await trx.insertInto('staff_messages').values({ user_id: userId, kind: 'lowStock', title, body, link, read_at: null, created_at: now, updated_at: now }).execute();
  }
}
