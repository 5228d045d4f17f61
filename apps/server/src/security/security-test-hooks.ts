import { PUBLIC } from '@careops/core/permissions';
import * as z from 'zod';
import type { RouteSpec } from '../http/register-endpoints';
import type { Services } from '../services';
import { runEscalation } from './escalation';

/**
 * Test hooks of the security center (CAREOPS_TEST_HOOKS=1 only): the escalation scheduler run
 * now at a given clock, so a test controls time instead of waiting a minute.
 */
export function securityTestRoutes(services: Services): RouteSpec[] {
  return [
    {
      name: 'test.runEscalation',
      def: {
        path: '/api/test/runEscalation',
        method: 'POST',
        permission: PUBLIC,
        mutates: false,
        request: z.object({ now: z.number().int().positive().optional() }),
        response: z.object({ escalated: z.array(z.number()) }),
      },
      handler: async (ctx) => ({ escalated: await runEscalation(services, (ctx.body as { now?: number }).now) }),
    },
  ];
}
