import { nextSurveyStatus } from '@careops/core/machines';
import { SurveyStatus } from '@careops/core/enums';
import { writeAudit } from '../audit/audit-log';
import { repeatJob } from '../jobs/repeat-job';
import type { Services } from '../services';

/**
 * The survey scheduler: underway surveys past their due time become overdue (3). Each survey is
 * its own transaction, decided by the survey machine from the stored status and due time, the
 * row claimed at the version read (an answer that came in meanwhile wins), with an audit row on
 * the 'system' channel.
 */

/** Surveys handled per run; the rest wait for the next one. */
const BATCH = 1000;

/** Marks overdue what is due at `now`; answers the ids it marked. */
export async function markOverdueSurveys(services: Pick<Services, 'db'>, now = Date.now()): Promise<number[]> {
  const { db } = services;
  const due = await db.selectFrom('surveys').select(['id', 'status', 'due_at', 'version']).where('status', '=', SurveyStatus.underway).where('due_at', '<=', now).orderBy('due_at').orderBy('id').limit(BATCH).execute();
  const marked: number[] = [];
  for (const survey of due) {
    const next = nextSurveyStatus(Number(survey.status), { type: 'survey.expire', at: now }, { dueAt: Number(survey.due_at) });
    if (next === null) continue;
    const done = await db.transaction().execute(async (trx) => {
      const version = Number(survey.version) + 1;
      const claimed = await trx
        .updateTable('surveys')
        .set({ status: next, version, updated_at: now })
        .where('id', '=', survey.id)
        .where('version', '=', Number(survey.version))
        .where('status', '=', SurveyStatus.underway)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await writeAudit(trx, { actorId: null, channel: 'system', address: '' }, { action: 'survey.expire', entity: 'survey', entityId: survey.id, before: { status: Number(survey.status), version: Number(survey.version) }, after: { status: next, dueAt: Number(survey.due_at), version } }, now);
      return true;
    });
    if (done) marked.push(survey.id);
  }
  return marked;
}

/** Runs the job every CAREOPS_SURVEY_JOB_SECONDS (never two runs at once); answers a stop function. */
export function scheduleSurveyJobs(services: Services): () => void {
  return repeatJob(services, 'survey jobs', services.config.surveyJobIntervalMs, async () => {
    const ids = await markOverdueSurveys(services);
    if (ids.length) services.log.info({ overdue: ids.length }, 'survey jobs ran');
  });
}
