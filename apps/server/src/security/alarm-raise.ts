import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../list/optimistic';
import type { AlarmActor } from './alarm-apply';
import { publishAlarm } from './alarm-apply';
import { notifyAlarm } from './alarm-notify';
import { num } from './alarm-rows';

export interface RaiseInput {
  nurseId: number;
  orderId?: number | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  address?: string | undefined;
  drill: boolean;
  actor: AlarmActor;
  now: number;
  escalateMs: number;
}

const invalid = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

/** Remembers where a nurse is (the newest report wins). */
export async function recordLocation(trx: Transaction<Database>, nurseId: number, latitude: number, longitude: number, at: number): Promise<void> {
  await sql`insert into nurse_locations (nurse_id, latitude, longitude, at) values (${nurseId}, ${latitude}, ${longitude}, ${at})
    on conflict (nurse_id) do update set latitude = excluded.latitude, longitude = excluded.longitude, at = excluded.at where nurse_locations.at <= excluded.at`.execute(trx);
}

/**
 * Raises an alarm for a nurse (the field app, or a drill by staff): it belongs to the nurse's
 * studio, starts active at level 0 with its escalation due in `escalateMs`, records the
 * `raised` step, notifies level 0 and is pushed live. The location is the one given, else
 * the nurse's last known one, else the studio's. Answers the alarm id.
 */
export async function raiseAlarm(trx: Transaction<Database>, input: RaiseInput): Promise<{ alarmId: number; studioId: number }> {
  const { now } = input;
  const nurse = await trx.selectFrom('nurses').select(['id', 'studio_id', 'status']).where('id', '=', input.nurseId).executeTakeFirst();
  if (!nurse) throw input.actor.kind === 'staff' ? invalid('nurseId', t('error.notFound', { what: t('security.server.entity.nurse') })) : notFound(t('security.server.entity.nurse'));
  if (num(nurse.status) !== 1) throw invalid('nurseId', t('security.server.nurseInactive'));
  let address = input.address ?? '';
  if (input.orderId !== undefined) {
    const order = await trx.selectFrom('orders').select(['id', 'nurse_id', 'address']).where('id', '=', input.orderId).executeTakeFirst();
    if (!order || order.nurse_id !== input.nurseId) throw invalid('orderId', t('security.server.orderNotNurse', { id: input.orderId }));
    if (!address) address = order.address;
  }
  let { latitude, longitude } = input;
  if (latitude === undefined || longitude === undefined) {
    const last = await trx.selectFrom('nurse_locations').select(['latitude', 'longitude']).where('nurse_id', '=', input.nurseId).executeTakeFirst();
    const studio = await trx.selectFrom('studios').select(['latitude', 'longitude']).where('id', '=', nurse.studio_id).executeTakeFirst();
    latitude = Number(last?.latitude ?? studio?.latitude ?? 0);
    longitude = Number(last?.longitude ?? studio?.longitude ?? 0);
  } else {
    await recordLocation(trx, input.nurseId, latitude, longitude, now);
  }
  const studioId = num(nurse.studio_id);
  const row = await trx
    .insertInto('sos_alarms')
    .values({
      nurse_id: input.nurseId, studio_id: studioId, order_id: input.orderId ?? null, raised_at: now, latitude, longitude, address,
      status: 'active', handler_id: null, acknowledged_at: null, escalated_at: null, closed_at: null,
      drill: input.drill ? 1 : 0, escalation_level: 0, escalate_due_at: now + input.escalateMs, location_at: now, created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alarmId = num(row.id);
  const step = await trx
    .insertInto('sos_alarm_steps')
    .values({ alarm_id: alarmId, step: 'raised', at: now, actor_id: input.actor.id, actor_kind: input.actor.kind, level: 0, detail: input.drill ? 'drill' : '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifyAlarm(trx, alarmId, 0, now);
  await publishAlarm(trx, alarmId, num(step.id), studioId, now);
  return { alarmId, studioId };
}
