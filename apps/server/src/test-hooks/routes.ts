import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { PUBLIC } from '@careops/core/permissions';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { registerRoute, type RouteSpec } from '../http/register-endpoints';
import type { Services } from '../services';
import { peopleTestRoutes } from './people-hooks';
import { orderHookRoutes } from './order-hooks';
import { ledgerTestRoutes } from '../finance/ledger/ledger-test-hooks';
import { securityTestRoutes } from '../security/security-test-hooks';
import { surveyTestRoutes } from '../catalogue/survey-hooks';
import { couponTestRoutes } from '../marketing/coupons';
import { inventoryTestRoutes } from '../inventory/inventory-test-hooks';

/** The code inside an SMS text. */
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

const notFound = (what: string) => new CareOpsError('notFound', t('error.notFound', { what }));

/**
 * Endpoints for tests only, registered when CAREOPS_TEST_HOOKS=1 and never in the contract:
 * read the last SMS code sent to a phone (from the outbox, as a tester would read a phone),
 * the answer of a captcha, and an endpoint guarded by a real node code to exercise 106.
 */
export function registerTestHooks(app: FastifyInstance, services: Services): void {
  const routes: RouteSpec[] = [
    {
      name: 'test.lastSms',
      def: { path: '/api/test/lastSms', method: 'POST', permission: PUBLIC, mutates: false, request: z.object({ phone: z.string() }), response: z.object({ phone: z.string(), code: z.string(), text: z.string() }) },
      handler: async (ctx) => {
        const { phone } = ctx.body as { phone: string };
        const row = await ctx.db.selectFrom('sms_outbox').select(['text']).where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirst();
        const code = row ? codeIn(row.text) : undefined;
        if (!row || !code) throw notFound('SMS');
        return { phone, code, text: row.text };
      },
    },
    {
      name: 'test.lastCaptcha',
      def: { path: '/api/test/lastCaptcha', method: 'POST', permission: PUBLIC, mutates: false, request: z.object({ captchaId: z.string() }), response: z.object({ answer: z.string() }) },
      handler: async (ctx) => {
        const answer = services.hooks?.captchaAnswers.get((ctx.body as { captchaId: string }).captchaId);
        if (answer === undefined) throw notFound('captcha');
        return { answer };
      },
    },
    {
      name: 'test.needsPermission',
      def: { path: '/api/test/needsPermission', method: 'POST', permission: 'systemUser', mutates: false, request: z.object({}).passthrough(), response: z.object({ granted: z.literal(true) }) },
      handler: async () => ({ granted: true as const }),
    },
  ];
  routes.push(...peopleTestRoutes(services));
  routes.push(...orderHookRoutes(services));
  routes.push(...ledgerTestRoutes(services));
  routes.push(...securityTestRoutes(services));
  routes.push(...surveyTestRoutes(services));
  routes.push(...couponTestRoutes(services));
  routes.push(...inventoryTestRoutes());
  for (const route of routes) registerRoute(app, services, route);
}
