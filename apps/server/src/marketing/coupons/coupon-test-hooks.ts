import { PUBLIC } from '@careops/core/permissions';
import * as z from 'zod';
import type { RouteSpec } from '../../http/register-endpoints';
import type { Services } from '../../services';
import { runCouponJobs } from './coupon-jobs';
import { driveGrant } from './grant-runner';

/**
 * Test hooks (CAREOPS_TEST_HOOKS=1 only): the coupon job run now (at a chosen time, to expire
 * coupons without waiting), and waiting for a grant's job to end.
 */
export function couponTestRoutes(services: Services): RouteSpec[] {
  return [
    {
      name: 'test.runCouponJobs',
      def: { path: '/api/test/runCouponJobs', method: 'POST', permission: PUBLIC, mutates: false, request: z.object({ now: z.number().optional() }), response: z.object({ expired: z.number(), resumed: z.number() }) },
      handler: async (ctx) => runCouponJobs(services, (ctx.body as { now?: number }).now ?? Date.now()),
    },
    {
      name: 'test.awaitCouponGrant',
      def: { path: '/api/test/awaitCouponGrant', method: 'POST', permission: PUBLIC, mutates: false, request: z.object({ grantId: z.number() }), response: z.object({ ok: z.boolean() }) },
      handler: async (ctx) => {
        await driveGrant(services, (ctx.body as { grantId: number }).grantId);
        return { ok: true };
      },
    },
  ];
}
