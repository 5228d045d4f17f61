import type { PriceChange } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Price-change requests as the contract shows them, loaded by id or by order. */

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('price_change_requests as pc')
    .innerJoin('orders as o', 'o.id', 'pc.order_id')
    .innerJoin('studios as s', 's.id', 'pc.studio_id')
    .leftJoin('system_users as ru', 'ru.id', 'pc.requested_by')
    .leftJoin('system_users as du', 'du.id', 'pc.decided_by')
    .select([
      'pc.id', 'pc.order_id', 'o.order_no', 'o.status as order_status', 'pc.studio_id', 's.name as studio_name', 'pc.old_amount_cents',
      'pc.new_amount_cents', 'pc.reason', 'pc.status', 'ru.id as requested_by_id', 'ru.name as requested_by_name', 'du.id as decided_by_id',
      'du.name as decided_by_name', 'pc.decided_at', 'pc.decision_reason', 'pc.created_at', 'pc.version',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function requestOf(r: Row): PriceChange {
  return {
    id: r.id,
    order: { id: r.order_id, orderNo: r.order_no, status: Number(r.order_status) },
    studio: { id: r.studio_id, name: r.studio_name },
    oldAmountCents: Number(r.old_amount_cents),
    newAmountCents: Number(r.new_amount_cents),
    reason: r.reason,
    status: Number(r.status),
    requestedBy: ref(r.requested_by_id, r.requested_by_name),
    decidedBy: ref(r.decided_by_id, r.decided_by_name),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    decisionReason: r.decision_reason,
    createdAt: Number(r.created_at),
    version: Number(r.version),
  };
}

/** The requests of `ids`, in that order. */
export async function loadPriceChanges(db: Kysely<Database>, ids: number[]): Promise<PriceChange[]> {
  if (!ids.length) return [];
  const rows = await baseQuery(db).where('pc.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [requestOf(row)] : [];
  });
}

/** An order's requests, newest first. */
export async function loadPriceChangesOfOrder(db: Kysely<Database>, orderId: number): Promise<PriceChange[]> {
  const rows = await baseQuery(db).where('pc.order_id', '=', orderId).orderBy('pc.created_at', 'desc').orderBy('pc.id', 'desc').execute();
  return rows.map(requestOf);
}
