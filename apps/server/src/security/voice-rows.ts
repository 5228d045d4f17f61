import type { Kysely } from 'kysely';
import { t } from '@careops/core/i18n';
import type { Database } from '../db/schema';
import { notFound } from '../list/optimistic';
import { num } from './alarm-rows';

export const voiceWord = () => t('security.server.entity.announcement');
const ids = (text: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
};

/** Announcements by id (in the order given) with their studios and recipient counts. */
export async function loadVoiceSummaries(db: Kysely<Database>, wanted: number[]) {
  if (!wanted.length) return [];
  const rows = await db
    .selectFrom('voice_announcements as v')
    .leftJoin('system_users as u', 'u.id', 'v.created_by')
    .selectAll('v')
    .select('u.name as creator_name')
    .where('v.id', 'in', wanted)
    .execute();
  const counts = await db
    .selectFrom('voice_announcement_recipients')
    .select(['announcement_id', 'status', (eb) => eb.fn.countAll().as('n')])
    .where('announcement_id', 'in', wanted)
    .groupBy(['announcement_id', 'status'])
    .execute();
  const studioIds = [...new Set(rows.flatMap((r) => ids(r.studio_ids)))];
  const studios = studioIds.length ? await db.selectFrom('studios').select(['id', 'name']).where('id', 'in', studioIds).execute() : [];
  const nameOf = new Map(studios.map((s) => [num(s.id), s.name]));
  const byId = new Map(
    rows.map((r) => {
      const count = (status: string) => num(counts.find((c) => num(c.announcement_id) === num(r.id) && c.status === status)?.n);
      const delivered = count('delivered');
      const failed = count('failed');
      const pending = count('pending');
      return [
        num(r.id),
        {
          id: num(r.id),
          text: r.text,
          studios: ids(r.studio_ids).map((id) => ({ id, name: nameOf.get(id) ?? '' })),
          scheduledAt: num(r.scheduled_at),
          status: r.status,
          speechEngine: r.speech_engine,
          speechDurationMs: num(r.speech_duration_ms),
          recipients: delivered + failed + pending,
          delivered,
          failed,
          pending,
          createdBy: r.created_by === null ? null : { id: num(r.created_by), name: r.creator_name ?? '' },
          sentAt: r.sent_at === null ? null : num(r.sent_at),
          createdAt: num(r.created_at),
          version: num(r.version),
        },
      ] as const;
    }),
  );
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** One announcement with each recipient's status. */
export async function loadVoiceDetail(db: Kysely<Database>, id: number) {
  const [summary] = await loadVoiceSummaries(db, [id]);
  if (!summary) throw notFound(voiceWord());
  const recipients = await db
    .selectFrom('voice_announcement_recipients as r')
    .innerJoin('nurses as n', 'n.id', 'r.nurse_id')
    .innerJoin('studios as s', 's.id', 'n.studio_id')
    .select(['n.id as nurse_id', 'n.name as nurse_name', 's.id as studio_id', 's.name as studio_name', 'r.status', 'r.delivered_at'])
    .where('r.announcement_id', '=', id)
    .orderBy('n.id')
    .execute();
  return {
    ...summary,
    recipientList: recipients.map((r) => ({
      nurse: { id: num(r.nurse_id), name: r.nurse_name },
      studio: { id: num(r.studio_id), name: r.studio_name },
      status: r.status,
      deliveredAt: r.delivered_at === null ? null : num(r.delivered_at),
    })),
  };
}
