import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBase } from './seed-demo-base';

const MINUTE = 60_000;

/**
 * A short alarm history for the security center: a resolved alarm and a false alarm of the
 * past weeks, each with its timed steps (raised, escalated, acknowledged, closed).
 */
export async function seedDemoSecurity(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  const nurses = base.nurses.filter((n) => n.status === 1).slice(0, 2);
  for (const [i, nurse] of nurses.entries()) {
    const raisedAt = base.now - (i + 3) * 7 * 24 * 60 * MINUTE;
    const ackAt = raisedAt + (i === 0 ? 2 * MINUTE : 40_000);
    const closedAt = ackAt + 25 * MINUTE;
    const falseAlarm = i === 1;
    const row = await trx
      .insertInto('sos_alarms')
      .values({
        nurse_id: nurse.id, studio_id: nurse.studioId, order_id: null, raised_at: raisedAt, latitude: 31.2 + i / 100, longitude: 121.45 + i / 100,
        address: falseAlarm ? 'Lane 88, Tianlin Road' : 'No. 12, Wanping Road', status: falseAlarm ? 'false-alarm' : 'resolved',
        handler_id: base.adminId, acknowledged_at: ackAt, escalated_at: i === 0 ? raisedAt + MINUTE : null, closed_at: closedAt,
        notes: falseAlarm ? 'pressed by mistake while packing' : 'called the nurse, a relative was aggressive; police came',
        drill: 0, escalation_level: i === 0 ? 1 : 0, escalate_due_at: null, location_at: raisedAt, closing_report: falseAlarm ? 'no danger; nurse reminded of the button lock' : 'nurse safe; the patient’s family warned; visit finished by two nurses',
        closed_by_id: base.adminId, created_at: raisedAt, updated_at: closedAt, version: i === 0 ? 4 : 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const steps = [
      { step: 'raised', at: raisedAt, actor_id: null, actor_kind: 'nurse', level: 0, detail: '' },
      ...(i === 0 ? [{ step: 'escalated', at: raisedAt + MINUTE, actor_id: null, actor_kind: 'system', level: 1, detail: '' }] : []),
      { step: 'acknowledged', at: ackAt, actor_id: base.adminId, actor_kind: 'staff', level: i === 0 ? 1 : 0, detail: '' },
      { step: falseAlarm ? 'false-alarm' : 'resolved', at: closedAt, actor_id: base.adminId, actor_kind: 'staff', level: i === 0 ? 1 : 0, detail: '' },
    ];
    await trx.insertInto('sos_alarm_steps').values(steps.map((s) => ({ ...s, alarm_id: row.id }))).execute();
  }
}
