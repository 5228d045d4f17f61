import { PUBLIC } from '@careops/core/permissions';
import * as z from 'zod';
import type { RouteSpec } from '../http/register-endpoints';
import type { Services } from '../services';
import { answerSurvey, type SurveyAnswers } from './survey-answer';
import { markOverdueSurveys } from './survey-jobs';

/**
 * Survey test hooks (CAREOPS_TEST_HOOKS=1 only): the member app answering a survey, and the
 * scheduler run at a chosen time (the clock a test controls). They call what the app endpoint
 * and the timer call.
 */
export function surveyTestRoutes(services: Services): RouteSpec[] {
  return [
    {
      name: 'test.answerSurvey',
      def: {
        path: '/api/test/answerSurvey', method: 'POST', permission: PUBLIC, mutates: true,
        request: z.object({ surveyId: z.number().int().positive(), answers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])), at: z.number().int().optional() }),
        response: z.object({ status: z.number(), version: z.number() }),
      },
      handler: async (ctx) => {
        const b = ctx.body as { surveyId: number; answers: SurveyAnswers; at?: number };
        return ctx.mutate((trx, audit) => answerSurvey(trx, b.surveyId, b.answers, b.at ?? Date.now(), audit));
      },
    },
    {
      name: 'test.runSurveyJobs',
      def: { path: '/api/test/runSurveyJobs', method: 'POST', permission: PUBLIC, mutates: false, request: z.object({ now: z.number().int().optional() }), response: z.object({ overdue: z.array(z.number()) }) },
      handler: async (ctx) => ({ overdue: await markOverdueSurveys(services, (ctx.body as { now?: number }).now ?? Date.now()) }),
    },
  ];
}
