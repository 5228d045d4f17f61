import { sql } from 'kysely';
import type { Handler } from '../http/handler-types';
import { maskIdNumber } from '../list/masking';
import { runHotList } from './hot-list';
import { nurseListPlan, nurseSummaryOf, type NurseRow } from './nurse-list-sql';
import { applicationsOf, documentsOf } from './nurse-documents';
import { inCallerStations, jsonList, notFoundOf, num } from './people-access';
import { allowedNurseStatuses } from './nurse-status';

/** getNurseList: station-scoped nurses, phones masked; `expiringWithinDays` for certificates. */
export const getNurseList: Handler<'getNurseList'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const page = await runHotList<NurseRow>(ctx, nurseListPlan(b, stations, ctx.services.dialect), b);
  const now = Date.now();
  return { list: page.shown.map((r) => nurseSummaryOf(r, now)), total: page.total, page: page.page, limit: page.limit, nextCursor: page.nextCursor };
};

/** Order statuses counted as completed (service ended), in progress, cancelled (core's −2…8). */
const COMPLETED = [4, 5];
const IN_PROGRESS = [2, 3, 7];
const CANCELLED = [6, 8];

/** getNurse: profile, documents of the latest application, orders, earnings, rewards and penalties, SOS history. */
export const getNurse: Handler<'getNurse'> = async (ctx) => {
  const id = ctx.body.nurseId;
  const db = ctx.db;
  const row = await db
    .selectFrom('nurses as n')
    .innerJoin('studios as s', 's.id', 'n.studio_id')
    .selectAll('n')
    .select('s.name as studio_name')
    .where('n.id', '=', id)
    .executeTakeFirst();
  if (!row || !inCallerStations(await ctx.signedIn().stationIds(), row.studio_id)) throw notFoundOf('nurse');
  const [applications, counts, recent, rewards, sos] = await Promise.all([
    applicationsOf(db, id),
    db
      .selectFrom('orders')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`coalesce(sum(case when status in (${sql.join(COMPLETED)}) then 1 else 0 end), 0)`.as('completed'),
        sql<number>`coalesce(sum(case when status in (${sql.join(IN_PROGRESS)}) then 1 else 0 end), 0)`.as('in_progress'),
        sql<number>`coalesce(sum(case when status in (${sql.join(CANCELLED)}) then 1 else 0 end), 0)`.as('cancelled'),
      ])
      .where('nurse_id', '=', id)
      .executeTakeFirst(),
    db.selectFrom('orders').select(['id', 'order_no', 'status', 'appointment_at', 'amount_cents']).where('nurse_id', '=', id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(10).execute(),
    db.selectFrom('nurse_rewards').select(['id', 'kind', 'amount_cents', 'reason', 'order_id', 'created_at']).where('nurse_id', '=', id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50).execute(),
    db.selectFrom('sos_alarms').select(['id', 'raised_at', 'address', 'status', 'closed_at']).where('nurse_id', '=', id).orderBy('raised_at', 'desc').limit(50).execute(),
  ]);
  const latest = applications[0];
  const documents = latest ? await documentsOf(db, latest.id) : [];
  const rewardList = rewards.map((r) => ({ id: num(r.id), kind: r.kind, amountCents: num(r.amount_cents), reason: r.reason, orderId: r.order_id === null ? null : num(r.order_id), createdAt: num(r.created_at) }));
  const sum = (kind: string) => rewardList.filter((r) => r.kind === kind).reduce((acc, r) => acc + Math.abs(r.amountCents), 0);
  const status = num(row.status);
  return {
    ...nurseSummaryOf({ ...row, sort_value: 0 }),
    idNumber: maskIdNumber(row.id_number),
    skills: jsonList(row.skills),
    avatar: row.avatar,
    earningsCents: num(row.earnings_cents),
    documents,
    applications,
    orders: {
      total: num(counts?.total),
      completed: num(counts?.completed),
      inProgress: num(counts?.in_progress),
      cancelled: num(counts?.cancelled),
      recent: recent.map((o) => ({ id: num(o.id), orderNo: o.order_no, status: num(o.status), appointmentAt: num(o.appointment_at), amountCents: num(o.amount_cents) })),
    },
    rewards: rewardList,
    rewardsCents: sum('reward'),
    penaltiesCents: sum('penalty'),
    sos: sos.map((s) => ({ id: num(s.id), raisedAt: num(s.raised_at), address: s.address, status: s.status, closedAt: s.closed_at === null ? null : num(s.closed_at) })),
    allowedStatuses: allowedNurseStatuses(status),
  };
};
