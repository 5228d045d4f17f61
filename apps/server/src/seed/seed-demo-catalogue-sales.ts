import { SurveyStatus } from '@careops/core/enums';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { createPrng } from './prng';
import type { DemoBase } from './seed-demo-base';

/**
 * Demo releases, agreements, questionnaires and surveys, after the catalogue's own seed: every
 * on-shelf service and package released at every enabled studio at its list price for the
 * current year (with last year's window at a lower price and next year's at a higher one for
 * some), three agreements (one with two versions, one with an unpublished draft), four
 * questionnaires (the follow-up questions of the base seed become three of them), and the
 * surveys of the finished demo orders, most of them answered.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

const AGREEMENTS = [
  {
    name: 'Informed consent for invasive procedures',
    versions: [
      'I understand that the procedure involves needles or tubes, the usual risks (pain, bruising, infection) and that the nurse may stop if it is unsafe to continue.',
      'I understand that the procedure involves needles or tubes, the usual risks (pain, bruising, infection, rarely an allergic reaction) and that the nurse may stop if it is unsafe to continue. I confirm the prescription shown is current.',
    ],
    draft: null,
    services: ['Intravenous infusion', 'Urinary catheter care', 'Nasogastric tube care'],
  },
  {
    name: 'Home visit privacy notice',
    versions: ['Nurses record the time and place of each visit and may take photos of the care given, which are kept for the care record only.'],
    draft: null,
    services: ['Postnatal home visit'],
  },
  {
    name: 'Rehabilitation risk notice',
    versions: ['Exercises may cause temporary soreness. Tell the nurse about any chest pain, dizziness or shortness of breath at once.'],
    draft: 'Exercises may cause temporary soreness or fatigue. Tell the nurse about any chest pain, dizziness or shortness of breath at once, and stop the exercise.',
    services: [],
  },
];

interface DemoQuestion {
  kind: 'single' | 'multiple' | 'text' | 'scale';
  text: string;
  options?: string[];
  scaleMax?: number;
}

/** The base seed's questions by their text: the kind each really asks. */
const KIND_OF_BASE_QUESTION: Record<string, Omit<DemoQuestion, 'text'>> = {
  'Did the nurse arrive at the agreed time?': { kind: 'single', options: ['Yes', 'A little late', 'More than 30 minutes late'] },
  'Was the procedure explained before it started?': { kind: 'single', options: ['Yes', 'No'] },
  'Any pain, swelling or bleeding since the visit?': { kind: 'text' },
  'How satisfied are you with the service (1–5)?': { kind: 'scale', scaleMax: 5 },
  'Would you book this nurse again?': { kind: 'single', options: ['Yes', 'Maybe', 'No'] },
  'Temperature taken after the visit?': { kind: 'single', options: ['Normal', 'Raised', 'Not taken'] },
  'Is the patient taking the prescribed medication?': { kind: 'single', options: ['Yes', 'Sometimes', 'No'] },
};

const BASE_QUESTIONNAIRES: Record<string, { name: string; description: string; services: string[]; hours: number }> = {
  'after-service': { name: 'After-service check', description: 'Asked the day after a visit: punctuality, explanation, any complications.', services: ['Injection at home', 'Blood sample collection', 'Intravenous infusion'], hours: 24 },
  satisfaction: { name: 'Satisfaction survey', description: 'How the member rates the visit and the nurse.', services: ['Postnatal home visit', 'Stroke rehabilitation session', 'Health assessment for the elderly'], hours: 72 },
  health: { name: 'Health follow-up', description: 'The patient\'s state in the days after the visit.', services: ['Urinary catheter care', 'Nasogastric tube care'], hours: 48 },
};

const WOUND_QUESTIONNAIRE = {
  name: 'Wound healing follow-up',
  type: 'health',
  description: 'Two days after a dressing change: how the wound looks and feels.',
  services: ['Wound dressing change', 'Pressure ulcer prevention'],
  hours: 48,
  questions: [
    { kind: 'single', text: 'How does the wound look now?', options: ['Healing well', 'Unchanged', 'Worse'] },
    { kind: 'multiple', text: 'Which of these have you noticed?', options: ['Redness', 'Swelling', 'Discharge', 'Odour', 'None of these'] },
    { kind: 'scale', text: 'How much pain is there (1 none, 10 worst)?', scaleMax: 10 },
    { kind: 'text', text: 'Anything else the nurse should know before the next visit?' },
  ] satisfies DemoQuestion[],
};

export async function seedDemoCatalogueSales(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  const { now, adminId } = base;
  // Its own sequence, so the seeds after it draw what they drew before.
  const rng = createPrng(20261126);
  const stamp = (ageDays: number) => ({ created_at: now - ageDays * DAY, updated_at: now - ageDays * DAY });

  // Releases: this year's window at list price; some with last year's and next year's.
  const studios = await trx.selectFrom('studios').select('id').where('status', '=', 1).orderBy('id').execute();
  const services = await trx.selectFrom('services').select(['id', 'name', 'price_cents']).where('on_shelf', '=', 1).orderBy('id').execute();
  const packages = await trx.selectFrom('packages').select(['id', 'price_cents']).where('on_shelf', '=', 1).orderBy('id').execute();
  const items = [...services.map((s) => ({ service_id: s.id, package_id: null, price: Number(s.price_cents) })), ...packages.map((p) => ({ service_id: null, package_id: p.id, price: Number(p.price_cents) }))];
  const startsAt = now - 120 * DAY;
  const endsAt = now + 245 * DAY;
  const releases = [];
  for (const studio of studios) {
    for (const [i, item] of items.entries()) {
      const common = { studio_id: studio.id, service_id: item.service_id, package_id: item.package_id, created_by: adminId };
      releases.push({ ...common, price_cents: item.price, starts_at: startsAt, ends_at: endsAt, note: '', ...stamp(120) });
      if ((i + studio.id) % 4 === 0) releases.push({ ...common, price_cents: Math.round((item.price * 0.9) / 100) * 100, starts_at: startsAt - 365 * DAY, ends_at: startsAt, note: 'last year\'s price', ...stamp(485) });
      if ((i + studio.id) % 5 === 0) releases.push({ ...common, price_cents: Math.round((item.price * 1.05) / 100) * 100, starts_at: endsAt, ends_at: null, note: 'next year\'s price', ...stamp(10) });
    }
  }
  for (let i = 0; i < releases.length; i += 200) await trx.insertInto('product_releases').values(releases.slice(i, i + 200)).execute();

  const serviceId = new Map(services.map((s) => [s.name, s.id]));
  const idsOf = (names: string[]) => names.flatMap((n) => (serviceId.has(n) ? [serviceId.get(n) ?? 0] : []));

  // Agreements and their versions.
  for (const [a, agreement] of AGREEMENTS.entries()) {
    const age = 200 - a * 30;
    const latest = agreement.versions[agreement.versions.length - 1] ?? '';
    const row = await trx.insertInto('agreements').values({ name: agreement.name, draft: agreement.draft ?? latest, ...stamp(age) }).returning('id').executeTakeFirstOrThrow();
    for (const [v, content] of agreement.versions.entries()) {
      await trx.insertInto('agreement_versions').values({ agreement_id: row.id, number: v + 1, content, published_at: now - (age - v * 60) * DAY, published_by: adminId }).execute();
    }
    const attach = idsOf(agreement.services);
    if (attach.length) await trx.updateTable('services').set({ agreement_id: row.id }).where('id', 'in', attach).execute();
  }

  // Questionnaires: the base seed's questions by type, and one of its own.
  const orphans = await trx.selectFrom('follow_up_questions').select(['id', 'type', 'question']).where('questionnaire_id', 'is', null).orderBy('sort').orderBy('id').execute();
  for (const [type, q] of Object.entries(BASE_QUESTIONNAIRES)) {
    const mine = orphans.filter((o) => o.type === type);
    if (!mine.length) continue;
    const row = await trx.insertInto('questionnaires').values({ name: q.name, type, description: q.description, ...stamp(380) }).returning('id').executeTakeFirstOrThrow();
    for (const [i, question] of mine.entries()) {
      const kind = KIND_OF_BASE_QUESTION[question.question] ?? { kind: 'text' };
      await trx.updateTable('follow_up_questions').set({ questionnaire_id: row.id, kind: kind.kind, options: JSON.stringify(kind.options ?? []), scale_max: kind.scaleMax ?? 5, sort: i + 1 }).where('id', '=', question.id).execute();
    }
    const attach = idsOf(q.services);
    if (attach.length) await trx.updateTable('services').set({ questionnaire_id: row.id, follow_up_hours: q.hours }).where('id', 'in', attach).execute();
  }
  const wound = await trx.insertInto('questionnaires').values({ name: WOUND_QUESTIONNAIRE.name, type: WOUND_QUESTIONNAIRE.type, description: WOUND_QUESTIONNAIRE.description, ...stamp(150) }).returning('id').executeTakeFirstOrThrow();
  for (const [i, q] of WOUND_QUESTIONNAIRE.questions.entries()) {
    await trx
      .insertInto('follow_up_questions')
      .values({ questionnaire_id: wound.id, type: WOUND_QUESTIONNAIRE.type, kind: q.kind, question: q.text, options: JSON.stringify('options' in q ? q.options : []), scale_max: 'scaleMax' in q ? q.scaleMax : 5, sort: i + 1, ...stamp(150) })
      .execute();
  }
  const woundServices = idsOf(WOUND_QUESTIONNAIRE.services);
  if (woundServices.length) await trx.updateTable('services').set({ questionnaire_id: wound.id, follow_up_hours: WOUND_QUESTIONNAIRE.hours }).where('id', 'in', woundServices).execute();

  // Surveys of the finished demo orders: most answered, the rest overdue or still underway.
  const finished = await trx
    .selectFrom('orders as o')
    .innerJoin('services as s', 's.id', 'o.service_id')
    .select(['o.id', 'o.studio_id', 'o.member_id', 'o.finished_at', 's.questionnaire_id', 's.follow_up_hours'])
    .where('o.status', '=', 5)
    .where('s.questionnaire_id', 'is not', null)
    .where('o.finished_at', 'is not', null)
    .orderBy('o.id')
    .execute();
  const questionsOf = new Map<number, Array<{ id: number; kind: string; options: string; scale_max: number }>>();
  for (const order of finished) {
    const questionnaireId = order.questionnaire_id ?? 0;
    const finishedAt = Number(order.finished_at);
    const dueAt = finishedAt + Number(order.follow_up_hours ?? 72) * HOUR;
    // One falling due within hours of the seed is answered, so no demo survey turns overdue while someone looks at it.
    const answered = rng.int(0, 9) < 7 || (dueAt > now && dueAt < now + 12 * HOUR);
    const status = answered ? SurveyStatus.finished : dueAt <= now ? SurveyStatus.overdue : SurveyStatus.underway;
    const answeredAt = answered ? Math.min(now, finishedAt + rng.int(2, 40) * HOUR) : null;
    const survey = await trx
      .insertInto('surveys')
      .values({ order_id: order.id, questionnaire_id: questionnaireId, studio_id: order.studio_id, member_id: order.member_id, status, due_at: dueAt, answered_at: answeredAt, created_at: finishedAt, updated_at: answeredAt ?? finishedAt, version: answered ? 2 : 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!answered || answeredAt === null) continue;
    let questions = questionsOf.get(questionnaireId);
    if (!questions) {
      questions = await trx.selectFrom('follow_up_questions').select(['id', 'kind', 'options', 'scale_max']).where('questionnaire_id', '=', questionnaireId).where('status', '=', 1).orderBy('sort').execute();
      questionsOf.set(questionnaireId, questions);
    }
    const answers = questions.map((q) => {
      const options = JSON.parse(q.options) as string[];
      // Mostly the first (best) choice, like real answers.
      const pick = () => options[rng.int(0, 9) < 7 ? 0 : rng.int(0, options.length - 1)] ?? '';
      const answer = q.kind === 'single' ? pick() : q.kind === 'multiple' ? JSON.stringify([...new Set([pick(), pick()])]) : q.kind === 'scale' ? String(Math.max(1, Number(q.scale_max) - rng.int(0, 2))) : rng.pick(['All fine, thank you.', 'A little sore the next day.', 'Nothing to add.']);
      return { order_id: order.id, question_id: q.id, survey_id: survey.id, answer, at: answeredAt };
    });
    if (answers.length) await trx.insertInto('order_follow_ups').values(answers).execute();
  }
}
