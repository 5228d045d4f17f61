import { SurveyStatus } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

const HOUR = 3_600_000;

describe('questionnaires and follow-up surveys', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  let questionnaireId = 0;
  let questionIds: number[] = [];
  const lines = ['single: How was the visit? | Good | Fair | Poor', 'multiple: What did the nurse check? | Blood pressure | Wound | Medication', 'text: Anything else?', 'scale 5: How likely are you to book again?'].join('\n');
  const hook = <T>(path: string, body: unknown) => apiCall<T>(server().url, path, body);
  const surveyOf = async (orderId: number) => (await api.ok('ops', 'getSurveyList', { orderId })).list[0];

  beforeAll(async () => {
    // The service kit.place() orders follows up with a new questionnaire after 48 hours.
    const created = await api.ok('ops', 'addQuestionnaire', { name: 'Injection follow-up', type: 'after-service', description: 'Test', questions: lines });
    questionnaireId = created.id;
    questionIds = created.questions.map((q) => q.id);
    const [service] = await sqlOn(server(), "select id from services where on_shelf = 1 and required_title = 'nurse' order by id limit 1");
    await api.ok('ops', 'attachQuestionnaireServices', { questionnaireId, serviceIds: [Number(service?.id)], followUpHours: 48 });
  });

  it('writes questions of every kind, reorders them keeping their ids, and refuses bad ones naming the problem', async () => {
    const detail = await api.ok('ops', 'getQuestionnaire', { questionnaireId });
    expect(detail.questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'text', 'scale']);
    expect(detail.questionLines).toBe(lines);
    const reordered = [detail.questions[3], detail.questions[0], detail.questions[1], detail.questions[2]].map((q) => ({ id: q?.id, kind: q?.kind, text: q?.text, options: q?.options, scaleMax: q?.scaleMax }));
    const edited = await api.ok('ops', 'editQuestionnaire', { questionnaireId, version: detail.version, questions: reordered });
    expect(edited.questions.map((q) => q.id)).toEqual([questionIds[3], questionIds[0], questionIds[1], questionIds[2]]);
    const back = await api.ok('ops', 'editQuestionnaire', { questionnaireId, version: edited.version, questions: lines });
    expect(back.questions.map((q) => q.id)).toEqual(questionIds);
    expect((await api.call('ops', 'editQuestionnaire', { questionnaireId, version: detail.version, name: 'Stale' })).resultcode).toBe(104);
    expect((await api.call('ops', 'addQuestionnaire', { name: 'Bad', type: 'health', questions: 'single: Only one? | Yes' })).msg).toBe(`questions.0.options: ${t('catalogue.questionnaire.contract.choicesNeeded', { question: 'Only one?' })}`);
    expect((await api.call('ops', 'addQuestionnaire', { name: 'Bad', type: 'health', questions: 'text: fine\nscale 40: far' })).msg).toBe(`questions: ${t('catalogue.questionnaire.contract.badLine', { line: 2 })}`);
    expect((await api.call('ops', 'attachQuestionnaireServices', { questionnaireId, serviceIds: [1], followUpHours: 30 })).msg).toContain('followUpHours:');
    expect((await api.call('finance', 'addQuestionnaire', { name: 'x', type: 'health', questions: 'text: q' })).resultcode).toBe(106);
  });

  it('answers the spec\'s follow-up question list from the questionnaires', async () => {
    const all = await api.ok('admin', 'getWorkFollowQuestionList', {});
    expect(all.list.length).toBe(await kit.count('select count(*) from follow_up_questions'));
    const afterService = await api.ok('admin', 'getWorkFollowQuestionList', { type: 'after-service' });
    expect(afterService.list.filter((q) => questionIds.includes(q.id)).map((q) => q.question)).toEqual(['How was the visit?', 'What did the nurse check?', 'Anything else?', 'How likely are you to book again?']);
    expect(afterService.list.every((q) => q.type === 'after-service')).toBe(true);
    expect(await kit.count('select count(*) from follow_up_questions where questionnaire_id is null')).toBe(0);
  });

  it('creates an underway survey when an order finishes, due after the service\'s follow-up hours; the member\'s answers finish it', async () => {
    const order = await kit.orderIn(5);
    const survey = await surveyOf(order.id);
    expect(survey).toMatchObject({ status: SurveyStatus.underway, questionnaire: { id: questionnaireId }, order: { id: order.id }, answeredAt: null });
    const finishedAt = Number((await kit.row(order.id)).finished_at);
    expect(survey?.dueAt).toBe(finishedAt + 48 * HOUR);
    expect(await kit.count("select count(*) from audit_log where action = 'survey.create' and entity_id = ?", [survey?.id])).toBe(1);
    const [single, multiple, text, scale] = questionIds.map(String) as [string, string, string, string];
    const bad = await hook('/api/test/answerSurvey', { surveyId: survey?.id, answers: { [single]: 'Excellent', [multiple]: ['Wound'], [text]: 'ok', [scale]: 4 } });
    expect(bad.msg).toBe(`answers.${single}: How was the visit?`);
    const answered = await hook<{ status: number }>('/api/test/answerSurvey', { surveyId: survey?.id, answers: { [single]: 'Good', [multiple]: ['Wound', 'Medication'], [text]: 'Thank you', [scale]: 5 } });
    expect(answered.result.status).toBe(SurveyStatus.finished);
    const detail = await api.ok('ops', 'getSurvey', { surveyId: survey?.id ?? 0 });
    expect(detail.answers.map((a) => a.answer)).toEqual(['Good', '["Wound","Medication"]', 'Thank you', '5']);
    expect((await hook('/api/test/answerSurvey', { surveyId: survey?.id, answers: {} })).resultcode).toBe(101);
    const results = await api.ok('ops', 'getQuestionnaire', { questionnaireId });
    expect(results.surveys).toMatchObject({ total: 1, finished: 1, responseRate: 1 });
    expect(results.questions[0]?.results.choices).toEqual([{ option: 'Good', count: 1 }, { option: 'Fair', count: 0 }, { option: 'Poor', count: 0 }]);
    expect(results.questions[3]?.results.average).toBe(5);
    // A complaint resolved back to finished asks nothing again.
    const complained = await kit.orderIn(7);
    const first = await surveyOf(complained.id);
    await api.ok('admin', 'resolveOrderComplaint', { orderId: complained.id, version: await kit.version(complained.id), resolution: 'Apologised' });
    expect((await api.ok('ops', 'getSurveyList', { orderId: complained.id })).list.map((s) => s.id)).toEqual([first?.id]);
  });

  it('marks an unanswered survey overdue once its due time passes (scheduler at a chosen time), audited as the system', async () => {
    const order = await kit.orderIn(5);
    const survey = await surveyOf(order.id);
    const dueAt = survey?.dueAt ?? 0;
    const early = await hook<{ overdue: number[] }>('/api/test/runSurveyJobs', { now: dueAt - 1 });
    expect(early.result.overdue).not.toContain(survey?.id);
    const due = await hook<{ overdue: number[] }>('/api/test/runSurveyJobs', { now: dueAt });
    expect(due.result.overdue).toContain(survey?.id);
    expect((await surveyOf(order.id))?.status).toBe(SurveyStatus.overdue);
    const [audit] = await sqlOn(server(), "select channel, actor_id from audit_log where action = 'survey.expire' and entity_id = ?", [survey?.id]);
    expect(audit).toMatchObject({ channel: 'system', actor_id: null });
    expect((await hook('/api/test/answerSurvey', { surveyId: survey?.id, answers: {} })).resultcode).toBe(101);
    expect((await hook<{ overdue: number[] }>('/api/test/runSurveyJobs', { now: dueAt + HOUR })).result.overdue).not.toContain(survey?.id);
    const stats = (await api.ok('ops', 'getQuestionnaire', { questionnaireId })).surveys;
    expect(stats.overdue).toBeGreaterThanOrEqual(1);
    expect(stats.responseRate).toBeLessThan(1);
  });

  it('lets staff cancel an underway survey and delete any, as the machine allows, at the version read', async () => {
    const order = await kit.orderIn(5);
    const survey = await surveyOf(order.id);
    const id = survey?.id ?? 0;
    const cancelled = await api.ok('ops', 'alterSurveyStatus', { surveyId: id, version: survey?.version, event: 'cancel' });
    expect(cancelled).toMatchObject({ status: SurveyStatus.cancelled, version: 2 });
    expect((await api.call('ops', 'alterSurveyStatus', { surveyId: id, version: 1, event: 'delete' })).resultcode).toBe(104);
    const again = await api.call('ops', 'alterSurveyStatus', { surveyId: id, version: 2, event: 'cancel' });
    expect(again.msg).toBe(`event: ${t('catalogue.survey.refused', { action: t('catalogue.survey.action.cancel'), status: t('enum.surveyStatus.0') })}`);
    expect(await kit.count('select version from surveys where id = ?', [id])).toBe(2);
    expect((await api.ok('ops', 'alterSurveyStatus', { surveyId: id, version: 2, event: 'delete' })).status).toBe(SurveyStatus.deleted);
    expect((await api.ok('ops', 'getSurveyList', { orderId: order.id })).list).toEqual([]);
    expect((await api.ok('ops', 'getSurveyList', { orderId: order.id, status: -1 })).list.map((s) => s.id)).toEqual([id]);
    expect((await api.call('ops', 'alterSurveyStatus', { surveyId: id, version: 3, event: 'delete' })).resultcode).toBe(101);
    expect(await kit.count("select count(*) from audit_log where entity = 'survey' and entity_id = ? and action in ('survey.cancel', 'survey.delete')", [id])).toBe(2);
    expect((await api.call('finance', 'alterSurveyStatus', { surveyId: id, version: 3, event: 'delete' })).resultcode).toBe(106);
  });

  it('scopes surveys by station and lists the demo questionnaires', async () => {
    expect((await api.call('studio', 'getSurveyList', {})).resultcode).toBe(106);
    const demo = await api.ok('ops', 'getQuestionnaireList', { limit: 50 });
    expect(demo.total).toBe(5);
    expect(demo.list.some((q) => q.surveyCount > 0 && q.responseRate > 0)).toBe(true);
    expect((await api.ok('ops', 'getQuestionnaireList', { type: 'health' })).list.map((q) => q.name).sort()).toEqual(['Health follow-up', 'Wound healing follow-up']);
    // A station-bound holder of the questionnaire page sees its stations' surveys only.
    const station = await kit.studioStation();
    const bound = await api.addUser({ roleIds: [await api.roleId('operations')], stationIds: [station] });
    const seen = await api.ok(bound.username, 'getSurveyList', { limit: 1000 });
    expect(seen.list.length).toBeGreaterThan(0);
    expect(seen.list.every((s) => s.studio.id === station)).toBe(true);
    const [foreign] = await sqlOn(server(), 'select id from surveys where studio_id <> ? limit 1', [station]);
    if (foreign) expect((await api.call(bound.username, 'getSurvey', { surveyId: Number(foreign.id) })).resultcode).toBe(102);
  });
});
