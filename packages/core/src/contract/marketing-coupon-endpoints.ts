import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { marketingCouponRoutes as r } from './marketing-coupon-routes';
import * as coupons from './schemas/marketing-coupons';
import * as grants from './schemas/marketing-coupon-grants';
import { GRANT_BODY_MAX_BYTES } from './schemas/marketing-coupon-values';
import { emptyRequest } from './schemas/common';

/** Coupons' and grants' endpoints with their schemas; the compiler keeps the names equal to marketingCouponRoutes. */
export const marketingCouponEndpoints = {
  getCouponList: def({ ...r.getCouponList, request: coupons.couponListRequest, response: coupons.couponListResult, mutates: false }),
  getCoupon: def({ ...r.getCoupon, request: coupons.getCouponRequest, response: coupons.couponDetailSchema, mutates: false }),
  addCoupon: def({ ...r.addCoupon, request: coupons.addCouponRequest, response: coupons.couponDetailSchema, mutates: true }),
  editCoupon: def({ ...r.editCoupon, request: coupons.editCouponRequest, response: coupons.couponDetailSchema, mutates: true }),
  getCouponOptions: def({ ...r.getCouponOptions, request: emptyRequest, response: coupons.couponOptionsResult, mutates: false }),
  getCouponItemOptions: def({ ...r.getCouponItemOptions, request: emptyRequest, response: coupons.couponItemOptionsResult, mutates: false }),
  getCouponGrantList: def({ ...r.getCouponGrantList, request: grants.grantListRequest, response: grants.grantListResult, mutates: false }),
  getCouponGrant: def({ ...r.getCouponGrant, request: grants.getGrantRequest, response: grants.grantDetailSchema, mutates: false }),
  getCouponGrantRecipientList: def({ ...r.getCouponGrantRecipientList, request: grants.recipientListRequest, response: grants.recipientListResult, mutates: false }),
  previewCouponGrant: def({ ...r.previewCouponGrant, request: grants.previewGrantRequest, response: grants.grantPreviewSchema, mutates: false, bodyLimit: GRANT_BODY_MAX_BYTES }),
  addCouponGrant: def({ ...r.addCouponGrant, request: grants.addGrantRequest, response: grants.grantDetailSchema, mutates: true, bodyLimit: GRANT_BODY_MAX_BYTES }),
} satisfies Record<keyof typeof r, EndpointDef>;
