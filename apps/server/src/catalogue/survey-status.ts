import { labelOf, surveyStatusEnum } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { nextSurveyStatus } from '@careops/core/machines';
import type { Handler } from '../http/handler-types';
import { claimVersion } from '../list/optimistic';
import { invalidField } from '../orders/order-access';
import { loadSurveyDetail, surveyNotFound } from './survey-read';

/**
 * alterSurveyStatus: staff cancel a survey still underway, or delete one (hidden from lists;
 * deleted is final). The survey machine decides from the stored status; a refusal names it.
 */
export const alterSurveyStatus: Handler<'alterSurveyStatus'> = async (ctx) => {
  const { surveyId, version: expected, event } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const row = await ctx.db.selectFrom('surveys').select('studio_id').where('id', '=', surveyId).executeTakeFirst();
  if (!row || (stations !== null && !stations.includes(row.studio_id))) throw surveyNotFound();
  await ctx.mutate(async (trx, audit) => {
    const version = await claimVersion(trx, 'surveys', surveyId, expected, t('catalogue.survey.entity'));
    const current = await trx.selectFrom('surveys').select(['status', 'due_at']).where('id', '=', surveyId).executeTakeFirstOrThrow();
    const next = nextSurveyStatus(current.status, `survey.${event}`, { dueAt: Number(current.due_at) });
    if (next === null) throw invalidField('event', t('catalogue.survey.refused', { action: t(`catalogue.survey.action.${event}`), status: labelOf(surveyStatusEnum, current.status) }));
    await trx.updateTable('surveys').set({ status: next }).where('id', '=', surveyId).execute();
    await audit({ action: `survey.${event}`, entity: 'survey', entityId: surveyId, before: { status: current.status, version: expected }, after: { status: next, version } });
  });
  return loadSurveyDetail(ctx.db, surveyId);
};
