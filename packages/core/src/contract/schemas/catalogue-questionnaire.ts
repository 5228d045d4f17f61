import * as z from 'zod';
import { t } from '../../i18n/translate';
import { requiredText } from './common';
import { idList, listPageOf, listRequest, recordIdSchema, sortRequest, statusFilter, statusSchema, textFilter, versionSchema } from './list';
import { namedRef } from './orders-common';
import { FOLLOW_UP_TYPES } from './orders-values';
import { CHOICES_MAX, QUESTION_KINDS, QUESTIONNAIRE_SORT_FIELDS, QUESTIONS_MAX, SCALE_MAX_TOP, SCALE_MIN_TOP, SURVEY_DURATION_HOURS } from './catalogue-release-values';
import { parseQuestionLines } from './catalogue-questionnaire-lines';

/**
 * Questionnaires (/product/questionnaire): the follow-up questions a service's survey asks.
 * Its type is the spec's follow-up type (getWorkFollowQuestionList `type`).
 */

const followUpType = z.enum(FOLLOW_UP_TYPES, { error: t('system.validate.oneOf', { values: FOLLOW_UP_TYPES.join(', ') }) });

export const questionnaireListRequest = listRequest.extend({
  name: textFilter(50),
  type: z.preprocess((v) => (v === '' || v === null ? undefined : v), followUpType.optional()),
  status: statusFilter,
  sort: sortRequest(QUESTIONNAIRE_SORT_FIELDS, '-createdAt'),
});

/** Surveys of a questionnaire by status, and the share answered (finished / all but deleted and cancelled). */
const surveyStatsSchema = z.object({
  total: z.number(),
  underway: z.number(),
  finished: z.number(),
  overdue: z.number(),
  cancelled: z.number(),
  /** 0…1; 0 when there is no survey yet. */
  responseRate: z.number(),
});

export const questionnaireSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  status: z.number(),
  questionCount: z.number(),
  serviceCount: z.number(),
  surveyCount: z.number(),
  responseRate: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;
export const questionnaireListResult = listPageOf(questionnaireSummarySchema);

export const getQuestionnaireRequest = z.object({ questionnaireId: recordIdSchema });

const questionResultSchema = z.object({
  answered: z.number(),
  /** single and multiple: how many chose each option, in the options' order. */
  choices: z.array(z.object({ option: z.string(), count: z.number() })),
  /** scale: the mean answer; null without answers. */
  average: z.number().nullable(),
  /** text: the latest answers (at most 5). */
  latest: z.array(z.string()),
});
export const questionSchema = z.object({
  id: z.number(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  options: z.array(z.string()),
  scaleMax: z.number(),
  results: questionResultSchema,
});
export type QuestionDetail = z.infer<typeof questionSchema>;

export const questionnaireDetailSchema = questionnaireSummarySchema.extend({
  description: z.string(),
  /** In the order they are asked. */
  questions: z.array(questionSchema),
  /** The questions as lines (the form's text area, `--questions`). */
  questionLines: z.string(),
  services: z.array(namedRef.extend({ followUpHours: z.number().nullable() })),
  surveys: surveyStatsSchema,
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;

const questionInput = z
  .object({
    id: recordIdSchema.optional(),
    kind: z.enum(QUESTION_KINDS, { error: t('system.validate.oneOf', { values: QUESTION_KINDS.join(', ') }) }),
    text: requiredText(t('catalogue.questionnaire.contract.questionRequired')).pipe(z.string().max(200, t('system.validate.tooLong', { max: 200 }))),
    options: z.array(z.string().trim().min(1, t('catalogue.questionnaire.contract.choiceBlank')).max(60, t('system.validate.tooLong', { max: 60 }))).max(CHOICES_MAX, t('system.validate.tooMany', { max: CHOICES_MAX })).default([]),
    scaleMax: z.coerce.number().int().min(SCALE_MIN_TOP, t('catalogue.questionnaire.contract.scale', { min: SCALE_MIN_TOP, max: SCALE_MAX_TOP })).max(SCALE_MAX_TOP, t('catalogue.questionnaire.contract.scale', { min: SCALE_MIN_TOP, max: SCALE_MAX_TOP })).default(5),
  })
  .superRefine((q, ctx) => {
    const choices = q.kind === 'single' || q.kind === 'multiple';
    if (choices && q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: t('catalogue.questionnaire.contract.choicesNeeded', { question: q.text }) });
    if (!choices && q.options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: t('catalogue.questionnaire.contract.noChoices', { question: q.text }) });
  });

/** Questions as a JSON array, or as lines of text (catalogue-questionnaire-lines.ts). */
const questionsSchema = z.preprocess(
  (v, ctx) => {
    if (typeof v !== 'string') return v;
    const parsed = parseQuestionLines(v);
    if ('badLine' in parsed) {
      ctx.addIssue({ code: 'custom', message: t('catalogue.questionnaire.contract.badLine', { line: parsed.badLine }) });
      return z.NEVER;
    }
    return parsed.questions;
  },
  z.array(questionInput, { error: t('catalogue.questionnaire.contract.questions') }).min(1, t('catalogue.questionnaire.contract.questionsRequired')).max(QUESTIONS_MAX, t('system.validate.tooMany', { max: QUESTIONS_MAX })),
);

const nameSchema = requiredText(t('system.validate.nameRequired')).pipe(z.string().max(60, t('system.validate.tooLong', { max: 60 })));
const descriptionSchema = z.string({ error: t('system.list.textType') }).trim().max(500, t('system.validate.tooLong', { max: 500 }));

export const addQuestionnaireRequest = z.object({
  name: nameSchema,
  type: followUpType,
  description: descriptionSchema.default(''),
  questions: questionsSchema,
});

/** Only the fields sent change; `questions` replaces the list (ids keep answered questions). */
export const editQuestionnaireRequest = z.object({
  questionnaireId: recordIdSchema,
  version: versionSchema,
  name: nameSchema.optional(),
  type: followUpType.optional(),
  description: descriptionSchema.optional(),
  status: statusSchema.optional(),
  questions: questionsSchema.optional(),
});

/** One of the spec's survey durations (24 to 168 hours). */
export const followUpHoursSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: t('catalogue.questionnaire.contract.hours', { values: SURVEY_DURATION_HOURS.join(', ') }) }).refine((h) => (SURVEY_DURATION_HOURS as readonly number[]).includes(h), t('catalogue.questionnaire.contract.hours', { values: SURVEY_DURATION_HOURS.join(', ') })),
);

/** These services follow up with this questionnaire, `followUpHours` after the order finishes. */
export const attachQuestionnaireServicesRequest = z.object({
  questionnaireId: recordIdSchema,
  serviceIds: idList(500).refine((ids) => ids.length > 0, t('catalogue.contract.servicesRequired')),
  followUpHours: followUpHoursSchema.default(72),
});
