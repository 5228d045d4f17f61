import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { AlarmEvent } from '@careops/core/machines';
import type { BodyOf, Handler, HandlerContext } from '../http/handler-types';
import { applyAlarmEvent } from './alarm-apply';
import { assertAlarmVisible } from './alarm-read';
import { loadAlarmDetail } from './alarm-rows';
import { raiseAlarm } from './alarm-raise';
import { maskPhone } from '../list/masking';

type AlarmHandlerName = 'acknowledgeAlarm' | 'resolveAlarm' | 'addAlarmNote';

/** One staff step on a visible alarm, audited as `securityCenterList.<verb>`, answering the alarm afresh. */
async function staffStep<N extends AlarmHandlerName>(ctx: HandlerContext<BodyOf<N>>, verb: string, event: AlarmEvent) {
  const auth = ctx.signedIn();
  const { alarmId } = ctx.body;
  await assertAlarmVisible(ctx.db, alarmId, await auth.stationIds());
  await ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    const applied = await applyAlarmEvent(trx, ctx.services.dialect, alarmId, event, { kind: 'staff', id: auth.userId }, { now });
    await audit({ action: `securityCenterList.${verb}`, entity: 'sos_alarm', entityId: alarmId, after: { status: applied?.status, level: applied?.level, step: applied?.stepId } });
  });
  return loadAlarmDetail(ctx.db, alarmId);
}

/** acknowledgeAlarm: the first one wins; a second is told who acknowledged it. */
export const acknowledgeAlarm: Handler<'acknowledgeAlarm'> = (ctx) => staffStep(ctx, 'acknowledge', { type: 'alarm.acknowledge' });

/** resolveAlarm: resolved or false alarm, with the handling notes and the closing report. */
export const resolveAlarm: Handler<'resolveAlarm'> = (ctx) => {
  const { outcome, notes, report } = ctx.body;
  return staffStep(ctx, outcome === 'false-alarm' ? 'falseAlarm' : 'resolve', { type: outcome === 'false-alarm' ? 'alarm.falseAlarm' : 'alarm.resolve', notes, report });
};

/** addAlarmNote: a timed, attributed note while the alarm is open. */
export const addAlarmNote: Handler<'addAlarmNote'> = (ctx) => staffStep(ctx, 'note', { type: 'alarm.note', note: ctx.body.note });

/** revealAlarmNursePhone: the nurse's full number to call them, audited as a personal-data read. */
export const revealAlarmNursePhone: Handler<'revealAlarmNursePhone'> = async (ctx) => {
  const { alarmId } = ctx.body;
  await assertAlarmVisible(ctx.db, alarmId, await ctx.signedIn().stationIds());
  return ctx.mutate(async (trx, audit) => {
    const row = await trx.selectFrom('sos_alarms as a').innerJoin('nurses as n', 'n.id', 'a.nurse_id').select(['n.id', 'n.phone']).where('a.id', '=', alarmId).executeTakeFirstOrThrow();
    await audit({ action: 'pii.read', entity: 'nurse', entityId: row.id, after: { field: 'phone', value: maskPhone(row.phone), purpose: 'sos_alarm', alarmId } });
    return { id: alarmId, field: 'nursePhone' as const, value: row.phone };
  });
};

/** raiseDrill: a drill for a nurse of the caller's studios, marked as one everywhere. */
export const raiseDrill: Handler<'raiseDrill'> = async (ctx) => {
  const auth = ctx.signedIn();
  const b = ctx.body;
  const stations = await auth.stationIds();
  const alarmId = await ctx.mutate(async (trx, audit) => {
    if (stations !== null) {
      const nurse = await trx.selectFrom('nurses').select('studio_id').where('id', '=', b.nurseId).executeTakeFirst();
      if (nurse && !stations.includes(nurse.studio_id)) throw new CareOpsError('invalidInput', t('error.invalidField', { field: 'nurseId', problem: t('system.validate.stationOutOfScope') }), { field: 'nurseId' });
    }
    const raised = await raiseAlarm(trx, { ...b, drill: true, actor: { kind: 'staff', id: auth.userId }, now: Date.now(), escalateMs: ctx.services.config.sosEscalateMs });
    await audit({ action: 'securityCenterList.drill', entity: 'sos_alarm', entityId: raised.alarmId, after: { nurseId: b.nurseId, orderId: b.orderId ?? null, drill: true } });
    return raised.alarmId;
  });
  return loadAlarmDetail(ctx.db, alarmId);
};
