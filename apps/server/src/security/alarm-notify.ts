import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { num } from './alarm-rows';

/** The node code of who may handle alarms: escalation reaches holders of it. */
export const HANDLE_ALARMS = 'securityCenterList.handle';

/** Enabled staff holding `code`, optionally only those bound to `studioId`. */
async function holders(trx: Transaction<Database>, code: string, studioId: number | null): Promise<number[]> {
  let query = trx
    .selectFrom('system_users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .innerJoin('permission_nodes as p', 'p.id', 'rp.node_id')
    .select('u.id')
    .distinct()
    .where('p.code', '=', code)
    .where('u.status', '=', 1);
  if (studioId !== null) query = query.where((eb) => eb.exists(eb.selectFrom('user_stations as us').select('us.user_id').whereRef('us.user_id', '=', 'u.id').where('us.studio_id', '=', studioId)));
  return (await query.execute()).map((r) => num(r.id));
}

/**
 * Who an alarm reaches at each level: 0 the studio's security contact (else its managers), 1
 * the studio's managers (staff bound to it who may handle alarms), 2 every operator who may.
 */
export async function recipientsAt(trx: Transaction<Database>, studioId: number, level: number): Promise<number[]> {
  if (level >= 2) return holders(trx, HANDLE_ALARMS, null);
  const managers = await holders(trx, HANDLE_ALARMS, studioId);
  if (level === 1) return managers;
  const studio = await trx.selectFrom('studios').select('security_contact_id').where('id', '=', studioId).executeTakeFirst();
  const contact = studio?.security_contact_id ?? null;
  return contact === null ? managers : [num(contact)];
}

/** A message-center notification per recipient (pushed live by the queue watcher). */
export async function notifyAlarm(trx: Transaction<Database>, alarmId: number, level: number, now: number): Promise<number[]> {
  const alarm = await trx
    .selectFrom('sos_alarms as a')
    .innerJoin('nurses as n', 'n.id', 'a.nurse_id')
    .innerJoin('studios as s', 's.id', 'a.studio_id')
    .select(['a.studio_id', 'a.drill', 'a.address', 'n.name as nurse', 's.name as studio'])
    .where('a.id', '=', alarmId)
    .executeTakeFirstOrThrow();
  const users = await recipientsAt(trx, num(alarm.studio_id), level);
  const params = { nurse: alarm.nurse, studio: alarm.studio };
  const title = level > 0 ? t('security.server.escalatedTitle', params) : num(alarm.drill) ? t('security.server.drillTitle', params) : t('security.server.alarmTitle', params);
  const body = t('security.server.alarmBody', { address: alarm.address });
  const link = `${routes.alarmList.path({})}?id=${alarmId}`;
  for (const userId of users) {
    await trx.insertInto('staff_messages').values({ user_id: userId, kind: 'sos', title, body, link, read_at: null, created_at: now, updated_at: now }).execute();
  }
  return users;
}
