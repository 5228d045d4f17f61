import { promotionLink } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { num, numOrNull } from '../content-access';
import { latestReferrals, promotionCounts } from './promotion-stats';

/** Promotions as the contract answers them. */

const columns = ['id', 'name', 'code', 'promoter_kind', 'promoter_id', 'coupon_id', 'starts_at', 'ends_at', 'enabled', 'note', 'created_at', 'updated_at', 'version'] as const;

/** The promoters' names by kind and id ('member:3'). */
export async function promoterNames(db: Kysely<Database>, refs: Array<{ kind: string; id: number }>): Promise<Map<string, string>> {
  const idsOf = (kind: string) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const names = new Map<string, string>();
  const [members, nurses, staff] = await Promise.all([
    idsOf('member').length ? db.selectFrom('members').select(['id', 'nickname', 'real_name']).where('id', 'in', idsOf('member')).execute() : [],
    idsOf('nurse').length ? db.selectFrom('nurses').select(['id', 'name']).where('id', 'in', idsOf('nurse')).execute() : [],
    idsOf('staff').length ? db.selectFrom('system_users').select(['id', 'name']).where('id', 'in', idsOf('staff')).execute() : [],
  ]);
  for (const m of members) names.set(`member:${num(m.id)}`, m.real_name || m.nickname);
  for (const n of nurses) names.set(`nurse:${num(n.id)}`, n.name);
  for (const s of staff) names.set(`staff:${num(s.id)}`, s.name);
  return names;
}

export async function loadPromotionSummaries(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom('promotions').select(columns).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  const couponIds = [...new Set(rows.flatMap((r) => (r.coupon_id === null ? [] : [num(r.coupon_id)])))];
  const [names, coupons, counts] = await Promise.all([
    promoterNames(db, rows.map((r) => ({ kind: r.promoter_kind, id: num(r.promoter_id) }))),
    couponIds.length ? db.selectFrom('coupons').select(['id', 'name']).where('id', 'in', couponIds).execute() : [],
    promotionCounts(db, ids),
  ]);
  const couponName = new Map(coupons.map((c) => [num(c.id), c.name]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const promoterId = num(r.promoter_id);
    const couponId = numOrNull(r.coupon_id);
    const c = counts.get(id);
    const promoterName = names.get(`${r.promoter_kind}:${promoterId}`);
    return [{
      id,
      name: r.name,
      code: r.code,
      link: promotionLink(r.code),
      promoterKind: r.promoter_kind,
      promoter: promoterName === undefined ? null : { id: promoterId, name: promoterName },
      coupon: couponId === null ? null : { id: couponId, name: couponName.get(couponId) ?? '' },
      startsAt: num(r.starts_at),
      endsAt: num(r.ends_at),
      enabled: num(r.enabled),
      visits: c?.visits ?? 0,
      signUps: c?.signUps ?? 0,
      firstOrders: c?.firstOrders ?? 0,
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
      version: num(r.version),
      promoterId,
      couponId,
      note: r.note,
      visitors: c?.visitors ?? 0,
      couponsGranted: c?.couponsGranted ?? 0,
    }];
  });
}

export async function loadPromotionDetail(db: Kysely<Database>, id: number) {
  const [summary] = await loadPromotionSummaries(db, [id]);
  if (!summary) return undefined;
  const referrals = await latestReferrals(db, id);
  const missed = await db
    .selectFrom('promotion_referrals')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('promotion_id', '=', id)
    .where('coupon_outcome', 'in', ['exhausted', 'unavailable', 'limit'])
    .executeTakeFirstOrThrow();
  const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10000) / 10000 : 0);
  return {
    ...summary,
    couponsMissed: num(missed.n),
    signUpRate: rate(summary.signUps, summary.visitors),
    orderRate: rate(summary.firstOrders, summary.signUps),
    referrals,
  };
}
