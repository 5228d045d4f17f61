import type { QuestionKind, SurveyDetail, SurveySummary } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { inWindowOrder, listWindow } from '../list/list-query';
import { notFound } from '../list/optimistic';
import { inStations } from '../list/station-scope';

/** Survey lists and records, scoped to the caller's stations (a survey belongs to its order's studio). */

export const surveyNotFound = () => notFound(t('catalogue.survey.entity'));

const sortColumns = { id: 'surveys.id', createdAt: 'surveys.created_at', dueAt: 'surveys.due_at' };

async function loadSurveys(db: Kysely<Database>, ids: number[]): Promise<SurveySummary[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('surveys as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .innerJoin('questionnaires as q', 'q.id', 's.questionnaire_id')
    .innerJoin('studios as st', 'st.id', 's.studio_id')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id', 'o.id as order_id', 'o.order_no', 'q.id as q_id', 'q.name as q_name', 'st.id as st_id', 'st.name as st_name', 'm.id as m_id', 'm.nickname', 's.status', 's.due_at', 's.answered_at', 's.created_at', 's.updated_at', 's.version'])
    .where('s.id', 'in', ids)
    .execute();
  return inWindowOrder(
    ids,
    rows.map((r) => ({
      id: r.id,
      order: { id: r.order_id, orderNo: r.order_no },
      questionnaire: { id: r.q_id, name: r.q_name },
      studio: { id: r.st_id, name: r.st_name },
      member: { id: r.m_id, name: r.nickname },
      status: Number(r.status),
      dueAt: Number(r.due_at),
      answeredAt: r.answered_at === null ? null : Number(r.answered_at),
      createdAt: Number(r.created_at),
      updatedAt: Number(r.updated_at),
      version: Number(r.version),
    })),
  );
}

export const getSurveyList: Handler<'getSurveyList'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('surveys').where(inStations('surveys.studio_id', stations));
  if (b.status !== undefined) from = from.where('surveys.status', '=', b.status);
  else from = from.where('surveys.status', '<>', -1);
  if (b.questionnaireId !== undefined) from = from.where('surveys.questionnaire_id', '=', b.questionnaireId);
  if (b.studioId !== undefined) from = from.where('surveys.studio_id', '=', b.studioId);
  if (b.orderId !== undefined) from = from.where('surveys.order_id', '=', b.orderId);
  const { ids, ...page } = await listWindow({ from, idColumn: 'surveys.id', sortColumns, ...b });
  return { ...page, list: await loadSurveys(ctx.db, ids) };
};

export async function loadSurveyDetail(db: Kysely<Database>, id: number): Promise<SurveyDetail> {
  const [summary] = await loadSurveys(db, [id]);
  if (!summary) throw surveyNotFound();
  const [questions, answers] = await Promise.all([
    db
      .selectFrom('follow_up_questions')
      .select(['id', 'kind', 'question', 'status'])
      .where('questionnaire_id', '=', summary.questionnaire.id)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('order_follow_ups').select(['question_id', 'answer']).where('survey_id', '=', id).execute(),
  ]);
  const answerOf = new Map(answers.map((a) => [a.question_id, a.answer]));
  return {
    ...summary,
    // A retired question shows only where this survey answered it.
    answers: questions
      .filter((q) => q.status === 1 || answerOf.has(q.id))
      .map((q) => ({ questionId: q.id, kind: q.kind as QuestionKind, question: q.question, answer: answerOf.get(q.id) ?? null })),
  };
}

export const getSurvey: Handler<'getSurvey'> = async (ctx) => {
  const row = await ctx.db.selectFrom('surveys').select('studio_id').where('id', '=', ctx.body.surveyId).executeTakeFirst();
  const stations = await ctx.signedIn().stationIds();
  if (!row || (stations !== null && !stations.includes(row.studio_id))) throw surveyNotFound();
  return loadSurveyDetail(ctx.db, ctx.body.surveyId);
};
