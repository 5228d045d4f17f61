import { ALARM_ESCALATE_SECONDS } from '@careops/core/machines';
import { writeAudit } from '../audit/audit-log';
import { JOB_LOCKS, runOnce } from '../events/job-lock';
import type { Services } from '../services';
import { applyAlarmEvent } from './alarm-apply';
import { notifyAlarm } from './alarm-notify';
import { num } from './alarm-rows';

/** Seconds before an unacknowledged alarm escalates a level: CAREOPS_SOS_ESCALATE_SECONDS (default 60). */
export function escalateMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.CAREOPS_SOS_ESCALATE_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : ALARM_ESCALATE_SECONDS) * 1000;
}

/** How often the scheduler looks for due escalations: CAREOPS_SOS_TICK_MS (default 1000). */
const tickMs = () => Number(process.env.CAREOPS_SOS_TICK_MS) || 1000;

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
      const applied = await applyAlarmEvent(trx, services.dialect, num(id), { type: 'alarm.escalate', at: now }, { kind: 'system', id: null }, { now, escalateMs: escalateMs(), quiet: true });
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
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runEscalation(services)
      .catch((error: unknown) => services.log.error({ err: error }, 'alarm escalation failed'))
      .finally(() => {
        running = false;
      });
  }, tickMs());
  timer.unref();
  return () => clearInterval(timer);
}
