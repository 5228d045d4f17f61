const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** Coupons and coupon grants: path, method and the permission node a caller needs (docs/marketing.md). */
export const marketingCouponRoutes = {
  // Coupons (/operation-tools/coupon-list, /coupon-detail/{id})
  getCouponList: post('getCouponList', 'couponList'),
  getCoupon: post('getCoupon', 'couponDetail'),
  addCoupon: post('addCoupon', 'couponList.edit'),
  editCoupon: post('editCoupon', 'couponList.edit'),
  getCouponOptions: post('getCouponOptions', 'couponGrantAdd'),
  getCouponItemOptions: post('getCouponItemOptions', 'couponList'),
  // Grants (/operation-tools/coupon-grant-list, -add, -detail/{id})
  getCouponGrantList: post('getCouponGrantList', 'couponGrantList'),
  getCouponGrant: post('getCouponGrant', 'couponGrantDetail'),
  getCouponGrantRecipientList: post('getCouponGrantRecipientList', 'couponGrantDetail'),
  previewCouponGrant: post('previewCouponGrant', 'couponGrantAdd'),
  addCouponGrant: post('addCouponGrant', 'couponGrantAdd'),
};
