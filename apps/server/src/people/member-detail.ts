import { sql } from 'kysely';
import type { Handler } from '../http/handler-types';
import { maskIdNumber, maskPhone } from '../list/masking';
import { assertRange, runHotList } from './hot-list';
import { memberListPlan, memberSummaryOf, type MemberRow } from './member-list-sql';
import { notFoundOf, num } from './people-access';

/** getMemberList: members (platform-wide), phones masked. */
export const getMemberList: Handler<'getMemberList'> = async (ctx) => {
  const b = ctx.body;
  assertRange(b.registeredFrom, b.registeredTo, 'registeredTo');
  const page = await runHotList<MemberRow>(ctx, memberListPlan(b, ctx.services.dialect), b);
  return { list: page.shown.map(memberSummaryOf), total: page.total, page: page.page, limit: page.limit, nextCursor: page.nextCursor };
};

/** getMember: the member with their patients, recent orders, coupons, assistive cards and e-coin. */
export const getMember: Handler<'getMember'> = async (ctx) => {
  const id = ctx.body.memberId;
  const db = ctx.db;
  const member = await db
    .selectFrom('members as m')
    .selectAll('m')
    .select((eb) => eb.selectFrom('patients').select(sql<number>`count(*)`.as('n')).whereRef('patients.member_id', '=', 'm.id').as('patient_count'))
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!member) throw notFoundOf('member');
  const [patients, orders, totals, coupons, cards] = await Promise.all([
    db.selectFrom('patients').select(['id', 'name', 'relationship', 'id_type', 'id_number', 'phone']).where('member_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('orders as o')
      .leftJoin('services as s', 's.id', 'o.service_id')
      .leftJoin('packages as k', 'k.id', 'o.package_id')
      .select(['o.id', 'o.order_no', 'o.status', 'o.amount_cents', 'o.appointment_at', 'o.created_at', 's.name as service_name', 'k.name as package_name'])
      .where('o.member_id', '=', id)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('orders')
      .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(case when status = 5 then paid_cents - refunded_cents else 0 end), 0)`.as('spent')])
      .where('member_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('member_coupons as mc')
      .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
      .select(['mc.id', 'mc.coupon_id', 'c.name', 'c.kind', 'c.value', 'c.threshold_cents', 'mc.status', 'mc.expires_at', 'mc.used_at'])
      .where('mc.member_id', '=', id)
      .orderBy('mc.expires_at', 'desc')
      .execute(),
    db.selectFrom('assistive_cards').select(['id', 'card_no', 'holder_name', 'status', 'valid_until']).where('member_id', '=', id).orderBy('id', 'desc').execute(),
  ]);
  return {
    ...memberSummaryOf({ ...member, sort_value: 0 }),
    avatar: member.avatar,
    patients: patients.map((p) => ({ id: num(p.id), name: p.name, relationship: p.relationship, idType: p.id_type, idNumber: maskIdNumber(p.id_number), phone: maskPhone(p.phone) })),
    recentOrders: orders.map((o) => ({
      id: num(o.id),
      orderNo: o.order_no,
      status: num(o.status),
      itemName: o.service_name ?? o.package_name ?? '',
      amountCents: num(o.amount_cents),
      appointmentAt: num(o.appointment_at),
      createdAt: num(o.created_at),
    })),
    orderCount: num(totals?.n),
    spentCents: num(totals?.spent),
    coupons: coupons.map((c) => ({
      id: num(c.id),
      couponId: num(c.coupon_id),
      name: c.name,
      kind: c.kind,
      value: num(c.value),
      thresholdCents: num(c.threshold_cents),
      status: c.status,
      expiresAt: num(c.expires_at),
      usedAt: c.used_at === null ? null : num(c.used_at),
    })),
    assistiveCards: cards.map((c) => ({ id: num(c.id), cardNo: c.card_no, holderName: c.holder_name, status: num(c.status), validUntil: num(c.valid_until) })),
  };
};
