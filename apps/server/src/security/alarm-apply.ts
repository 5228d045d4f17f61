import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { nextAlarmStep, type AlarmEvent } from '@careops/core/machines';
import { CompiledQuery, sql, type Transaction } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { forDialect } from '../list/sql-list';
import { notFound } from '../list/optimistic';
import { publishEvent } from '../events/publish';
import { alarmWord, loadAlarmSummary, loadStep, num } from './alarm-rows';

/** Who did a step: a staff user, the nurse (field app), or the scheduler. */
export type AlarmActor = { kind: 'staff'; id: number } | { kind: 'nurse'; id: null } | { kind: 'system'; id: null };

const STEP_OF: Record<AlarmEvent['type'], string> = {
  'alarm.acknowledge': 'acknowledged',
  'alarm.escalate': 'escalated',
  'alarm.note': 'note',
  'alarm.resolve': 'resolved',
  'alarm.falseAlarm': 'false-alarm',
  'alarm.locate': 'located',
};

interface StoredRow {
  status: string;
  escalation_level: number;
  escalate_due_at: number | null;
  studio_id: number;
  handler_id: number | null;
}

export interface AppliedStep {
  alarmId: number;
  studioId: number;
  status: string;
  level: number;
  stepId: number;
}

const refusal = (problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field: 'alarmId', problem }), { field: 'alarmId' });

function refused(row: StoredRow, event: AlarmEvent, handlerName: string | null): CareOpsError {
  if (event.type === 'alarm.acknowledge' && row.handler_id !== null && handlerName !== null) {
    return refusal(t('security.server.acknowledgedBy', { name: handlerName }));
  }
  const action = event.type === 'alarm.acknowledge' ? 'acknowledge' : event.type === 'alarm.note' ? 'note' : 'resolve';
  return refusal(t('security.server.refused', { state: t(`security.status.${row.status}` as 'security.status.active'), action: t(`security.server.action.${action}` as 'security.server.action.acknowledge') }));
}

/**
 * Applies one event to a stored alarm in the caller's transaction: the machine decides from
 * the stored state; the row moves only from the state it was read in (`where status and level`),
 * so of two operators acknowledging at once exactly one wins and the other is told who did.
 * Writes the timed, attributed step and publishes the alarm with it. Answers null when the
 * machine refuses and `quiet` is set (the scheduler), else throws.
 */
export async function applyAlarmEvent(
  trx: Transaction<Database>,
  dialect: DialectName,
  alarmId: number,
  event: AlarmEvent,
  actor: AlarmActor,
  options: { now: number; escalateMs?: number; detail?: string; quiet?: boolean; set?: Record<string, string | number | null> },
): Promise<AppliedStep | null> {
  const { now } = options;
  const read = forDialect(`select status, escalation_level, escalate_due_at, studio_id, handler_id from sos_alarms where id = ?${dialect === 'postgres' ? ' for update' : ''}`, dialect);
  const row = (await trx.executeQuery<StoredRow>(CompiledQuery.raw(read, [alarmId]))).rows[0];
  if (!row) throw notFound(alarmWord());
  const stored = { status: row.status, level: num(row.escalation_level), escalateDueAt: row.escalate_due_at === null ? null : num(row.escalate_due_at) };
  const next = nextAlarmStep(stored, event);
  if (!next) {
    if (options.quiet) return null;
    const handler = row.handler_id === null ? undefined : await trx.selectFrom('system_users').select('name').where('id', '=', row.handler_id).executeTakeFirst();
    throw refused(row, event, handler?.name ?? null);
  }
  const set: Record<string, string | number | null> = { status: next.status, escalation_level: next.level, updated_at: now, ...options.set };
  if (event.type === 'alarm.acknowledge') Object.assign(set, { acknowledged_at: now, handler_id: actor.id, escalate_due_at: null });
  if (event.type === 'alarm.escalate') Object.assign(set, { escalated_at: now, escalate_due_at: next.level < 2 && options.escalateMs ? now + options.escalateMs : null });
  if (event.type === 'alarm.resolve' || event.type === 'alarm.falseAlarm') Object.assign(set, { closed_at: now, closed_by_id: actor.id, notes: event.notes, closing_report: event.report });
  const moved = await trx
    .updateTable('sos_alarms')
    .set(set)
    .set({ version: sql`version + 1` })
    .where('id', '=', alarmId)
    .where('status', '=', row.status)
    .where('escalation_level', '=', stored.level)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) {
    if (options.quiet) return null;
    throw refused(row, event, null);
  }
  const detail = options.detail ?? (event.type === 'alarm.note' ? event.note : event.type === 'alarm.resolve' || event.type === 'alarm.falseAlarm' ? event.notes : '');
  const step = await trx
    .insertInto('sos_alarm_steps')
    .values({ alarm_id: alarmId, step: STEP_OF[event.type], at: now, actor_id: actor.id, actor_kind: actor.kind, level: next.level, detail })
    .returning('id')
    .executeTakeFirstOrThrow();
  await publishAlarm(trx, alarmId, num(step.id), num(row.studio_id), now);
  return { alarmId, studioId: num(row.studio_id), status: next.status, level: next.level, stepId: num(step.id) };
}

/** Pushes the alarm as it now is, with the step that changed it, to whoever may see it. */
export async function publishAlarm(trx: Transaction<Database>, alarmId: number, stepId: number | null, studioId: number, now: number): Promise<void> {
  const alarm = await loadAlarmSummary(trx, alarmId);
  const step = stepId === null ? null : await loadStep(trx, stepId);
  await publishEvent(trx, 'alarm', { alarm, step }, { permission: 'securityCenterList', studioId }, now);
}
