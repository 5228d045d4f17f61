import * as z from 'zod';
import { SurveyStatus } from '../../enums/lifecycle-statuses';
import { t } from '../../i18n/translate';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, versionSchema } from './list';
import { namedRef, orderCodeFilter } from './orders-common';
import { QUESTION_KINDS, SURVEY_SORT_FIELDS } from './catalogue-release-values';

/** Follow-up surveys: one per finished order of a service with a questionnaire (read-only here). */

const SURVEY_STATUSES = Object.values(SurveyStatus);

export const surveyListRequest = listRequest.extend({
  status: orderCodeFilter(SURVEY_STATUSES),
  questionnaireId: idFilter,
  studioId: idFilter,
  orderId: idFilter,
  sort: sortRequest(SURVEY_SORT_FIELDS, '-createdAt'),
});

export const surveySummarySchema = z.object({
  id: z.number(),
  order: z.object({ id: z.number(), orderNo: z.string() }),
  questionnaire: namedRef,
  studio: namedRef,
  member: namedRef,
  status: z.number(),
  dueAt: z.number(),
  answeredAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;
export const surveyListResult = listPageOf(surveySummarySchema);

export const getSurveyRequest = z.object({ surveyId: recordIdSchema });
export const surveyDetailSchema = surveySummarySchema.extend({
  /** Every question of the questionnaire, with the member's answer (null: not answered). */
  answers: z.array(z.object({ questionId: z.number(), kind: z.enum(QUESTION_KINDS), question: z.string(), answer: z.string().nullable() })),
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

/** Staff's decisions on a survey: cancel one still underway, or delete one (it is hidden). */
export const SURVEY_STAFF_EVENTS = ['cancel', 'delete'] as const;
export const alterSurveyStatusRequest = z.object({
  surveyId: recordIdSchema,
  version: versionSchema,
  event: z.enum(SURVEY_STAFF_EVENTS, { error: t('system.validate.oneOf', { values: SURVEY_STAFF_EVENTS.join(', ') }) }),
});
