import type { OrderSummary } from '@careops/core/contract';
import { staffOrderEvents, type OrderEventType } from '@careops/core/machines';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { maskPhone } from '../list/masking';

/**
 * An order as lists and transition answers show it: one SELECT list and one set of joins
 * (alias `o` for orders) shared by the list's hot statement and the loads by id, and one
 * mapping to the contract's summary.
 */
export const ORDER_ROW_COLUMNS = `o.id, o.order_no, o.status, o.member_id, m.phone as member_phone, m.nickname as member_nickname,
 o.patient_id, pa.name as patient_name, o.service_id, sv.name as service_name, o.package_id, pk.name as package_name,
 o.studio_id, st.name as studio_name, o.nurse_id, n.name as nurse_name, o.appointment_at, o.amount_cents, o.paid_cents,
 o.refunded_cents, o.booking, o.created_at, o.version`;

export const ORDER_ROW_JOINS = `join members m on m.id = o.member_id
 join patients pa on pa.id = o.patient_id
 left join services sv on sv.id = o.service_id
 left join packages pk on pk.id = o.package_id
 join studios st on st.id = o.studio_id
 left join nurses n on n.id = o.nurse_id`;

export interface OrderRow {
  id: number;
  order_no: string;
  status: number;
  member_id: number;
  member_phone: string;
  member_nickname: string;
  patient_id: number;
  patient_name: string;
  service_id: number | null;
  service_name: string | null;
  package_id: number | null;
  package_name: string | null;
  studio_id: number;
  studio_name: string;
  nurse_id: number | null;
  nurse_name: string | null;
  appointment_at: number | string;
  amount_cents: number | string;
  paid_cents: number | string;
  refunded_cents: number | string;
  booking: number;
  created_at: number | string;
  version: number;
}

/** Staff events per (status, paid), computed once per request rather than once per row. */
export function allowedEventsFor(permissions: ReadonlySet<string>) {
  const memo = new Map<string, OrderEventType[]>();
  return (status: number, paid: boolean): OrderEventType[] => {
    const key = `${status}:${paid}`;
    let events = memo.get(key);
    if (!events) {
      events = staffOrderEvents(status, permissions, { paid });
      memo.set(key, events);
    }
    return events;
  };
}

const ref = (id: number | null, name: string | null) => (id === null || id === undefined ? null : { id: Number(id), name: name ?? '' });

/** The summary of a row (member phone masked); `events` answers the staff events allowed. */
export function orderSummaryOf(row: OrderRow, events: (status: number, paid: boolean) => OrderEventType[]): OrderSummary {
  const paid = Number(row.paid_cents) > Number(row.refunded_cents);
  return {
    id: Number(row.id),
    orderNo: row.order_no,
    status: Number(row.status),
    member: { id: Number(row.member_id), phone: maskPhone(row.member_phone), nickname: row.member_nickname },
    patient: { id: Number(row.patient_id), name: row.patient_name },
    service: ref(row.service_id, row.service_name),
    package: ref(row.package_id, row.package_name),
    itemName: row.service_name ?? row.package_name ?? '',
    studio: { id: Number(row.studio_id), name: row.studio_name },
    nurse: ref(row.nurse_id, row.nurse_name),
    appointmentAt: Number(row.appointment_at),
    amountCents: Number(row.amount_cents),
    paidCents: Number(row.paid_cents),
    refundedCents: Number(row.refunded_cents),
    booking: Number(row.booking),
    createdAt: Number(row.created_at),
    version: Number(row.version),
    allowedEvents: events(Number(row.status), paid),
  };
}

/** The rows of `ids` (in that order), read with `db` (a transaction sees its own changes). */
export async function loadOrderRows(db: Kysely<Database>, ids: number[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  const result = await sql<OrderRow>`select ${sql.raw(ORDER_ROW_COLUMNS)} from orders o ${sql.raw(ORDER_ROW_JOINS)} where o.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(result.rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The summary of one order as `permissions` see it; undefined when it does not exist. */
export async function loadOrderSummary(db: Kysely<Database>, id: number, permissions: ReadonlySet<string>): Promise<OrderSummary | undefined> {
  const [row] = await loadOrderRows(db, [id]);
  return row ? orderSummaryOf(row, allowedEventsFor(permissions)) : undefined;
}
