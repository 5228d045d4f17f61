import { SIGNUP_ATTRIBUTION_HOURS } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql } from 'kysely';
import type { Handler } from '../../http/handler-types';
import { invalidField, num, unknownField } from '../content-access';
import { grantReferralCoupon } from './referral-coupon';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The member app's report of a visit of a promotion's link or of a sign-up through it. The
 * promotion must be enabled and running. A visit counts once per visitor and day; a sign-up is
 * attributed to the first promotion that reports it, for a member registered within
 * SIGNUP_ATTRIBUTION_HOURS, and gives the member the promotion's coupon when it can.
 */
export const recordPromotionEvent: Handler<'recordPromotionEvent'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  const promotion = await ctx.db.selectFrom('promotions').select(['id', 'coupon_id', 'starts_at', 'ends_at', 'enabled']).where('code', '=', b.code).executeTakeFirst();
  if (!promotion) throw unknownField('code', 'promotion');
  if (num(promotion.enabled) !== 1 || now < num(promotion.starts_at) || now >= num(promotion.ends_at)) throw invalidField('code', t('marketing.promotion.notRunning', { code: b.code }));
  const promotionId = num(promotion.id);
  if (b.event === 'visit') {
    const visitorKey = b.visitorKey ?? '';
    return ctx.mutate(async (trx, audit) => {
      const inserted = await sql`insert into promotion_visits (promotion_id, visitor_key, day, at) values (${promotionId}, ${visitorKey}, ${Math.floor(now / DAY)}, ${now}) on conflict do nothing`.execute(trx);
      const recorded = Number(inserted.numAffectedRows ?? 0n) === 1;
      await audit({ action: 'popularize.visit', entity: 'promotion', entityId: promotionId, after: { recorded } });
      return { outcome: recorded ? 'recorded' : 'alreadyCounted', couponOutcome: null };
    });
  }
  const memberId = b.memberId ?? 0;
  const member = await ctx.db.selectFrom('members').select(['id', 'created_at']).where('id', '=', memberId).executeTakeFirst();
  if (!member) throw unknownField('memberId', 'member');
  if (now - num(member.created_at) > SIGNUP_ATTRIBUTION_HOURS * 60 * 60 * 1000) throw invalidField('memberId', t('marketing.promotion.signupTooOld', { hours: SIGNUP_ATTRIBUTION_HOURS }));
  return ctx.mutate(async (trx, audit) => {
    // The member's row is the claim: the first sign-up inserted wins, a second changes nothing.
    const claimed = await sql`insert into promotion_referrals (member_id, promotion_id, signed_up_at, coupon_outcome) values (${memberId}, ${promotionId}, ${now}, 'none') on conflict do nothing`.execute(trx);
    if (Number(claimed.numAffectedRows ?? 0n) !== 1) {
      await audit({ action: 'popularize.signup', entity: 'promotion', entityId: promotionId, after: { memberId, recorded: false } });
      return { outcome: 'alreadyReferred', couponOutcome: null };
    }
    const coupon = await grantReferralCoupon(trx, ctx.services.dialect, promotion.coupon_id === null ? null : num(promotion.coupon_id), memberId, now);
    await trx.updateTable('promotion_referrals').set({ coupon_outcome: coupon.outcome, member_coupon_id: coupon.memberCouponId }).where('member_id', '=', memberId).execute();
    await audit({ action: 'popularize.signup', entity: 'promotion', entityId: promotionId, after: { memberId, recorded: true, coupon: coupon.outcome } });
    return { outcome: 'recorded', couponOutcome: coupon.outcome };
  });
};
