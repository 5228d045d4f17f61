import type { QuestionInput } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { claimVersion } from '../list/optimistic';
import { uniqueViolation } from '../list/unique-violation';
import { invalidField } from '../orders/order-access';
import { servicesOf } from './agreement-write';
import { loadQuestionnaireDetail } from './questionnaire-read';

/**
 * Writing questionnaires. The questions are sent whole, in the order asked: a question keeps
 * its id (and so its answers) when the request names it, or when its text is unchanged; a
 * question left out is deleted, or only retired when members have answered it.
 */

const nameTaken = (name: string) => invalidField('name', t('catalogue.questionnaire.nameTaken', { name }));

async function assertNameFree(trx: Transaction<Database>, name: string, exceptId?: number): Promise<void> {
  let query = trx.selectFrom('questionnaires').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken(name);
}

const questionColumns = (q: QuestionInput, type: string, sort: number, now: number) => ({
  type,
  kind: q.kind,
  question: q.text,
  options: JSON.stringify(q.options),
  scale_max: q.scaleMax,
  sort,
  status: 1,
  updated_at: now,
});

/** Writes the questions of a questionnaire as given; answers how many were added, kept and dropped. */
async function writeQuestions(trx: Transaction<Database>, questionnaireId: number, type: string, questions: QuestionInput[], now: number) {
  const existing = await trx.selectFrom('follow_up_questions').select(['id', 'question', 'status']).where('questionnaire_id', '=', questionnaireId).execute();
  const unmatched = new Map(existing.filter((e) => e.status === 1).map((e) => [e.id, e]));
  const known = new Set(existing.map((e) => e.id));
  const seen = new Set<number>();
  let added = 0;
  for (const [index, q] of questions.entries()) {
    let id = q.id;
    if (id !== undefined && !known.has(id)) throw invalidField('questions', t('catalogue.questionnaire.unknownQuestion', { id }));
    if (id !== undefined && seen.has(id)) throw invalidField('questions', t('catalogue.questionnaire.duplicateQuestion', { id }));
    id ??= [...unmatched.values()].find((e) => e.question === q.text && !seen.has(e.id))?.id;
    if (id === undefined) {
      await trx.insertInto('follow_up_questions').values({ questionnaire_id: questionnaireId, ...questionColumns(q, type, index + 1, now), created_at: now }).execute();
      added++;
      continue;
    }
    seen.add(id);
    unmatched.delete(id);
    await trx.updateTable('follow_up_questions').set((eb) => ({ ...questionColumns(q, type, index + 1, now), version: eb('version', '+', 1) })).where('id', '=', id).execute();
  }
  let dropped = 0;
  for (const gone of unmatched.values()) {
    const answered = await trx.selectFrom('order_follow_ups').select('id').where('question_id', '=', gone.id).limit(1).executeTakeFirst();
    if (answered) await trx.updateTable('follow_up_questions').set({ status: 0, updated_at: now }).where('id', '=', gone.id).execute();
    else await trx.deleteFrom('follow_up_questions').where('id', '=', gone.id).execute();
    dropped++;
  }
  return { added, kept: seen.size, dropped };
}

export const addQuestionnaire: Handler<'addQuestionnaire'> = async (ctx) => {
  const b = ctx.body;
  const id = await ctx
    .mutate(async (trx, audit) => {
      await assertNameFree(trx, b.name);
      const now = Date.now();
      const row = await trx.insertInto('questionnaires').values({ name: b.name, type: b.type, description: b.description, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      await writeQuestions(trx, row.id, b.type, b.questions, now);
      await audit({ action: 'questionnaire.add', entity: 'questionnaire', entityId: row.id, after: { name: b.name, type: b.type, questions: b.questions.length, version: 1 } });
      return row.id;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error)?.includes('name')) throw nameTaken(b.name);
      throw error;
    });
  return loadQuestionnaireDetail(ctx.db, id);
};

export const editQuestionnaire: Handler<'editQuestionnaire'> = async (ctx) => {
  const { questionnaireId, version: expected, questions, ...fields } = ctx.body;
  await ctx
    .mutate(async (trx, audit) => {
      const current = await trx.selectFrom('questionnaires').selectAll().where('id', '=', questionnaireId).executeTakeFirst();
      const version = await claimVersion(trx, 'questionnaires', questionnaireId, expected, t('catalogue.questionnaire.entity'));
      if (!current) return;
      if (fields.name !== undefined) await assertNameFree(trx, fields.name, questionnaireId);
      const now = Date.now();
      const set = {
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.type !== undefined ? { type: fields.type } : {}),
        ...(fields.description !== undefined ? { description: fields.description } : {}),
        ...(fields.status !== undefined ? { status: fields.status } : {}),
      };
      if (Object.keys(set).length) await trx.updateTable('questionnaires').set(set).where('id', '=', questionnaireId).execute();
      const type = fields.type ?? current.type;
      if (fields.type !== undefined) await trx.updateTable('follow_up_questions').set({ type }).where('questionnaire_id', '=', questionnaireId).execute();
      const changed = questions ? await writeQuestions(trx, questionnaireId, type, questions, now) : undefined;
      const before: Record<string, unknown> = { version: expected };
      for (const key of Object.keys(set) as Array<keyof typeof set>) before[key] = current[key];
      await audit({ action: 'questionnaire.edit', entity: 'questionnaire', entityId: questionnaireId, before, after: { ...set, ...(changed ? { questions: changed } : {}), version } });
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error)?.includes('name')) throw nameTaken(fields.name ?? '');
      throw error;
    });
  return loadQuestionnaireDetail(ctx.db, questionnaireId);
};

export const attachQuestionnaireServices: Handler<'attachQuestionnaireServices'> = async (ctx) => {
  const { questionnaireId, serviceIds, followUpHours } = ctx.body;
  return ctx.mutate(async (trx, audit) => {
    const questionnaire = await trx.selectFrom('questionnaires').select(['id', 'name', 'status']).where('id', '=', questionnaireId).executeTakeFirst();
    if (!questionnaire) throw invalidField('questionnaireId', t('error.notFound', { what: t('catalogue.questionnaire.entity') }));
    if (questionnaire.status !== 1) throw invalidField('questionnaireId', t('catalogue.questionnaire.disabled', { name: questionnaire.name }));
    const services = await servicesOf(trx, serviceIds);
    const now = Date.now();
    for (const s of services) {
      await trx.updateTable('services').set((eb) => ({ questionnaire_id: questionnaireId, follow_up_hours: followUpHours, version: eb('version', '+', 1), updated_at: now })).where('id', '=', s.id).execute();
      await audit({
        action: 'questionnaire.attach', entity: 'service', entityId: s.id,
        before: { questionnaireId: s.questionnaire_id, followUpHours: s.follow_up_hours, version: s.version },
        after: { questionnaireId, followUpHours, version: s.version + 1 },
      });
    }
    return { id: questionnaireId, attached: services.map((s) => ({ id: s.id, name: s.name })) };
  });
};
