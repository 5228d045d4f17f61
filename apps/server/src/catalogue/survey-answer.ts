import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { nextSurveyStatus } from '@careops/core/machines';
import { labelOf, surveyStatusEnum } from '@careops/core/enums';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditWriter } from '../http/handler-types';
import { invalidField } from '../orders/order-access';
import { textList } from './questionnaire-read';
import { surveyNotFound } from './survey-read';

/**
 * A member's answers to a survey (the member app's call; the test hooks stand in for it): every
 * active question answered as its kind asks (a choice of its options, a whole number on its
 * scale, text), then the survey machine finishes it. Refused naming the question otherwise.
 */

export type SurveyAnswers = Record<string, string | number | string[]>;

function answerText(q: { id: number; kind: string; options: string; scale_max: number; question: string }, value: unknown): string {
  const options = textList(q.options);
  const bad = () => invalidField(`answers.${q.id}`, q.question);
  if (q.kind === 'single') {
    if (typeof value !== 'string' || !options.includes(value)) throw bad();
    return value;
  }
  if (q.kind === 'multiple') {
    if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string' && options.includes(v))) throw bad();
    return JSON.stringify([...new Set(value as string[])]);
  }
  if (q.kind === 'scale') {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > Number(q.scale_max)) throw bad();
    return String(n);
  }
  if (typeof value !== 'string' || value.trim() === '' || value.length > 1000) throw bad();
  return value.trim();
}

export async function answerSurvey(trx: Transaction<Database>, surveyId: number, answers: SurveyAnswers, now: number, audit: AuditWriter): Promise<{ status: number; version: number }> {
  const survey = await trx.selectFrom('surveys').select(['id', 'order_id', 'questionnaire_id', 'status', 'due_at', 'version']).where('id', '=', surveyId).executeTakeFirst();
  if (!survey) throw surveyNotFound();
  const next = nextSurveyStatus(Number(survey.status), 'survey.answer', { dueAt: Number(survey.due_at) }, now);
  if (next === null) throw new CareOpsError('invalidInput', t('error.invalidField', { field: 'surveyId', problem: labelOf(surveyStatusEnum, Number(survey.status)) }), { field: 'surveyId' });
  const questions = await trx.selectFrom('follow_up_questions').select(['id', 'kind', 'options', 'scale_max', 'question']).where('questionnaire_id', '=', survey.questionnaire_id).where('status', '=', 1).orderBy('sort').execute();
  const rows = questions.map((q) => ({ order_id: survey.order_id, question_id: q.id, survey_id: survey.id, answer: answerText(q, answers[String(q.id)]), at: now }));
  const version = Number(survey.version) + 1;
  const claimed = await trx.updateTable('surveys').set({ status: next, answered_at: now, version, updated_at: now }).where('id', '=', surveyId).where('version', '=', Number(survey.version)).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new CareOpsError('staleVersion', t('error.staleVersion'));
  if (rows.length) await trx.insertInto('order_follow_ups').values(rows).execute();
  await audit({ action: 'survey.answer', entity: 'survey', entityId: surveyId, before: { status: Number(survey.status), version: Number(survey.version) }, after: { status: next, answers: rows.length, version } });
  return { status: next, version };
}
