import { PUBLIC } from '@careops/core/permissions';
import * as z from 'zod';
import type { RouteSpec } from '../http/register-endpoints';
import type { Services } from '../services';
import { outboxMessageGateway } from '../system/message-gateway';
import { runEscalation } from './escalation';
import { sendDueAnnouncements } from './voice-send';

/**
 * Test hooks of the security center (CAREOPS_TEST_HOOKS=1 only): the escalation scheduler and
 * the scheduled voice announcements run now at a given clock, so a test controls time.
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
    {
      name: 'test.sendDueAnnouncements',
      def: {
        path: '/api/test/sendDueAnnouncements',
        method: 'POST',
        permission: PUBLIC,
        mutates: false,
        request: z.object({ now: z.number().int().positive().optional() }),
        response: z.object({ sent: z.array(z.number()) }),
      },
      handler: async (ctx) => ({ sent: await sendDueAnnouncements(services, outboxMessageGateway(services.log), (ctx.body as { now?: number }).now) }),
    },
  ];
}
