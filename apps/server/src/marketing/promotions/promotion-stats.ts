import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { num } from '../content-access';

/** Order statuses that do not count as an order placed: cancelled and expired. */
const NOT_AN_ORDER = [6, 8];

export interface PromotionCounts {
  visits: number;
  visitors: number;
  signUps: number;
  firstOrders: number;
  couponsGranted: number;
}

/**
 * Visits, sign-ups and first orders of promotions, each in one grouped query. A first order is
 * a referred member's having placed an order (not cancelled or expired) after signing up.
 */
export async function promotionCounts(db: Kysely<Database>, ids: number[]): Promise<Map<number, PromotionCounts>> {
  const out = new Map<number, PromotionCounts>(ids.map((id) => [id, { visits: 0, visitors: 0, signUps: 0, firstOrders: 0, couponsGranted: 0 }]));
  if (!ids.length) return out;
  const [visits, referrals] = await Promise.all([
    db
      .selectFrom('promotion_visits')
      .select(['promotion_id', (e) => e.fn.countAll<number>().as('visits'), sql<number>`count(distinct visitor_key)`.as('visitors')])
      .where('promotion_id', 'in', ids)
      .groupBy('promotion_id')
      .execute(),
    db
      .selectFrom('promotion_referrals as r')
      .select([
        'r.promotion_id',
        (e) => e.fn.countAll<number>().as('signUps'),
        sql<number>`sum(case when r.coupon_outcome = 'granted' then 1 else 0 end)`.as('granted'),
        sql<number>`sum(case when exists (select 1 from orders o where o.member_id = r.member_id and o.created_at >= r.signed_up_at and o.status not in (${sql.join(NOT_AN_ORDER)})) then 1 else 0 end)`.as('ordered'),
      ])
      .where('r.promotion_id', 'in', ids)
      .groupBy('r.promotion_id')
      .execute(),
  ]);
  for (const v of visits) {
    const c = out.get(num(v.promotion_id));
    if (c) Object.assign(c, { visits: num(v.visits), visitors: num(v.visitors) });
  }
  for (const r of referrals) {
    const c = out.get(num(r.promotion_id));
    if (c) Object.assign(c, { signUps: num(r.signUps), couponsGranted: num(r.granted ?? 0), firstOrders: num(r.ordered ?? 0) });
  }
  return out;
}

/** The latest referred members of a promotion with when they first ordered after signing up. */
export async function latestReferrals(db: Kysely<Database>, promotionId: number, limit = 50) {
  const rows = await db
    .selectFrom('promotion_referrals as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select([
      'r.member_id', 'r.signed_up_at', 'r.coupon_outcome', 'm.nickname', 'm.real_name',
      sql<number | null>`(select min(o.created_at) from orders o where o.member_id = r.member_id and o.created_at >= r.signed_up_at and o.status not in (${sql.join(NOT_AN_ORDER)}))`.as('first_order_at'),
    ])
    .where('r.promotion_id', '=', promotionId)
    .orderBy('r.signed_up_at', 'desc')
    .orderBy('r.member_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    memberId: num(r.member_id),
    name: r.real_name || r.nickname,
    signedUpAt: num(r.signed_up_at),
    couponOutcome: r.coupon_outcome,
    firstOrderAt: r.first_order_at === null ? null : num(r.first_order_at),
  }));
}
