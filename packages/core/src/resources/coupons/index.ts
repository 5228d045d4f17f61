import type { AreaContribution } from '../../registry/area-contribution';
import { couponsResource } from './coupons';
import { couponGrantCommand } from './grant-command';
import { couponGrantsResource } from './grants';
import { couponResources } from './descriptors';

export { couponsResource, couponGrantsResource };
export { couponEnabledEnum, couponKindEnum, grantSourceEnum, grantStatusEnum, memberCouponStateEnum, recipientStatusEnum } from './enumerations';
export { grantKeyOf } from './grant-key';

export { couponResources };

/** Coupons' contribution to the registry: `careops coupons list|view|create|update|grant`, `careops coupon-grants list|view`. */
export const couponsArea: AreaContribution = { id: 'coupons', resources: couponResources, commands: [couponGrantCommand] };
