import type { AnnouncementTarget } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { userInStations } from '../list/station-scope';
import type { MessageAddress, MessageGateway } from './message-gateway';
import { invalidField } from './user-access';

interface Group {
  people: Array<{ id: number; username: string; name: string; status: number }>;
  label: string;
  stationId: number | null;
}

interface GroupRequest {
  target: AnnouncementTarget;
  roleId?: number | undefined;
  stationId?: number | undefined;
  userIds?: number[] | undefined;
}

const unknownId = (field: string, what: string, ids: number[] | number) =>
  invalidField(field, t('system.validate.unknownIds', { what, ids: Array.isArray(ids) ? ids.join(', ') : ids }));

/**
 * The staff an announcement reaches: of the group, those the sender can see (station
 * scoping), enabled ones only — except chosen staff, where a disabled account is kept and
 * recorded as failed, so the sender learns it did not arrive.
 */
async function resolveGroup(db: Kysely<Database>, group: GroupRequest, stations: number[] | null): Promise<Group> {
  let query = db.selectFrom('system_users').select(['id', 'username', 'name', 'status']).where(userInStations('system_users.id', stations)).orderBy('id');
  if (group.target === 'all') return { people: await query.where('status', '=', 1).execute(), label: t('system.message.target.all'), stationId: null };
  if (group.target === 'role') {
    const roleId = group.roleId ?? 0;
    const role = await db.selectFrom('roles').select('name').where('id', '=', roleId).executeTakeFirst();
    if (!role) throw unknownId('roleId', t('system.entity.role'), roleId);
    query = query.where('status', '=', 1).where('id', 'in', (eb) => eb.selectFrom('user_roles').select('user_roles.user_id').where('user_roles.role_id', '=', roleId));
    return { people: await query.execute(), label: t('system.message.target.role', { name: role.name }), stationId: null };
  }
  if (group.target === 'station') {
    const stationId = group.stationId ?? 0;
    const station = await db.selectFrom('studios').select('name').where('id', '=', stationId).executeTakeFirst();
    if (!station) throw unknownId('stationId', t('system.entity.station'), stationId);
    if (stations && !stations.includes(stationId)) throw invalidField('stationId', t('system.validate.stationOutOfScope'));
    query = query.where('status', '=', 1).where('id', 'in', (eb) => eb.selectFrom('user_stations').select('user_stations.user_id').where('user_stations.studio_id', '=', stationId));
    return { people: await query.execute(), label: t('system.message.target.station', { name: station.name }), stationId };
  }
  const userIds = group.userIds ?? [];
  const people = await query.where('id', 'in', userIds.length ? userIds : [-1]).execute();
  const missing = userIds.filter((id) => !people.some((p) => p.id === id));
  if (missing.length) throw unknownId('userIds', t('system.entity.user'), missing);
  return { people, label: t('system.message.target.users', { count: people.length }), stationId: null };
}

const CHUNK = 200;

/**
 * sendAnnouncement: a message record, a recipient row per person, delivery through the
 * gateway, the counts, and the audit row — one transaction.
 */
export function sendAnnouncementWith(gateway: MessageGateway): Handler<'sendAnnouncement'> {
  return async (ctx) => {
    const b = ctx.body;
    const auth = ctx.signedIn();
    const stations = await auth.stationIds();
    return ctx.mutate(async (trx, audit) => {
      const group = await resolveGroup(trx, b, stations);
      if (!group.people.length) throw invalidField('target', t('system.validate.noRecipients'));
      const now = Date.now();
      const record = await trx
        .insertInto('message_records')
        .values({
          channel: 'announcement',
          template: 'announcement',
          title: b.title,
          body: b.body,
          target_kind: b.target,
          target_label: group.label,
          station_id: group.stationId,
          created_by: auth.userId,
          recipients: group.people.length,
          delivered: 0,
          failed: 0,
          pending: group.people.length,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const disabled = t('system.message.recipientDisabled');
      const rowOf = new Map<number, number>();
      for (let i = 0; i < group.people.length; i += CHUNK) {
        const rows = await trx
          .insertInto('message_recipients')
          .values(
            group.people.slice(i, i + CHUNK).map((p) => ({
              record_id: record.id,
              kind: 'staff',
              recipient_id: p.id,
              name: p.name,
              address: p.username,
              status: p.status === 1 ? 'pending' : 'failed',
              error: p.status === 1 ? null : disabled,
              delivered_at: null,
              created_at: now,
              updated_at: now,
            })),
          )
          .returning(['id', 'recipient_id'])
          .execute();
        for (const row of rows) rowOf.set(row.recipient_id ?? 0, row.id);
      }
      const reachable: MessageAddress[] = group.people
        .filter((p) => p.status === 1)
        .map((p) => ({ rowId: rowOf.get(p.id) ?? 0, kind: 'staff', recipientId: p.id, name: p.name, address: p.username }));
      const results = reachable.length ? await gateway.deliver(trx, { recordId: record.id, channel: 'announcement', title: b.title, body: b.body }, reachable) : [];
      const byStatus = { delivered: [] as number[], failed: [] as number[], pending: [] as number[] };
      const errors = new Map<number, string>();
      reachable.forEach((r, i) => {
        const result = results[i] ?? { status: 'failed', error: 'no answer from the gateway' };
        byStatus[result.status].push(r.rowId);
        if (result.error) errors.set(r.rowId, result.error);
      });
      for (let i = 0; i < byStatus.delivered.length; i += CHUNK) {
        await trx.updateTable('message_recipients').set({ status: 'delivered', delivered_at: now, updated_at: now }).where('id', 'in', byStatus.delivered.slice(i, i + CHUNK)).execute();
      }
      for (const rowId of byStatus.failed) {
        await trx.updateTable('message_recipients').set({ status: 'failed', error: errors.get(rowId) ?? null, updated_at: now }).where('id', '=', rowId).execute();
      }
      const failed = byStatus.failed.length + (group.people.length - reachable.length);
      const delivered = byStatus.delivered.length;
      await trx.updateTable('message_records').set({ delivered, failed, pending: byStatus.pending.length }).where('id', '=', record.id).execute();
      await audit({
        action: 'messageRecord.send',
        entity: 'message_record',
        entityId: record.id,
        after: { target: b.target, label: group.label, title: b.title, recipients: group.people.length, delivered, failed },
      });
      return { id: record.id, recipients: group.people.length, delivered, failed };
    });
  };
}
