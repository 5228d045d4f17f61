import { OrderStatus } from '@careops/core/enums';
import type { Prng } from '../prng';
import type { BulkWriter, TableShape } from './bulk-writer';
import type { ScaleLedger } from './scale-ledger';
import { CHUNK, firstPatientOf, type ScalePeople } from './scale-people';
import { ACTIVE_SPAN_DAYS, DAY, HOUR, MEMBER_SPAN_DAYS, ORDER_SPAN_DAYS, type ScalePlan } from './scale-plan';

/**
 * The orders of the scale data set, in the order they were created (ids ascend with
 * created_at), each with its timeline (the creation and the event that put it in its current
 * status), its payment and refund (rows and journal transactions), and the medical-waste task
 * of a finished waste-producing service. The newest `plan.activeOrders` are spread over the machine's waiting and working
 * states; the rest are finished, cancelled, expired or (rarely) still in complaint.
 * Deadlines of orders waiting for payment or acceptance lie two days after the anchor, so the
 * server's scheduler does not expire them the moment it starts.
 */
const MINUTE = 60_000;
const S = OrderStatus;

const shapes = {
  orders: {
    name: 'orders',
    columns: [
      ['id', 'int4'], ['order_no', 'text'], ['member_id', 'int4'], ['patient_id', 'int4'], ['service_id', 'int4'], ['package_id', 'int4'], ['studio_id', 'int4'], ['nurse_id', 'int4'],
      ['status', 'int4'], ['booking', 'int4'], ['region', 'text'], ['address', 'text'], ['appointment_at', 'int8'], ['list_price_cents', 'int8'], ['discount_cents', 'int8'], ['amount_cents', 'int8'],
      ['paid_cents', 'int8'], ['refunded_cents', 'int8'], ['deadline_at', 'int8'], ['paid_at', 'int8'], ['accepted_at', 'int8'], ['started_at', 'int8'], ['service_ended_at', 'int8'], ['finished_at', 'int8'],
      ['cancelled_at', 'int8'], ['cancel_reason', 'text'], ['created_at', 'int8'], ['updated_at', 'int8'],
    ],
  },
  events: { name: 'order_events', columns: [['order_id', 'int4'], ['at', 'int8'], ['event', 'text'], ['from_status', 'int4'], ['to_status', 'int4'], ['actor_kind', 'text'], ['actor_id', 'int4'], ['actor_name', 'text'], ['reason', 'text']] },
  payments: { name: 'order_payments', columns: [['order_id', 'int4'], ['kind', 'text'], ['method', 'text'], ['amount_cents', 'int8'], ['status', 'text'], ['reference', 'text'], ['reason', 'text'], ['created_at', 'int8'], ['updated_at', 'int8']] },
  waste: {
    name: 'medical_waste_tasks',
    columns: [['order_id', 'int4'], ['studio_id', 'int4'], ['status', 'int4'], ['due_at', 'int8'], ['collected_at', 'int8'], ['weight_grams', 'int4'], ['collector_name', 'text'], ['disposed_at', 'int8'], ['disposal_ref', 'text'], ['created_at', 'int8'], ['updated_at', 'int8']],
  },
} satisfies Record<string, TableShape>;

/** [status, cumulative share] of the active (newest) and the settled orders. */
const activeMix: Array<[number, number]> = [[S.pendingOrganisationReview, 0.12], [S.pendingCustomerServiceReview, 0.24], [S.pendingPayment, 0.34], [S.pendingAcceptance, 0.44], [S.accepted, 0.58], [S.inProgress, 0.66], [S.pendingReview, 0.8], [S.finished, 0.86], [S.cancelled, 0.94], [S.inComplaint, 0.96], [S.expired, 1]];
const settledMix: Array<[number, number]> = [[S.finished, 0.815], [S.cancelled, 0.925], [S.expired, 0.995], [S.inComplaint, 1]];
const cancelReasons = ['The member changed the appointment', 'Patient admitted to hospital', 'Duplicate order', 'No nurse available at that time', 'Address outside the service area'];
const rejectReasons = ['The patient needs a doctor first', 'Prescription missing', 'Service not suitable for the condition'];
const methods = ['wechat', 'alipay', 'ecoin', 'card'];
const cancellable = [S.pendingOrganisationReview, S.pendingCustomerServiceReview, S.pendingPayment, S.pendingAcceptance, S.accepted];
const expirable = [S.pendingPayment, S.pendingAcceptance];

const draw = (rng: Prng, mix: Array<[number, number]>) => {
  const roll = rng.next();
  return (mix.find(([, upTo]) => roll < upTo) ?? mix[mix.length - 1] ?? [S.finished])[0];
};

/** An order number: S, the creation day (UTC) and a running number. */
export const scaleOrderNo = (createdAt: number, index: number) => `S${new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '')}${String(index + 1).padStart(7, '0')}`;

export interface ScaleOrderTotals {
  orders: number;
  events: number;
  payments: number;
  wasteTasks: number;
}

/** Inserts the orders chunk by chunk; `progress(done, total)` after each. */
export async function seedScaleOrders(
  writer: BulkWriter,
  plan: ScalePlan,
  rng: Prng,
  people: ScalePeople,
  staff: { id: number; name: string },
  ledger: ScaleLedger,
  progress: (done: number, total: number) => void,
): Promise<ScaleOrderTotals> {
  const { anchor } = plan;
  const [maxRow] = await writer.query('select coalesce(max(id), 0) as id from orders');
  const orderIdBase = Number(maxRow?.id ?? 0) + 1;
  const settled = plan.orders - plan.activeOrders;
  const settledStep = ((ORDER_SPAN_DAYS - ACTIVE_SPAN_DAYS) * DAY) / Math.max(1, settled);
  const activeStep = (ACTIVE_SPAN_DAYS * DAY - HOUR) / Math.max(1, plan.activeOrders);
  const memberSpanStart = anchor - MEMBER_SPAN_DAYS * DAY;
  const joinStep = people.memberJoinedAt(1) - people.memberJoinedAt(0) || 1;
  const totals: ScaleOrderTotals = { orders: 0, events: 0, payments: 0, wasteTasks: 0 };

  for (let start = 0; start < plan.orders; start += CHUNK) {
    const orders: unknown[][] = [];
    const events: unknown[][] = [];
    const payments: unknown[][] = [];
    const waste: unknown[][] = [];
    for (let i = start; i < Math.min(plan.orders, start + CHUNK); i++) {
      const id = orderIdBase + i;
      const active = i >= settled;
      const createdAt = active
        ? anchor - ACTIVE_SPAN_DAYS * DAY + Math.floor((i - settled) * activeStep + rng.next() * activeStep)
        : anchor - ORDER_SPAN_DAYS * DAY + Math.floor(i * settledStep + rng.next() * settledStep);
      const status = draw(rng, active ? activeMix : settledMix);
      // Someone who had joined an hour before.
      const joinedBefore = Math.min(plan.members - 1, Math.max(0, Math.floor((createdAt - HOUR - memberSpanStart) / joinStep)));
      const member = rng.int(0, joinedBefore);
      const memberId = people.memberIdBase + member;
      const memberName = people.memberNames[member] ?? '';
      const patient = firstPatientOf(member) + (member % 2 === 0 ? rng.int(0, 1) : 0);
      const studio = rng.chance(0.9) ? member % plan.studios : rng.int(0, plan.studios - 1);
      const studioId = people.studioIds[studio] ?? 0;
      const asPackage = people.packages.length > 0 && rng.chance(0.06);
      const service = asPackage ? undefined : rng.pick(people.services);
      const pack = asPackage ? rng.pick(people.packages) : undefined;
      const rank = service?.rank ?? 0;
      const fit = people.nursesFit[studio]?.[rank] ?? [];
      const nurseId = fit.length ? (fit[rng.int(0, fit.length - 1)] ?? null) : null;
      const listPrice = service?.priceCents ?? pack?.priceCents ?? 0;
      const discount = rng.chance(0.1) ? Math.min(listPrice - 100, rng.int(5, 30) * 100) : 0;
      const amount = listPrice - discount;
      const booking = rng.chance(0.3) ? 1 : 0;

      // How far it got: a cancelled or expired order got as far as the status it left; a
      // complaint is raised on a finished order.
      const fromStatus = status === S.cancelled ? rng.pick(cancellable) : status === S.expired ? rng.pick(expirable) : null;
      const progress = fromStatus ?? (status === S.inComplaint ? S.finished : status);
      const paid = progress >= S.pendingAcceptance;
      const withNurse = progress >= S.accepted;
      const rejected = status === S.cancelled && progress < S.pendingPayment && rng.chance(0.5);
      const cancelReason = status !== S.cancelled ? '' : rejected ? rng.pick(rejectReasons) : rng.pick(cancelReasons);

      // The moments it went through: settled orders at their own pace, active ones squeezed
      // into the time between their creation and the anchor. Steps: organisation review,
      // customer-service review, payment, acceptance, visit, end of the visit, finish.
      const steps: number[] = [];
      if (active) {
        const span = anchor - MINUTE - createdAt;
        for (let k = 0; k < 7; k++) steps.push(createdAt + Math.floor((span * (k + 0.1 + rng.next() * 0.8)) / 7));
      } else {
        const orgReviewed = createdAt + rng.int(5, 120) * MINUTE;
        const csReviewed = orgReviewed + rng.int(5, 120) * MINUTE;
        const paidAt = csReviewed + rng.int(1, 30) * MINUTE;
        const accepted = paidAt + rng.int(5, 240) * MINUTE;
        const visit = Math.ceil((accepted + rng.int(2, 36) * HOUR) / (30 * MINUTE)) * 30 * MINUTE;
        const ended = visit + rng.int(30, 90) * MINUTE;
        steps.push(orgReviewed, csReviewed, paidAt, accepted, visit, ended, ended + rng.int(1, 24) * HOUR);
      }
      const stepAt = (k: number) => steps[k] ?? createdAt;
      // An order waiting for its visit has it in the days after the anchor (on the hour or half hour).
      const appointmentAt = active && progress < S.inProgress
        ? Math.floor((anchor + rng.int(1, 6) * DAY) / DAY) * DAY + rng.int(0, 11) * HOUR + (rng.chance(0.5) ? 30 * MINUTE : 0)
        : stepAt(4);
      // The moment it entered each status, by status −2…5.
      const enteredAt = (s: number) => (s <= S.pendingOrganisationReview ? createdAt : stepAt(s + 1));
      const endedAt = fromStatus === null ? null : Math.min(active ? anchor - MINUTE : Number.MAX_SAFE_INTEGER, enteredAt(fromStatus) + rng.int(10, 600) * MINUTE);
      const lastAt = endedAt ?? enteredAt(Math.min(progress, S.finished));
      const deadlineAt = status === S.pendingPayment || status === S.pendingAcceptance ? anchor + 2 * DAY + rng.int(0, 23) * HOUR : null;
      const reachedAt = (s: number) => (progress >= s ? enteredAt(s) : null);

      const orderNo = scaleOrderNo(createdAt, i);
      orders.push([
        id, orderNo, memberId, people.patientIdBase + patient, service?.id ?? null, pack?.id ?? null, studioId, withNurse ? nurseId : null,
        status, booking, people.studioRegions[studio] ?? '', people.patientAddresses[patient] ?? '', appointmentAt, listPrice, discount, amount,
        paid ? amount : 0, paid && endedAt !== null ? amount : 0, deadlineAt, reachedAt(S.pendingAcceptance), reachedAt(S.accepted),
        reachedAt(S.inProgress), reachedAt(S.pendingReview), reachedAt(S.finished), endedAt, cancelReason, createdAt, lastAt,
      ]);
      events.push([id, createdAt, 'order.created', null, S.pendingOrganisationReview, 'member', memberId, memberName, '']);
      const nurseName = nurseId === null ? '' : (people.nurseNames.get(nurseId) ?? '');
      const last = currentEvent(status, fromStatus, rejected, { memberId, memberName, nurseId, nurseName, staff, cancelReason });
      if (last) events.push([id, lastAt, last.event, last.from, status, last.kind, last.actorId, last.actorName, last.reason]);
      if (paid) {
        const paidAt = enteredAt(S.pendingAcceptance);
        const method = rng.pick(methods);
        payments.push([id, 'payment', method, amount, 'succeeded', `PAY${id}`, '', paidAt, paidAt]);
        ledger.payment({ id, orderNo, memberId, method, amountCents: amount, at: paidAt });
        // A refund goes back the way the payment came (as the server's refunds do).
        if (endedAt !== null) {
          payments.push([id, 'refund', method, amount, 'succeeded', `REF${id}`, cancelReason || 'expired', endedAt, endedAt]);
          ledger.refund({ id, orderNo, memberId, method, amountCents: amount, at: endedAt });
        }
      }
      if (status === S.finished && service?.producesWaste) {
        const finishedAt = enteredAt(S.finished);
        const age = anchor - finishedAt;
        const taskStatus = age > 7 * DAY ? 2 : age > DAY ? 1 : 0;
        const collectedAt = taskStatus >= 1 ? finishedAt + rng.int(2, 20) * HOUR : null;
        const disposedAt = taskStatus === 2 && collectedAt !== null ? collectedAt + rng.int(1, 3) * DAY : null;
        waste.push([id, studioId, taskStatus, finishedAt + 2 * DAY, collectedAt, collectedAt === null ? null : rng.int(20, 600), collectedAt === null ? '' : nurseName, disposedAt, disposedAt === null ? '' : `DSP${id}`, finishedAt, disposedAt ?? collectedAt ?? finishedAt]);
      }
    }
    await writer.insert(shapes.orders, orders);
    await writer.insert(shapes.events, events);
    await writer.insert(shapes.payments, payments);
    await ledger.flush();
    if (waste.length) await writer.insert(shapes.waste, waste);
    totals.orders += orders.length;
    totals.events += events.length;
    totals.payments += payments.length;
    totals.wasteTasks += waste.length;
    progress(totals.orders, plan.orders);
  }
  return totals;
}

interface Actors {
  memberId: number;
  memberName: string;
  nurseId: number | null;
  nurseName: string;
  staff: { id: number; name: string };
  cancelReason: string;
}

/** The timeline event that put the order in its current status (none for a new order). */
function currentEvent(status: number, from: number | null, rejected: boolean, a: Actors): { event: string; from: number; kind: string; actorId: number | null; actorName: string; reason: string } | null {
  const staff = { kind: 'staff', actorId: a.staff.id, actorName: a.staff.name, reason: '' };
  const member = { kind: 'member', actorId: a.memberId, actorName: a.memberName, reason: '' };
  const nurse = { kind: 'nurse', actorId: a.nurseId, actorName: a.nurseName, reason: '' };
  const system = { kind: 'system', actorId: null, actorName: 'system', reason: '' };
  switch (status) {
    case S.pendingCustomerServiceReview:
      return { event: 'order.approve', from: S.pendingOrganisationReview, ...staff };
    case S.pendingPayment:
      return { event: 'order.approve', from: S.pendingCustomerServiceReview, ...staff };
    case S.pendingAcceptance:
      return { event: 'order.pay', from: S.pendingPayment, ...member };
    case S.accepted:
      return { event: 'order.accept', from: S.pendingAcceptance, ...nurse };
    case S.inProgress:
      return { event: 'order.start', from: S.accepted, ...nurse };
    case S.pendingReview:
      return { event: 'order.finishService', from: S.inProgress, ...nurse };
    case S.finished:
      return { event: 'order.finish', from: S.pendingReview, ...system };
    case S.inComplaint:
      return { event: 'order.complain', from: S.finished, ...member };
    case S.expired:
      return { event: 'order.expire', from: from ?? S.pendingPayment, ...system };
    case S.cancelled:
      return { event: rejected ? 'order.reject' : 'order.cancel', from: from ?? S.pendingOrganisationReview, ...(rejected || (from ?? 0) < 0 ? staff : member), reason: a.cancelReason };
    default:
      return null;
  }
}
