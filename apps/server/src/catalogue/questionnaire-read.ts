import type { QuestionDetail, QuestionKind, QuestionnaireDetail, QuestionnaireSummary } from '@careops/core/contract';
import { formatQuestionLines } from '@careops/core/contract';
import { SurveyStatus } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { inWindowOrder, listWindow } from '../list/list-query';
import { notFound } from '../list/optimistic';
import { containsText } from '../list/text-match';

/**
 * Questionnaire lists and records: the questions in order with what members answered, the
 * services that follow up with it, and its surveys by status with the response rate (finished
 * out of all but cancelled and deleted).
 */

export const questionnaireNotFound = () => notFound(t('catalogue.questionnaire.entity'));

const sortColumns = { id: 'questionnaires.id', createdAt: 'questionnaires.created_at', updatedAt: 'questionnaires.updated_at', name: 'questionnaires.name' };

/** Stored answers and option lists are JSON text; anything unreadable is none. */
export function textList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

interface SurveyStats {
  total: number;
  underway: number;
  finished: number;
  overdue: number;
  cancelled: number;
  responseRate: number;
}

async function surveyStats(db: Kysely<Database>, ids: number[]): Promise<Map<number, SurveyStats>> {
  const stats = new Map<number, SurveyStats>();
  if (!ids.length) return stats;
  const rows = await db
    .selectFrom('surveys')
    .select(['questionnaire_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('questionnaire_id', 'in', ids)
    .where('status', '<>', SurveyStatus.deleted)
    .groupBy(['questionnaire_id', 'status'])
    .execute();
  for (const id of ids) stats.set(id, { total: 0, underway: 0, finished: 0, overdue: 0, cancelled: 0, responseRate: 0 });
  for (const r of rows) {
    const s = stats.get(r.questionnaire_id);
    if (!s) continue;
    const n = Number(r.n);
    s.total += n;
    if (r.status === SurveyStatus.underway) s.underway += n;
    if (r.status === SurveyStatus.finished) s.finished += n;
    if (r.status === SurveyStatus.overdue) s.overdue += n;
    if (r.status === SurveyStatus.cancelled) s.cancelled += n;
  }
  for (const s of stats.values()) {
    const asked = s.total - s.cancelled;
    s.responseRate = asked > 0 ? Math.round((s.finished / asked) * 10_000) / 10_000 : 0;
  }
  return stats;
}

export async function loadQuestionnaireSummaries(db: Kysely<Database>, ids: number[]): Promise<QuestionnaireSummary[]> {
  if (!ids.length) return [];
  const [rows, questions, services, stats] = await Promise.all([
    db.selectFrom('questionnaires').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('follow_up_questions').select(['questionnaire_id', (eb) => eb.fn.countAll<number>().as('n')]).where('questionnaire_id', 'in', ids).where('status', '=', 1).groupBy('questionnaire_id').execute(),
    db.selectFrom('services').select(['questionnaire_id', (eb) => eb.fn.countAll<number>().as('n')]).where('questionnaire_id', 'in', ids).groupBy('questionnaire_id').execute(),
    surveyStats(db, ids),
  ]);
  const count = (list: Array<{ questionnaire_id: number | null; n: number }>) => new Map(list.map((r) => [Number(r.questionnaire_id), Number(r.n)]));
  const questionCount = count(questions);
  const serviceCount = count(services);
  const shaped = rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    status: Number(r.status),
    questionCount: questionCount.get(r.id) ?? 0,
    serviceCount: serviceCount.get(r.id) ?? 0,
    surveyCount: stats.get(r.id)?.total ?? 0,
    responseRate: stats.get(r.id)?.responseRate ?? 0,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    version: Number(r.version),
  }));
  return inWindowOrder(ids, shaped);
}

/** The active questions of a questionnaire, in order. */
export async function loadQuestions(db: Kysely<Database>, questionnaireId: number) {
  const rows = await db
    .selectFrom('follow_up_questions')
    .select(['id', 'kind', 'question', 'options', 'scale_max'])
    .where('questionnaire_id', '=', questionnaireId)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind as QuestionKind, text: r.question, options: textList(r.options), scaleMax: Number(r.scale_max) }));
}

/** What members answered to each question (choices counted, scales averaged, latest texts). */
async function questionResults(db: Kysely<Database>, questions: Array<Omit<QuestionDetail, 'results'>>): Promise<QuestionDetail[]> {
  const ids = questions.map((q) => q.id);
  const answers = ids.length
    ? await db.selectFrom('order_follow_ups').select(['question_id', 'answer', 'at']).where('question_id', 'in', ids).where('survey_id', 'is not', null).orderBy('at', 'desc').orderBy('id', 'desc').execute()
    : [];
  return questions.map((q) => {
    const mine = answers.filter((a) => a.question_id === q.id);
    const picked = q.kind === 'multiple' ? mine.flatMap((a) => textList(a.answer)) : mine.map((a) => a.answer);
    const scale = q.kind === 'scale' ? mine.map((a) => Number(a.answer)).filter((n) => Number.isFinite(n)) : [];
    return {
      ...q,
      results: {
        answered: mine.length,
        choices: q.kind === 'single' || q.kind === 'multiple' ? q.options.map((option) => ({ option, count: picked.filter((p) => p === option).length })) : [],
        average: scale.length ? Math.round((scale.reduce((a, b) => a + b, 0) / scale.length) * 100) / 100 : null,
        latest: q.kind === 'text' ? mine.slice(0, 5).map((a) => a.answer) : [],
      },
    };
  });
}

export async function loadQuestionnaireDetail(db: Kysely<Database>, id: number): Promise<QuestionnaireDetail> {
  const [summary] = await loadQuestionnaireSummaries(db, [id]);
  if (!summary) throw questionnaireNotFound();
  const [row, questions, services, stats] = await Promise.all([
    db.selectFrom('questionnaires').select('description').where('id', '=', id).executeTakeFirstOrThrow(),
    loadQuestions(db, id),
    db.selectFrom('services').select(['id', 'name', 'follow_up_hours']).where('questionnaire_id', '=', id).orderBy('id').execute(),
    surveyStats(db, [id]),
  ]);
  return {
    ...summary,
    description: row.description,
    questions: await questionResults(db, questions),
    questionLines: formatQuestionLines(questions),
    services: services.map((s) => ({ id: s.id, name: s.name, followUpHours: s.follow_up_hours === null ? null : Number(s.follow_up_hours) })),
    surveys: stats.get(id) ?? { total: 0, underway: 0, finished: 0, overdue: 0, cancelled: 0, responseRate: 0 },
  };
}

export const getQuestionnaireList: Handler<'getQuestionnaireList'> = async (ctx) => {
  const b = ctx.body;
  let from = ctx.db.selectFrom('questionnaires');
  if (b.name) from = from.where(containsText('questionnaires.name', b.name, ctx.services.dialect));
  if (b.type !== undefined) from = from.where('questionnaires.type', '=', b.type);
  if (b.status !== undefined) from = from.where('questionnaires.status', '=', b.status);
  const { ids, ...page } = await listWindow({ from, idColumn: 'questionnaires.id', sortColumns, ...b });
  return { ...page, list: await loadQuestionnaireSummaries(ctx.db, ids) };
};

export const getQuestionnaire: Handler<'getQuestionnaire'> = async (ctx) => loadQuestionnaireDetail(ctx.db, ctx.body.questionnaireId);

/**
 * getWorkFollowQuestionList (`type`, the spec's path): the questionnaires' questions of that
 * type (every type when blank), questionnaire by questionnaire, each in its order. `status` is
 * 1 only when both the question and its questionnaire are in use.
 */
export const getWorkFollowQuestionList: Handler<'getWorkFollowQuestionList'> = async (ctx) => {
  let query = ctx.db
    .selectFrom('follow_up_questions as q')
    .leftJoin('questionnaires as n', 'n.id', 'q.questionnaire_id')
    .select(['q.id', 'q.type', 'n.type as questionnaire_type', 'q.question', 'q.sort', 'q.status', 'n.status as questionnaire_status']);
  if (ctx.body.type) {
    const type = ctx.body.type;
    query = query.where((eb) => eb.or([eb('n.type', '=', type), eb.and([eb('n.id', 'is', null), eb('q.type', '=', type)])]));
  }
  const rows = await query.orderBy('q.questionnaire_id').orderBy('q.sort').orderBy('q.id').execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.questionnaire_type ?? r.type,
      question: r.question,
      sort: Number(r.sort),
      status: Number(r.status) === 1 && (r.questionnaire_status === null || Number(r.questionnaire_status) === 1) ? 1 : 0,
    })),
  };
};
