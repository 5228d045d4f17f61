import { writeAudit } from '../audit/audit-log';
import { JOB_LOCKS, runOnce } from '../events/job-lock';
import { repeatJob } from '../jobs/repeat-job';
import type { Services } from '../services';
import { applyAlarmEvent } from './alarm-apply';
import { notifyAlarm } from './alarm-notify';
import { num } from './alarm-rows';

const runs = new WeakMap<Services, Promise<unknown>>();

/**
 * Escalates every alarm whose escalation is due at `now`, once across instances (the job's
 * advisory lock on PostgreSQL, and each alarm moves only from the level it was read at):
 * the `escalated` step by 'system', the next level notified, an audit row. Answers the ids.
 */
export function runEscalation(services: Services, now = Date.now()): Promise<number[]> {
  const previous = runs.get(services) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => escalateDue(services, now));
  runs.set(services, run);
  return run;
}

async function escalateDue(services: Services, now: number): Promise<number[]> {
  const done = await runOnce(services, JOB_LOCKS.escalation, async (trx) => {
    const due = await trx
      .selectFrom('sos_alarms')
      .select('id')
      .where('status', 'in', ['active', 'escalated'])
      .where('escalate_due_at', '<=', now)
      .orderBy('escalate_due_at')
      .orderBy('id')
      .limit(200)
      .execute();
    const escalated: number[] = [];
    for (const { id } of due) {
      const applied = await applyAlarmEvent(trx, services.dialect, num(id), { type: 'alarm.escalate', at: now }, { kind: 'system', id: null }, { now, escalateMs: services.config.sosEscalateMs, quiet: true });
      if (!applied) continue;
      const notified = await notifyAlarm(trx, applied.alarmId, applied.level, now);
      await writeAudit(trx, { actorId: null, channel: 'system', address: '' }, { action: 'securityCenterList.escalate', entity: 'sos_alarm', entityId: applied.alarmId, after: { status: applied.status, level: applied.level, notified } }, now);
      escalated.push(applied.alarmId);
    }
    return escalated;
  });
  return done ?? [];
}

/** Runs the escalation every tick (not keeping the process alive); answers a stop function. */
export function scheduleEscalation(services: Services): () => void {
  return repeatJob(services, 'alarm escalation', services.config.sosTickMs, () => runEscalation(services));
}
