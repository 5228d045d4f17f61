import type { AreaContribution } from '../../registry/area-contribution';
import type { ResourceDescriptor } from '../types';
import { couponsResource } from './coupons';
import { couponGrantCommand } from './grant-command';
import { couponGrantsResource } from './grants';

export { couponsResource, couponGrantsResource };
export { couponEnabledEnum, couponKindEnum, grantSourceEnum, grantStatusEnum, memberCouponStateEnum, recipientStatusEnum } from './enumerations';
export { grantKeyOf } from './grant-key';

/** Coupons and their grants, in menu order. */
export const couponResources: readonly ResourceDescriptor[] = [couponsResource, couponGrantsResource];

/** Coupons' contribution to the registry: `careops coupons list|view|create|update|grant`, `careops coupon-grants list|view`. */
export const couponsArea: AreaContribution = { id: 'coupons', resources: couponResources, commands: [couponGrantCommand] };
