import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Waste must be picked up within two days of the service finishing. */
export const WASTE_PICKUP_MS = 2 * 86_400_000;

/**
 * The medical-waste task of an order whose waste-producing service finished (the machine's
 * `createWasteTask` effect). One per order: an order finishing again after a complaint keeps
 * the task it has.
 */
export async function createWasteTaskFor(trx: Transaction<Database>, order: { id: number; studio_id: number }, now: number): Promise<void> {
  const existing = await trx.selectFrom('medical_waste_tasks').select('id').where('order_id', '=', order.id).executeTakeFirst();
  if (existing) return;
  await trx
    .insertInto('medical_waste_tasks')
    .values({ order_id: order.id, studio_id: order.studio_id, status: 0, due_at: now + WASTE_PICKUP_MS, created_at: now, updated_at: now })
    .execute();
}
