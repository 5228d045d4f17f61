import { sql, type Kysely, type SqlBool, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { inStations } from '../list/station-scope';
import { callerPermissions } from './order-access';

/**
 * getOrderQueueCounts (any signed-in user): what waits in the orders area for the Home board,
 * within the caller's stations; null for a queue whose action the caller does not hold.
 */

async function count(db: Kysely<Database>, table: 'orders' | 'price_change_requests' | 'medical_waste_tasks', where: RawBuilder<SqlBool>[]): Promise<number> {
  let query = db.selectFrom(table).select(sql<number>`count(*)`.as('n'));
  for (const w of where) query = query.where(w);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const getOrderQueueCounts: Handler<'getOrderQueueCounts'> = async (ctx) => {
  const [stations, permissions] = await Promise.all([ctx.signedIn().stationIds(), callerPermissions(ctx)]);
  const reviews = permissions.has('orderList.review');
  const now = Date.now();
  const [organisationReview, customerServiceReview, priceChangesPending, wasteOverdue] = await Promise.all([
    reviews ? count(ctx.db, 'orders', [inStations('orders.studio_id', stations), sql<SqlBool>`status = -2`]) : null,
    reviews ? count(ctx.db, 'orders', [inStations('orders.studio_id', stations), sql<SqlBool>`status = -1`]) : null,
    permissions.has('orderAlterPrice.review') ? count(ctx.db, 'price_change_requests', [inStations('price_change_requests.studio_id', stations), sql<SqlBool>`status = 2`]) : null,
    permissions.has('medicalWaste.handle') ? count(ctx.db, 'medical_waste_tasks', [inStations('medical_waste_tasks.studio_id', stations), sql<SqlBool>`status = 0 and due_at < ${now}`]) : null,
  ]);
  return { organisationReview, customerServiceReview, priceChangesPending, wasteOverdue };
};
