import type { HandlerMap } from '../../http/handler-types';
import type { Services } from '../../services';
import { startCouponJobs } from './coupon-jobs';
import { addCoupon, editCoupon, getCoupon, getCouponItemOptions, getCouponList, getCouponOptions } from './coupon-handlers';
import { addCouponGrant, getCouponGrant, getCouponGrantList, getCouponGrantRecipientList, previewCouponGrant } from './grant-handlers';

export { couponItemRefusal, couponTimeRefusal, returnCouponOfUnpaidOrder } from './coupon-use';
export { discountOf } from './coupon-rules';
export { couponTestRoutes } from './coupon-test-hooks';

/** The handlers of coupons and coupon grants, by endpoint name (docs/marketing.md). */
export function createCouponHandlers(): HandlerMap {
  return {
    getCouponList, getCoupon, addCoupon, editCoupon, getCouponOptions, getCouponItemOptions,
    getCouponGrantList, getCouponGrant, getCouponGrantRecipientList, previewCouponGrant, addCouponGrant,
  };
}

/** Starts the coupons' scheduled job (expiry, stalled grants); answers a function that stops it. */
export function scheduleCouponJobs(services: Services): () => void {
  return startCouponJobs(services);
}
