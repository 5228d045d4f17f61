import type { OrderDetail } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { maskIdNumber, maskPhone } from '../list/masking';
import { assertOrderVisible, callerPermissions, orderNotFound } from './order-access';
import { couponView, loadMemberCoupon } from './order-coupon';
import { loadServiceSteps } from './order-records';
import { allowedEventsFor, loadOrderRows, orderSummaryOf } from './order-rows';
import { loadPriceChangesOfOrder } from './price-change-rows';
import { loadWasteTaskOfOrder } from './waste-task-rows';
import { loadOrderAgreement } from '../catalogue/agreement-consent';

/**
 * getOrder (/order/service-order-detail/{id}): the order with everything that hangs off it.
 * Phones and ID numbers masked (revealOrderField shows them, audited); `allowedEvents` are the
 * staff events the machine allows now and the caller may send.
 */

const num = (v: number | string | null) => (v === null ? null : Number(v));

function parseData(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function loadExtras(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .innerJoin('patients as pa', 'pa.id', 'o.patient_id')
    .leftJoin('services as sv', 'sv.id', 'o.service_id')
    .leftJoin('nurses as n', 'n.id', 'o.nurse_id')
    .leftJoin('system_users as cu', 'cu.id', 'o.created_by')
    .select([
      'm.real_name', 'pa.relationship', 'pa.gender', 'pa.birth_date', 'pa.id_type', 'pa.id_number', 'pa.phone as patient_phone', 'pa.health_notes',
      'sv.required_title', 'sv.duration_minutes', 'sv.produces_waste', 'n.phone as nurse_phone', 'n.title as nurse_title',
      'o.region', 'o.address', 'o.list_price_cents', 'o.discount_cents', 'o.remark', 'o.deadline_at', 'o.paid_at', 'o.accepted_at', 'o.started_at',
      'o.service_ended_at', 'o.finished_at', 'o.cancelled_at', 'o.cancel_reason', 'o.updated_at', 'o.member_coupon_id', 'cu.id as created_by_id', 'cu.name as created_by_name',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

async function loadTimeline(db: Kysely<Database>, orderId: number) {
  const rows = await db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('at').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, at: Number(r.at), event: r.event, fromStatus: num(r.from_status), toStatus: Number(r.to_status), actorKind: r.actor_kind, actorName: r.actor_name, reason: r.reason, data: parseData(r.data) }));
}

async function loadPayments(db: Kysely<Database>, orderId: number) {
  const rows = await db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, method: r.method, amountCents: Number(r.amount_cents), status: r.status, reference: r.reference, reason: r.reason, createdAt: Number(r.created_at) }));
}

async function loadFollowUps(db: Kysely<Database>, orderId: number) {
  const rows = await db
    .selectFrom('order_follow_ups as f')
    .innerJoin('follow_up_questions as q', 'q.id', 'f.question_id')
    .select(['f.question_id', 'q.type', 'q.question', 'f.answer', 'f.at'])
    .where('f.order_id', '=', orderId)
    .orderBy('q.sort')
    .orderBy('f.id')
    .execute();
  return rows.map((r) => ({ questionId: r.question_id, type: r.type, question: r.question, answer: r.answer, at: Number(r.at) }));
}

async function loadComplaints(db: Kysely<Database>, orderId: number) {
  const rows = await db
    .selectFrom('order_complaints as c')
    .leftJoin('system_users as ru', 'ru.id', 'c.raised_by')
    .leftJoin('system_users as su', 'su.id', 'c.resolved_by')
    .select(['c.id', 'c.content', 'c.status', 'c.from_status', 'ru.id as raised_id', 'ru.name as raised_name', 'c.resolution', 'su.id as resolved_id', 'su.name as resolved_name', 'c.resolved_at', 'c.created_at'])
    .where('c.order_id', '=', orderId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    status: r.status,
    fromStatus: Number(r.from_status),
    raisedBy: r.raised_id === null ? null : { id: r.raised_id, name: r.raised_name ?? '' },
    resolution: r.resolution,
    resolvedBy: r.resolved_id === null ? null : { id: r.resolved_id, name: r.resolved_name ?? '' },
    resolvedAt: num(r.resolved_at),
    createdAt: Number(r.created_at),
  }));
}

/** One order in full as a holder of `permissions` sees it. */
export async function loadOrderDetail(db: Kysely<Database>, orderId: number, permissions: ReadonlySet<string>): Promise<OrderDetail> {
  const [[row], extra, timeline, payments, steps, followUps, complaints, wasteTask, priceChanges, notes] = await Promise.all([
    loadOrderRows(db, [orderId]),
    loadExtras(db, orderId),
    loadTimeline(db, orderId),
    loadPayments(db, orderId),
    loadServiceSteps(db, orderId),
    loadFollowUps(db, orderId),
    loadComplaints(db, orderId),
    loadWasteTaskOfOrder(db, orderId),
    loadPriceChangesOfOrder(db, orderId),
    db.selectFrom('order_platform_notes').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', orderId).executeTakeFirst(),
  ]);
  if (!row || !extra) throw orderNotFound();
  const summary = orderSummaryOf(row, allowedEventsFor(permissions));
  const [coupon, agreement] = await Promise.all([loadMemberCoupon(db, extra.member_coupon_id), loadOrderAgreement(db, orderId)]);
  return {
    ...summary,
    member: { ...summary.member, realName: extra.real_name },
    patient: {
      id: summary.patient.id,
      name: summary.patient.name,
      relationship: extra.relationship,
      gender: extra.gender,
      birthDate: extra.birth_date,
      idType: extra.id_type,
      idNumber: maskIdNumber(extra.id_number),
      phone: maskPhone(extra.patient_phone),
      healthNotes: extra.health_notes,
    },
    service: summary.service && {
      id: summary.service.id,
      name: summary.service.name,
      requiredTitle: extra.required_title ?? '',
      durationMinutes: Number(extra.duration_minutes ?? 0),
      producesWaste: extra.produces_waste === 1,
    },
    nurse: summary.nurse && { id: summary.nurse.id, name: summary.nurse.name, phone: maskPhone(extra.nurse_phone ?? ''), title: extra.nurse_title ?? '' },
    region: extra.region,
    address: extra.address,
    listPriceCents: Number(extra.list_price_cents),
    discountCents: Number(extra.discount_cents),
    remark: extra.remark,
    deadlineAt: num(extra.deadline_at),
    paidAt: num(extra.paid_at),
    acceptedAt: num(extra.accepted_at),
    startedAt: num(extra.started_at),
    serviceEndedAt: num(extra.service_ended_at),
    finishedAt: num(extra.finished_at),
    cancelledAt: num(extra.cancelled_at),
    cancelReason: extra.cancel_reason,
    updatedAt: Number(extra.updated_at),
    createdBy: extra.created_by_id === null ? null : { id: extra.created_by_id, name: extra.created_by_name ?? '' },
    coupon: couponView(coupon),
    agreement,
    timeline,
    payments,
    steps,
    followUps,
    complaints,
    complaint: complaints.find((c) => c.status === 'open') ?? complaints[0] ?? null,
    wasteTask,
    priceChanges,
    noteCount: Number(notes?.n ?? 0),
  };
}

/** getOrder: one order of the caller's stations. */
export const getOrder: Handler<'getOrder'> = async (ctx) => {
  await assertOrderVisible(ctx.db, ctx.body.orderId, await ctx.signedIn().stationIds());
  return loadOrderDetail(ctx.db, ctx.body.orderId, await callerPermissions(ctx));
};
