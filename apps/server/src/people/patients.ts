import type { PatientDetail } from '@careops/core/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { runHotList } from './hot-list';
import { patientListPlan, patientSummaryOf, type PatientRow } from './patient-list-sql';
import { notFoundOf, num } from './people-access';

/** getPatientList: patients (platform-wide), ID numbers and phones masked. */
export const getPatientList: Handler<'getPatientList'> = async (ctx) => {
  const b = ctx.body;
  const page = await runHotList<PatientRow>(ctx, patientListPlan(b, ctx.services.dialect), b);
  return { list: page.shown.map(patientSummaryOf), total: page.total, page: page.page, limit: page.limit, nextCursor: page.nextCursor };
};

/** One patient with health notes and recent orders (masked); 102 when there is none. */
export async function loadPatientDetail(db: Kysely<Database>, id: number): Promise<PatientDetail> {
  const row = await db
    .selectFrom('patients as pt')
    .innerJoin('members as m', 'm.id', 'pt.member_id')
    .selectAll('pt')
    .select(['m.nickname as member_nickname', 'm.phone as member_phone'])
    .where('pt.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFoundOf('patient');
  const [orders, counted] = await Promise.all([
    db
      .selectFrom('orders as o')
      .leftJoin('services as s', 's.id', 'o.service_id')
      .leftJoin('packages as k', 'k.id', 'o.package_id')
      .select(['o.id', 'o.order_no', 'o.status', 'o.appointment_at', 's.name as service_name', 'k.name as package_name'])
      .where('o.patient_id', '=', id)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(10)
      .execute(),
    db.selectFrom('orders').select(sql<number>`count(*)`.as('n')).where('patient_id', '=', id).executeTakeFirst(),
  ]);
  return {
    ...patientSummaryOf({ ...row, sort_value: 0 }),
    healthNotes: row.health_notes,
    orderCount: num(counted?.n),
    recentOrders: orders.map((o) => ({ id: num(o.id), orderNo: o.order_no, status: num(o.status), itemName: o.service_name ?? o.package_name ?? '', appointmentAt: num(o.appointment_at) })),
  };
}

/** getPatient: one patient (platform-wide). */
export const getPatient: Handler<'getPatient'> = async (ctx) => loadPatientDetail(ctx.db, ctx.body.patientId);
