import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import { writeAudit } from '../audit/audit-log';
import type { Database } from '../db/schema';
import { JOB_LOCKS, runOnce } from '../events/job-lock';
import { repeatJob } from '../jobs/repeat-job';
import type { Services } from '../services';
import type { MessageAddress, MessageGateway } from '../system/message-gateway';
import { num } from './alarm-rows';

const CHUNK = 200;

/**
 * Speaks an announcement now: every active nurse of its studios is a recipient, the message
 * goes through the message gateway (a message record on channel 'voice', so it is also among
 * the message records), and each recipient's status is what the gateway answered.
 */
export async function sendAnnouncement(trx: Transaction<Database>, gateway: MessageGateway, announcementId: number, now: number): Promise<void> {
  const announcement = await trx.selectFrom('voice_announcements').selectAll().where('id', '=', announcementId).executeTakeFirstOrThrow();
  const studioIds = JSON.parse(announcement.studio_ids) as number[];
  const nurses = await trx.selectFrom('nurses').select(['id', 'name', 'phone']).where('studio_id', 'in', studioIds.length ? studioIds : [-1]).where('status', '=', 1).orderBy('id').execute();
  const title = t('security.voice.record');
  const record = await trx
    .insertInto('message_records')
    .values({
      channel: 'voice', template: 'voice', title, body: announcement.text, target_kind: 'station', target_label: t('security.voice.studios'),
      station_id: studioIds.length === 1 ? (studioIds[0] ?? null) : null, created_by: announcement.created_by,
      recipients: nurses.length, delivered: 0, failed: 0, pending: nurses.length, created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const addresses: MessageAddress[] = [];
  for (let i = 0; i < nurses.length; i += CHUNK) {
    const chunk = nurses.slice(i, i + CHUNK);
    const rows = await trx
      .insertInto('message_recipients')
      .values(chunk.map((n) => ({ record_id: record.id, kind: 'nurse', recipient_id: n.id, name: n.name, address: n.phone, status: 'pending', error: null, delivered_at: null, created_at: now, updated_at: now })))
      .returning(['id', 'recipient_id'])
      .execute();
    await trx.insertInto('voice_announcement_recipients').values(chunk.map((n) => ({ announcement_id: announcementId, nurse_id: n.id, status: 'pending', delivered_at: null }))).execute();
    for (const row of rows) {
      const nurse = chunk.find((n) => n.id === row.recipient_id);
      if (nurse) addresses.push({ rowId: row.id, kind: 'nurse', recipientId: nurse.id, name: nurse.name, address: nurse.phone });
    }
  }
  const results = addresses.length ? await gateway.deliver(trx, { recordId: record.id, channel: 'voice', title, body: announcement.text }, addresses) : [];
  const counts = { delivered: 0, failed: 0, pending: 0 };
  for (const [i, address] of addresses.entries()) {
    const status = results[i]?.status ?? 'failed';
    counts[status] += 1;
    if (status === 'pending') continue;
    const deliveredAt = status === 'delivered' ? now : null;
    await trx.updateTable('voice_announcement_recipients').set({ status, delivered_at: deliveredAt }).where('announcement_id', '=', announcementId).where('nurse_id', '=', address.recipientId ?? 0).execute();
    await trx.updateTable('message_recipients').set({ status, delivered_at: deliveredAt, error: results[i]?.error ?? null, updated_at: now }).where('id', '=', address.rowId).execute();
  }
  await trx.updateTable('message_records').set(counts).where('id', '=', record.id).execute();
  await trx.updateTable('voice_announcements').set({ status: 'sent', sent_at: now, updated_at: now, version: num(announcement.version) + 1 }).where('id', '=', announcementId).execute();
}

/** Speaks the scheduled announcements due at `now`, once across instances; answers their ids. */
export async function sendDueAnnouncements(services: Services, gateway: MessageGateway, now = Date.now()): Promise<number[]> {
  const sent = await runOnce(services, JOB_LOCKS.voice, async (trx) => {
    const due = await trx.selectFrom('voice_announcements').select('id').where('status', '=', 'scheduled').where('scheduled_at', '<=', now).orderBy('scheduled_at').orderBy('id').limit(50).execute();
    for (const { id } of due) {
      await sendAnnouncement(trx, gateway, num(id), now);
      await writeAudit(trx, { actorId: null, channel: 'system', address: '' }, { action: 'voiceAnnouncements.send', entity: 'voice_announcement', entityId: num(id), after: { status: 'sent', scheduled: true } }, now);
    }
    return due.map((d) => num(d.id));
  });
  return sent ?? [];
}

/** Checks for due announcements every 5 s (not keeping the process alive); answers a stop function. */
export function scheduleVoiceAnnouncements(services: Services, gateway: MessageGateway): () => void {
  return repeatJob(services, 'voice announcements', 5000, () => sendDueAnnouncements(services, gateway));
}
