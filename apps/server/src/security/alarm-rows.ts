import type { AlarmDetail, AlarmStep, AlarmSummary } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { maskPhone } from '../list/masking';
import { notFound } from '../list/optimistic';

export const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
export const alarmWord = () => t('security.server.entity.alarm');

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sos_alarms as a')
    .innerJoin('nurses as n', 'n.id', 'a.nurse_id')
    .innerJoin('studios as s', 's.id', 'a.studio_id')
    .leftJoin('orders as o', 'o.id', 'a.order_id')
    .leftJoin('system_users as h', 'h.id', 'a.handler_id')
    .selectAll('a')
    .select(['n.name as nurse_name', 'n.phone as nurse_phone', 's.name as studio_name', 'o.order_no', 'o.address as order_address', 'o.patient_id', 'h.name as handler_name']);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function summaryOf(r: SummaryRow): AlarmSummary {
  return {
    id: num(r.id),
    status: r.status,
    drill: num(r.drill) === 1,
    escalationLevel: num(r.escalation_level),
    escalateDueAt: numOrNull(r.escalate_due_at),
    nurse: { id: num(r.nurse_id), name: r.nurse_name },
    studio: { id: num(r.studio_id), name: r.studio_name },
    orderId: numOrNull(r.order_id),
    orderNo: r.order_no ?? null,
    address: r.order_address ?? r.address,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    locationAt: num(r.location_at ?? r.raised_at),
    raisedAt: num(r.raised_at),
    acknowledgedAt: numOrNull(r.acknowledged_at),
    handler: r.handler_id === null ? null : { id: num(r.handler_id), name: r.handler_name ?? '' },
    closedAt: numOrNull(r.closed_at),
    updatedAt: num(r.updated_at),
    version: num(r.version),
  };
}

/** The summaries of these alarms, in the order of `ids`. */
export async function loadAlarmSummaries(db: Kysely<Database>, ids: number[]): Promise<AlarmSummary[]> {
  if (!ids.length) return [];
  const rows = await summaryQuery(db).where('a.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [num(r.id), summaryOf(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadAlarmSummary(db: Kysely<Database>, id: number): Promise<AlarmSummary> {
  const [summary] = await loadAlarmSummaries(db, [id]);
  if (!summary) throw notFound(alarmWord());
  return summary;
}

type StepRow = { id: number; alarm_id: number; step: string; at: number; actor_id: number | null; actor_kind: string; level: number; detail: string; actor_name: string | null };
export const stepOf = (s: StepRow): AlarmStep => ({
  id: num(s.id),
  alarmId: num(s.alarm_id),
  step: s.step,
  at: num(s.at),
  actor: s.actor_id === null ? null : { id: num(s.actor_id), name: s.actor_name ?? '' },
  actorKind: s.actor_kind,
  level: num(s.level),
  detail: s.detail,
});

function stepsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sos_alarm_steps as st')
    .leftJoin('system_users as u', 'u.id', 'st.actor_id')
    .select(['st.id', 'st.alarm_id', 'st.step', 'st.at', 'st.actor_id', 'st.actor_kind', 'st.level', 'st.detail', 'u.name as actor_name']);
}

export async function loadStep(db: Kysely<Database>, stepId: number): Promise<AlarmStep> {
  return stepOf((await stepsQuery(db).where('st.id', '=', stepId).executeTakeFirstOrThrow()) as StepRow);
}

/** One alarm with its steps (oldest first); the nurse's phone masked. */
export async function loadAlarmDetail(db: Kysely<Database>, id: number): Promise<AlarmDetail> {
  const row = await summaryQuery(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(alarmWord());
  const [steps, patient, closedBy] = await Promise.all([
    stepsQuery(db).where('st.alarm_id', '=', id).orderBy('st.at').orderBy('st.id').execute(),
    row.patient_id === null ? undefined : db.selectFrom('patients').select(['id', 'name']).where('id', '=', row.patient_id).executeTakeFirst(),
    row.closed_by_id === null ? undefined : db.selectFrom('system_users').select(['id', 'name']).where('id', '=', row.closed_by_id).executeTakeFirst(),
  ]);
  return {
    ...summaryOf(row),
    nursePhone: maskPhone(row.nurse_phone),
    patient: patient ? { id: num(patient.id), name: patient.name } : null,
    notes: row.notes,
    closingReport: row.closing_report,
    closedBy: closedBy ? { id: num(closedBy.id), name: closedBy.name } : null,
    steps: (steps as StepRow[]).map(stepOf),
  };
}
