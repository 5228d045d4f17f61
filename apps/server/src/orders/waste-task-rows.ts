import type { WasteTask } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { photosOf } from './order-records';

/** Medical-waste tasks as the contract shows them, loaded by id or by order. */

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('medical_waste_tasks as w')
    .innerJoin('orders as o', 'o.id', 'w.order_id')
    .innerJoin('studios as s', 's.id', 'w.studio_id')
    .leftJoin('services as sv', 'sv.id', 'o.service_id')
    .leftJoin('system_users as cu', 'cu.id', 'w.collected_by')
    .leftJoin('system_users as du', 'du.id', 'w.disposed_by')
    .select([
      'w.id', 'w.order_id', 'o.order_no', 'w.studio_id', 's.name as studio_name', 'sv.name as service_name', 'w.status', 'w.due_at',
      'w.collected_at', 'w.weight_grams', 'w.photos', 'w.collector_name', 'cu.id as collected_by_id', 'cu.name as collected_by_name',
      'w.disposed_at', 'w.disposal_ref', 'du.id as disposed_by_id', 'du.name as disposed_by_name', 'w.created_at', 'w.version',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

const num = (v: number | string | null) => (v === null ? null : Number(v));
const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function taskOf(r: Row, now: number): WasteTask {
  return {
    id: r.id,
    order: { id: r.order_id, orderNo: r.order_no },
    studio: { id: r.studio_id, name: r.studio_name },
    serviceName: r.service_name ?? '',
    status: Number(r.status),
    dueAt: Number(r.due_at),
    overdue: Number(r.status) === 0 && Number(r.due_at) < now,
    collectedAt: num(r.collected_at),
    weightGrams: num(r.weight_grams),
    photos: photosOf(r.photos),
    collectorName: r.collector_name,
    collectedBy: ref(r.collected_by_id, r.collected_by_name),
    disposedAt: num(r.disposed_at),
    disposalRef: r.disposal_ref,
    disposedBy: ref(r.disposed_by_id, r.disposed_by_name),
    createdAt: Number(r.created_at),
    version: Number(r.version),
  };
}

/** The tasks of `ids`, in that order. */
export async function loadWasteTasks(db: Kysely<Database>, ids: number[], now = Date.now()): Promise<WasteTask[]> {
  if (!ids.length) return [];
  const rows = await baseQuery(db).where('w.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [taskOf(row, now)] : [];
  });
}

/** The task of an order, or null. */
export async function loadWasteTaskOfOrder(db: Kysely<Database>, orderId: number, now = Date.now()): Promise<WasteTask | null> {
  const row = await baseQuery(db).where('w.order_id', '=', orderId).executeTakeFirst();
  return row ? taskOf(row, now) : null;
}
