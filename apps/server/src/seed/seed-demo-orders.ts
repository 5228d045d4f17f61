import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderEventsTable, OrderServiceStepsTable, OrdersTable } from '../db/schema-orders';
import { orderNumber } from '../orders/order-place';
import { streets } from './demo-base';
import type { DemoBase } from './seed-demo-base';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TITLES = ['nurse', 'senior-nurse', 'nurse-practitioner', 'supervisor-nurse', 'chief-nurse'];

/** How many demo orders of each status (300 in all). */
const plan: Array<[status: number, count: number]> = [
  [-2, 25], [-1, 25], [0, 28], [1, 28], [2, 30], [3, 18], [4, 26], [5, 62], [6, 28], [7, 10], [8, 20],
];

/** The path an order took to its status, as machine events (cancel/expire points vary). */
function pathTo(status: number, variant: number): string[] {
  const forward = ['order.approve', 'order.approve', 'order.pay', 'order.assign', 'order.start', 'order.finishService', 'order.finish'];
  switch (status) {
    case 6: return [...forward.slice(0, variant % 5), variant % 5 < 2 ? 'order.reject' : 'order.cancel'];
    case 7: return [...forward, 'order.complain'];
    case 8: return [...forward.slice(0, variant % 2 === 0 ? 2 : 3), 'order.expire'];
    default: return forward.slice(0, status + 2);
  }
}

const statusAfter: Record<string, (from: number) => number> = {
  'order.approve': (s) => s + 1,
  'order.pay': () => 1,
  'order.assign': () => 2,
  'order.start': () => 3,
  'order.finishService': () => 4,
  'order.finish': () => 5,
  'order.complain': () => 7,
  'order.reject': () => 6,
  'order.cancel': () => 6,
  'order.expire': () => 8,
};

const cancelReasons = ['Member changed the appointment', 'Patient admitted to hospital', 'Duplicate order', 'Address outside the service area'];
const rejectReasons = ['Patient assessment: needs hospital care', 'Prescription missing', 'Address could not be verified'];
const noteTexts = ['Called the member to confirm the address.', 'Patient prefers a female nurse.', 'Gate code 1204; parking behind the building.', 'Member asked for an invoice after the visit.', 'Bring extra gauze: large wound.'];
const complaintTexts = ['The nurse arrived 40 minutes late.', 'Bruising after the injection.', 'The nurse did not explain the procedure.'];
const answers = ['Yes', 'No', '5', '4', 'Yes, 36.8°C', 'Yes, as prescribed'];
const places = ['Studio gate', 'Metro exit B', 'Residential compound gate', "Patient's home"];

/**
 * Inserts in chunks of 100. Every row gets every column (`defaults` first): SQLite has no
 * DEFAULT inside a multi-row VALUES list, so a column left out of one row would become NULL.
 */
async function insertChunks<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: Array<Insertable<Database[T]>>, defaults: Record<string, unknown> = {}): Promise<void> {
  const full = rows.map((row) => ({ ...defaults, ...row }));
  for (let i = 0; i < full.length; i += 100) {
    // Kysely cannot relate a generic table name to its row type; the rows are typed by the caller.
    await trx.insertInto(table).values(full.slice(i, i + 100) as never).execute();
  }
}

/**
 * Orders demo data: ~300 orders across every status with their timelines (each event the
 * machine would have taken), payments and refunds with ledger entries, notes, service steps
 * with places and photos (/demo/photos/…), follow-up answers, price-change requests (pending
 * and decided), complaints (open and resolved) and waste tasks (some overdue). Deterministic
 * (base.rng); inserted in batches.
 */
export async function seedDemoOrders(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  const { rng, now } = base;
  const studios = base.studioIds.slice(0, 4);
  const staff = await trx.selectFrom('system_users').select(['id', 'name', 'username']).where('username', 'in', ['admin', 'cs', 'studio', 'reviewer']).execute();
  const staffOf = (username: string) => staff.find((s) => s.username === username) ?? { id: base.adminId, name: 'Administrator', username: 'admin' };
  const studioStation = await trx.selectFrom('user_stations').select('studio_id').where('user_id', '=', staffOf('studio').id).executeTakeFirst();
  // Price changes are requested by the studio's manager where the order is theirs, else by customer service; admin decides.
  const requesterOf = (studioId: number) => (studioStation?.studio_id === studioId ? staffOf('studio') : staffOf('cs'));
  const nurseRows = await trx.selectFrom('nurses').select(['id', 'name', 'studio_id', 'title', 'status', 'certificate_expires_at']).execute();
  const questions = await trx.selectFrom('follow_up_questions').select(['id']).orderBy('sort').execute();
  const fits = (studioId: number, required: string) =>
    nurseRows.filter((n) => n.studio_id === studioId && n.status === 1 && Number(n.certificate_expires_at) > now && TITLES.indexOf(n.title) >= TITLES.indexOf(required));

  interface Draft { order: Insertable<OrdersTable>; path: string[]; nurseName: string | null; producesWaste: boolean; method: string }
  const drafts: Draft[] = [];
  let k = 0;
  for (const [status, count] of plan) {
    for (let c = 0; c < count; c++, k++) {
      const patient = base.patients[rng.int(0, base.patients.length - 1)] ?? base.patients[0];
      if (!patient) return;
      const studioId = studios[k % studios.length] ?? base.studioIds[0] ?? 1;
      const useService = rng.chance(0.85) || !base.packages.length;
      const service = base.services[rng.int(0, base.services.length - 1)];
      const pkg = base.packages[rng.int(0, base.packages.length - 1)];
      const required = useService && service ? service.requiredTitle : 'senior-nurse';
      const candidates = fits(studioId, required);
      const path = pathTo(status, c);
      const assigned = path.includes('order.assign') && candidates.length ? rng.pick(candidates) : null;
      if (path.includes('order.assign') && !assigned) path.splice(path.indexOf('order.assign')); // no fitting nurse: stop before assignment
      const finalStatus = path.reduce((s, e) => statusAfter[e]?.(s) ?? s, -2);
      const active = finalStatus >= -2 && finalStatus <= 2;
      const created = active ? now - rng.int(1, 72) * HOUR : finalStatus === 3 || finalStatus === 4 ? now - rng.int(26, 120) * HOUR : now - rng.int(8, 90) * DAY;
      const price = useService && service ? service.priceCents : (pkg?.priceCents ?? 10_000);
      const appointment = active ? now + rng.int(6, 168) * HOUR : created + rng.int(24, 96) * HOUR;
      drafts.push({
        path,
        nurseName: assigned?.name ?? null,
        producesWaste: useService && !!service?.producesWaste,
        method: rng.pick(['wechat', 'wechat', 'alipay', 'card', 'ecoin']),
        order: {
          order_no: `seed-${k}`,
          member_id: patient.memberId,
          patient_id: patient.id,
          service_id: useService && service ? service.id : null,
          package_id: useService && service ? null : (pkg?.id ?? null),
          studio_id: studioId,
          nurse_id: assigned?.id ?? null,
          status: finalStatus,
          booking: rng.chance(0.7) ? 1 : 0,
          region: patient.region,
          address: patient.address || `${rng.int(1, 300)} ${rng.pick(streets)}`,
          appointment_at: appointment,
          list_price_cents: price,
          discount_cents: 0,
          amount_cents: price,
          member_coupon_id: null,
          remark: rng.chance(0.2) ? 'Please call before arriving.' : '',
          deadline_at: finalStatus === 0 ? now + rng.int(5, 30) * 60_000 : finalStatus === 1 ? Math.min(now + rng.int(1, 12) * HOUR, appointment) : null,
          created_by: rng.chance(0.3) ? staffOf('cs').id : null,
          created_at: created,
          updated_at: created,
          version: path.length + 1,
        },
      });
    }
  }
  await insertChunks(trx, 'orders', drafts.map((d) => d.order), { paid_cents: 0, refunded_cents: 0, cancel_reason: '', paid_at: null, accepted_at: null, started_at: null, service_ended_at: null, finished_at: null, cancelled_at: null });
  const ids = await trx.selectFrom('orders').select(['id', 'order_no']).where('order_no', 'like', 'seed-%').execute();
  const idOf = new Map(ids.map((r) => [r.order_no, r.id]));

  const events: Array<Insertable<OrderEventsTable>> = [];
  const steps: Array<Insertable<OrderServiceStepsTable>> = [];
  const payments: Array<Insertable<Database['order_payments']>> = [];
  const ledger: Array<Insertable<Database['ledger_entries']>> = [];
  const notes: Array<Insertable<Database['order_platform_notes']>> = [];
  const followUps: Array<Insertable<Database['order_follow_ups']>> = [];
  const complaints: Array<Insertable<Database['order_complaints']>> = [];
  const waste: Array<Insertable<Database['medical_waste_tasks']>> = [];
  const priceChanges: Array<Insertable<Database['price_change_requests']>> = [];
  let platformBalance = 0;
  let pendingPrice = 0;
  let decidedPrice = 0;

  for (const [index, d] of drafts.entries()) {
    const id = idOf.get(String(d.order.order_no));
    if (id === undefined) continue;
    const o = d.order;
    const orderNo = orderNumber(id, Number(o.created_at));
    const times: Partial<Record<string, number>> = {};
    let at = Number(o.created_at);
    let status = -2;
    const cs = staffOf('cs');
    const studioUser = staffOf('studio');
    events.push({ order_id: id, at, event: 'order.created', from_status: null, to_status: -2, actor_kind: o.created_by ? 'staff' : 'member', actor_id: o.created_by ?? o.member_id, actor_name: o.created_by ? cs.name : 'member', data: JSON.stringify({ amountCents: o.amount_cents }) });
    // Price changes: pending on orders still before payment; decided ones early in others' lives.
    const list = Number(o.list_price_cents);
    if (d.path.length <= 2 && !d.path.includes('order.reject') && !d.path.includes('order.cancel') && !d.path.includes('order.expire') && index % 6 === 0 && pendingPrice < 9) {
      pendingPrice++;
      const reqAt = Math.min(now - 60_000, Number(o.created_at) + 5 * 60_000);
      priceChanges.push({ order_id: id, studio_id: Number(o.studio_id), requested_by: requesterOf(Number(o.studio_id)).id, old_amount_cents: list, new_amount_cents: Math.round(list * 0.9), reason: 'Loyal patient: 10% off agreed by the studio', status: 2, created_at: reqAt, updated_at: reqAt });
    } else if (index % 13 === 5 && decidedPrice < 12) {
      decidedPrice++;
      const approved = decidedPrice % 2 === 0;
      const reqAt = Number(o.created_at) + 3 * 60_000;
      const newAmount = list + 2_000;
      priceChanges.push({ order_id: id, studio_id: Number(o.studio_id), requested_by: requesterOf(Number(o.studio_id)).id, old_amount_cents: list, new_amount_cents: newAmount, reason: 'Extra dressing materials needed', status: approved ? 1 : 0, decided_by: base.adminId, decided_at: reqAt + 5 * 60_000, decision_reason: approved ? '' : 'Materials are included in the service price', created_at: reqAt, updated_at: reqAt + 5 * 60_000, version: 2 });
      events.push({ order_id: id, at: reqAt, event: 'order.requestPriceChange', from_status: -2, to_status: -2, actor_kind: 'staff', actor_id: requesterOf(Number(o.studio_id)).id, actor_name: requesterOf(Number(o.studio_id)).name, reason: 'Extra dressing materials needed', data: JSON.stringify({ newAmountCents: newAmount }) });
      if (approved) {
        o.amount_cents = newAmount;
        events.push({ order_id: id, at: reqAt + 5 * 60_000, event: 'order.priceChanged', from_status: -2, to_status: -2, actor_kind: 'staff', actor_id: base.adminId, actor_name: staffOf('admin').name, reason: 'Extra dressing materials needed', data: JSON.stringify({ oldAmountCents: list, newAmountCents: newAmount }) });
        platformBalance += 2_000;
        ledger.push({ at: reqAt + 5 * 60_000, kind: 'adjustment', party_kind: 'platform', party_id: 0, order_id: id, amount_cents: 2_000, balance_after_cents: platformBalance, memo: `price change of order ${orderNo}` });
      }
    }
    for (const event of d.path) {
      const ending = event === d.path[d.path.length - 1];
      const inProgressEnd = Math.min(now - HOUR, Number(o.appointment_at) + 2 * HOUR);
      at = event === 'order.start' ? Math.min(Number(o.appointment_at), now - 2 * HOUR) : event === 'order.finishService' ? inProgressEnd : Math.min(now - 60_000, at + rng.int(10, 600) * 60_000);
      const autoFinished = event === 'order.finish' && index % 3 === 0 && (times.service_ended_at ?? now) + 7 * DAY < now;
      if (autoFinished) at = (times.service_ended_at ?? at) + 7 * DAY;
      const to = statusAfter[event]?.(status) ?? status;
      const byStaff = ['order.approve', 'order.reject', 'order.cancel', 'order.assign', 'order.complain'].includes(event);
      const bySystem = event === 'order.expire' || autoFinished;
      const actor = bySystem ? { kind: 'system', id: null, name: 'system' } : byStaff ? { kind: 'staff', id: status === -2 ? studioUser.id : cs.id, name: status === -2 ? studioUser.name : cs.name } : event === 'order.pay' || event === 'order.finish' ? { kind: 'member', id: o.member_id, name: 'member' } : { kind: 'nurse', id: o.nurse_id ?? null, name: d.nurseName ?? 'nurse' };
      const reason = event === 'order.cancel' ? rng.pick(cancelReasons) : event === 'order.reject' ? rng.pick(rejectReasons) : event === 'order.complain' ? rng.pick(complaintTexts) : '';
      const data: Record<string, unknown> = event === 'order.assign' ? { nurseId: o.nurse_id, nurseName: d.nurseName } : {};
      if (event === 'order.pay') {
        times.paid_at = at;
        payments.push({ order_id: id, kind: 'payment', method: d.method, amount_cents: Number(o.amount_cents), status: 'succeeded', reference: `PY${orderNo}`, created_at: at, updated_at: at });
        platformBalance += Number(o.amount_cents);
        ledger.push({ at, kind: 'income', party_kind: 'platform', party_id: 0, order_id: id, amount_cents: Number(o.amount_cents), balance_after_cents: platformBalance, memo: `payment of order ${orderNo}` });
      }
      if ((event === 'order.cancel' || event === 'order.reject' || event === 'order.expire') && times.paid_at !== undefined) {
        payments.push({ order_id: id, kind: 'refund', method: d.method, amount_cents: Number(o.amount_cents), status: 'succeeded', reference: `RF${orderNo}`, reason: reason || 'acceptance timed out', created_at: at, updated_at: at });
        platformBalance -= Number(o.amount_cents);
        ledger.push({ at, kind: 'refund', party_kind: 'platform', party_id: 0, order_id: id, amount_cents: -Number(o.amount_cents), balance_after_cents: platformBalance, memo: `refund of order ${orderNo}` });
        data.refundedCents = Number(o.amount_cents);
        times.refunded = Number(o.amount_cents);
      }
      if (event === 'order.assign') times.accepted_at = at;
      if (event === 'order.start') {
        times.started_at = at;
        for (const [n, step] of ['depart', 'arrive', 'start'].entries()) {
          steps.push({ order_id: id, nurse_id: o.nurse_id ?? null, step, at: at - (2 - n) * 20 * 60_000, latitude: 31.2 + rng.next() / 10, longitude: 121.4 + rng.next() / 10, place: n === 2 ? String(o.address) : rng.pick(places), photos: JSON.stringify([`/demo/photos/${step}-${(id % 12) + 1}.svg`]) });
        }
      }
      if (event === 'order.finishService') {
        times.service_ended_at = at;
        steps.push({ order_id: id, nurse_id: o.nurse_id ?? null, step: 'finish', at, latitude: 31.2 + rng.next() / 10, longitude: 121.4 + rng.next() / 10, place: String(o.address), photos: JSON.stringify([`/demo/photos/finish-${(id % 12) + 1}.svg`, `/demo/photos/record-${(id % 5) + 1}.svg`]) });
      }
      if (event === 'order.finish') times.finished_at = at;
      if (event === 'order.cancel' || event === 'order.reject') {
        times.cancelled_at = at;
        times.cancel_reason_index = cancelReasons.indexOf(reason);
      }
      if (event === 'order.complain') complaints.push({ order_id: id, content: reason, from_status: status, status: 'open', raised_by: cs.id, created_at: at, updated_at: at });
      events.push({ order_id: id, at, event, from_status: status, to_status: to, actor_kind: actor.kind, actor_id: actor.id, actor_name: actor.name, reason, data: JSON.stringify(data) });
      status = to;
      if (ending) break;
    }
    // A few finished orders went through a complaint that was resolved.
    if (status === 5 && index % 9 === 0) {
      const raised = (times.finished_at ?? at) + HOUR;
      const resolved = Math.min(now - 60_000, raised + 2 * DAY);
      complaints.push({ order_id: id, content: rng.pick(complaintTexts), from_status: 5, status: 'resolved', raised_by: cs.id, resolution: 'Apologised to the member; a coupon was granted.', resolved_by: cs.id, resolved_at: resolved, created_at: raised, updated_at: resolved, version: 2 });
      events.push({ order_id: id, at: raised, event: 'order.complain', from_status: 5, to_status: 7, actor_kind: 'staff', actor_id: cs.id, actor_name: cs.name, reason: 'complaint' });
      events.push({ order_id: id, at: resolved, event: 'order.resolve', from_status: 7, to_status: 5, actor_kind: 'staff', actor_id: cs.id, actor_name: cs.name, reason: 'Apologised to the member; a coupon was granted.' });
    }
    if (status === 5) {
      for (const q of questions.slice(0, 1 + (index % 3))) followUps.push({ order_id: id, question_id: q.id, answer: rng.pick(answers), at: (times.finished_at ?? at) + DAY });
    }
    if ((status === 5 || status === 7) && d.producesWaste) {
      const finished = times.finished_at ?? times.service_ended_at ?? at;
      const due = finished + 2 * DAY;
      const state = due < now - DAY * 3 ? (index % 4 === 0 ? 0 : index % 4 === 1 ? 1 : 2) : index % 2;
      const collected = state >= 1 ? Math.min(now - HOUR, finished + DAY) : null;
      waste.push({
        order_id: id, studio_id: Number(o.studio_id), status: state, due_at: due, collected_at: collected, weight_grams: state >= 1 ? rng.int(80, 900) : null,
        photos: JSON.stringify(state >= 1 ? [`/demo/photos/waste-${(id % 6) + 1}.svg`] : []), collector_name: state >= 1 ? rng.pick(['Green Medical Waste Co.', 'City Clinical Disposal']) : '',
        collected_by: state >= 1 ? studioUser.id : null, disposed_at: state === 2 && collected ? Math.min(now - 60_000, collected + DAY) : null,
        disposal_ref: state === 2 ? `DSP-${id}` : '', disposed_by: state === 2 ? studioUser.id : null, created_at: finished, updated_at: finished, version: state + 1,
      });
    }
    if (index % 4 === 1) {
      for (let n = 0; n < 1 + (index % 3 === 0 ? 1 : 0); n++) {
        const noteAt = Math.min(now - 60_000, Number(o.created_at) + (n + 1) * HOUR);
        notes.push({ order_id: id, author_id: n === 0 ? cs.id : base.adminId, content: rng.pick(noteTexts), created_at: noteAt, updated_at: noteAt });
      }
    }
    await trx
      .updateTable('orders')
      .set({
        order_no: orderNo,
        amount_cents: o.amount_cents,
        paid_cents: times.paid_at !== undefined ? Number(o.amount_cents) : 0,
        refunded_cents: times.refunded ?? 0,
        paid_at: times.paid_at ?? null,
        accepted_at: times.accepted_at ?? null,
        started_at: times.started_at ?? null,
        service_ended_at: times.service_ended_at ?? null,
        finished_at: times.finished_at ?? null,
        cancelled_at: times.cancelled_at ?? null,
        cancel_reason: times.cancelled_at !== undefined ? (d.path.includes('order.reject') ? 'rejected at review' : (cancelReasons[times.cancel_reason_index ?? 0] ?? '')) : '',
        updated_at: Math.max(at, Number(o.created_at)),
      })
      .where('id', '=', id)
      .execute();
  }
  await insertChunks(trx, 'order_events', events, { reason: '', data: '{}', actor_id: null });
  await insertChunks(trx, 'order_service_steps', steps);
  await insertChunks(trx, 'order_payments', payments, { reason: '', version: 1 });
  await insertChunks(trx, 'ledger_entries', ledger, { memo: '', created_by: null });
  await insertChunks(trx, 'order_platform_notes', notes, { version: 1 });
  await insertChunks(trx, 'order_follow_ups', followUps);
  await insertChunks(trx, 'order_complaints', complaints, { resolution: '', resolved_by: null, resolved_at: null, version: 1 });
  await insertChunks(trx, 'medical_waste_tasks', waste);
  await insertChunks(trx, 'price_change_requests', priceChanges, { decided_by: null, decided_at: null, decision_reason: '', version: 1 });
  await seedDemoCoupons(trx, base);
}

/** A few coupons granted to the first members, so placing an order for them can use one. */
async function seedDemoCoupons(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  const { now } = base;
  const kinds = [
    { name: 'New member ¥20 off', kind: 'cash', value: 2_000, threshold_cents: 0 },
    { name: '¥30 off orders from ¥150', kind: 'threshold', value: 3_000, threshold_cents: 15_000 },
    { name: '15% off home visits', kind: 'percent', value: 1_500, threshold_cents: 0 },
  ];
  const members = base.members.slice(0, 20);
  const ids: number[] = [];
  for (const c of kinds) {
    const row = await trx
      .insertInto('coupons')
      .values({ ...c, valid_from: now - 30 * DAY, valid_until: now + 60 * DAY, valid_days: null, quantity: 100, granted: members.length, per_member_limit: 1, created_at: now - 30 * DAY, updated_at: now - 30 * DAY })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const grants = members.flatMap((m, i) => ids.map((couponId, k) => ({
    coupon_id: couponId, member_id: m.id, status: (i + k) % 7 === 0 ? 'expired' : 'unused', expires_at: (i + k) % 7 === 0 ? now - DAY : now + (20 + i) * DAY,
    used_at: null, order_id: null, created_at: now - 20 * DAY, updated_at: now - 20 * DAY, version: 1,
  })));
  await insertChunks(trx, 'member_coupons', grants);
}
