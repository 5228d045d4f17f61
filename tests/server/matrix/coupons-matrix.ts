import { countOn } from '../support/database';
import type { MatrixArea } from './matrix-area';

let made = 0;
const unique = (what: string) => `Matrix ${what} ${process.pid}-${++made}`;

/**
 * Coupons' and grants' part of the permission matrix. A grant's job runs on after its call
 * answers (member coupons, the grant's progress), so the fingerprint reads only what a call
 * itself writes: coupons, their versions and the grants asked for.
 */
export const couponsMatrix: MatrixArea = {
  fingerprint: ['(select count(*) from coupons)', '(select coalesce(sum(version), 0) from coupons)', '(select count(*) from coupon_grants)', '(select count(*) from coupon_items)'],
  bodies: async ({ server, api }) => {
    const memberId = await countOn(server, 'select min(id) from members where status = 1');
    const coupon = async () => api.ok('admin', 'addCoupon', { name: unique('coupon'), kind: 'cash', value: '5', quantity: 1000, perMemberLimit: 100, validDays: 30 });
    const first = await coupon();
    const grant = await api.ok('admin', 'addCouponGrant', { couponId: first.id, idempotencyKey: unique('grant').replace(/\W/g, '-'), source: 'members', memberIds: [memberId] });
    const grantBody = () => ({ couponId: first.id, idempotencyKey: unique('key').replace(/\W/g, '-'), source: 'members', memberIds: [memberId] });
    return {
      getCouponList: async () => ({}),
      getCoupon: async () => ({ couponId: first.id }),
      addCoupon: async () => ({ name: unique('coupon'), kind: 'percent', value: '10', quantity: 5, validDays: 3 }),
      editCoupon: async () => {
        const c = await coupon();
        return { couponId: c.id, version: c.version, description: 'Matrix' };
      },
      getCouponOptions: async () => ({}),
      getCouponItemOptions: async () => ({}),
      getCouponGrantList: async () => ({}),
      getCouponGrant: async () => ({ grantId: grant.id }),
      getCouponGrantRecipientList: async () => ({ grantId: grant.id }),
      previewCouponGrant: async () => grantBody(),
      addCouponGrant: async () => grantBody(),
    };
  },
};
