import { NURSE_DOCUMENT_KINDS } from '@careops/core/contract';
import { PUBLIC } from '@careops/core/permissions';
import * as z from 'zod';
import type { RouteSpec } from '../http/register-endpoints';
import { expireDueCards } from '../people/people-jobs';
import { resubmitApplication, resubmitCard } from '../people/review-resubmit';
import type { Services } from '../services';

const id = z.coerce.number().int().positive();

/**
 * People test hooks (CAREOPS_TEST_HOOKS=1 only), standing in for what is outside the console:
 * the nurse app resubmitting a rejected application, the member app resubmitting a card, and
 * the scheduler's clock (run the card expiry job now). They call the same server functions a
 * future app endpoint and the scheduler call.
 */
export function peopleTestRoutes(services: Services): RouteSpec[] {
  return [
    {
      name: 'test.people.resubmitApplication',
      def: {
        path: '/api/test/people/resubmitApplication', method: 'POST', permission: PUBLIC, mutates: true,
        request: z.object({ applicationId: id, documents: z.array(z.object({ kind: z.enum(NURSE_DOCUMENT_KINDS), url: z.string().min(1).max(500) })).max(6).default([]) }),
        response: z.object({ id: z.number(), status: z.number(), attempt: z.number(), version: z.number() }),
      },
      handler: async (ctx) => {
        const b = ctx.body as { applicationId: number; documents: Array<{ kind: (typeof NURSE_DOCUMENT_KINDS)[number]; url: string }> };
        return ctx.mutate((trx, audit) => resubmitApplication(trx, b.applicationId, audit, b.documents));
      },
    },
    {
      name: 'test.people.resubmitCard',
      def: {
        path: '/api/test/people/resubmitCard', method: 'POST', permission: PUBLIC, mutates: true,
        request: z.object({ cardId: id, validFrom: z.number().int().min(0).optional(), validUntil: z.number().int().min(0).optional() }),
        response: z.object({ id: z.number(), status: z.number(), attempt: z.number(), version: z.number() }),
      },
      handler: async (ctx) => {
        const b = ctx.body as { cardId: number; validFrom?: number; validUntil?: number };
        return ctx.mutate((trx, audit) => resubmitCard(trx, b.cardId, audit, { validFrom: b.validFrom, validUntil: b.validUntil }));
      },
    },
    {
      name: 'test.people.runCardExpiry',
      def: {
        path: '/api/test/people/runCardExpiry', method: 'POST', permission: PUBLIC, mutates: false,
        request: z.object({ now: z.number().int().min(0).optional() }),
        response: z.object({ expired: z.array(z.number()) }),
      },
      handler: async (ctx) => ({ expired: await expireDueCards(services, (ctx.body as { now?: number }).now ?? Date.now()) }),
    },
  ];
}
