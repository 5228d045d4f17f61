import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { demoMessageRecords, demoPeople } from './demo-people';

/** Inserts the extra demo staff (sharing one password hash) and the demo message records. */
export async function seedDemoPeople(trx: Transaction<Database>, hash: string, roleIds: Map<string, number>, studioIds: number[], senderId: number, now: number): Promise<void> {
  for (const [i, p] of demoPeople.entries()) {
    const at = now - (demoPeople.length - i) * 3_600_000;
    const user = await trx
      .insertInto('system_users')
      .values({ username: p.username, name: p.name, phone: p.phone, password_hash: hash, status: p.status, is_consult: 0, avatar: '', introduction: '', password_changed_at: at, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roleId = roleIds.get(p.role);
    if (roleId !== undefined) await trx.insertInto('user_roles').values({ user_id: user.id, role_id: roleId, created_at: at }).execute();
    const stations = p.stations.flatMap((s) => (studioIds[s] === undefined ? [] : [studioIds[s]]));
    if (stations.length) await trx.insertInto('user_stations').values(stations.map((studio_id) => ({ user_id: user.id, studio_id, created_at: at }))).execute();
  }
  for (const m of demoMessageRecords) {
    const at = now - m.ageMinutes * 60_000;
    const count = (s: string) => m.recipients.filter((r) => r.status === s).length;
    const record = await trx
      .insertInto('message_records')
      .values({
        channel: m.channel,
        template: m.template,
        title: m.title,
        body: m.body,
        target_kind: m.kind === 'member' ? 'members' : 'nurses',
        target_label: t(m.kind === 'member' ? 'system.message.target.members' : 'system.message.target.nurses'),
        station_id: null,
        created_by: senderId,
        recipients: m.recipients.length,
        delivered: count('delivered'),
        failed: count('failed'),
        pending: count('pending'),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('message_recipients')
      .values(
        m.recipients.map((r) => ({
          record_id: record.id,
          kind: m.kind,
          recipient_id: null,
          name: r.name,
          address: r.phone,
          status: r.status,
          error: r.error ?? null,
          delivered_at: r.status === 'delivered' ? at + 5_000 : null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
}
