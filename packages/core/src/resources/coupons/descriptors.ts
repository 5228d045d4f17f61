import type { ResourceDescriptor } from '../types';
import { couponsResource } from './coupons';
import { couponGrantsResource } from './grants';

/** Coupons and their grants, in menu order. */
export const couponResources: readonly ResourceDescriptor[] = [couponsResource, couponGrantsResource];
