import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { claimVersion, notFound } from '../list/optimistic';
import type { MessageGateway } from '../system/message-gateway';
import { num } from './alarm-rows';
import { phoneticDurationEngine, type SpeechEngine } from './speech';
import { loadVoiceDetail, loadVoiceSummaries, voiceWord } from './voice-rows';
import { sendAnnouncement } from './voice-send';

const invalid = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });
const sortColumns = { id: 'voice_announcements.id', createdAt: 'voice_announcements.created_at', scheduledAt: 'voice_announcements.scheduled_at' };
/** A time within this much of now (or before it, by less) is "now": the form's clock and the server's differ a little. */
const NOW_SLACK_MS = 60_000;

/** A station-bound caller sees the announcements whose studios are all its own. */
const visibleTo = (stations: number[] | null, studioIds: number[]) => stations === null || studioIds.every((id) => stations.includes(id));
const studiosOf = (text: string) => JSON.parse(text) as number[];

export interface VoiceDeps {
  messages: MessageGateway;
  speech?: SpeechEngine;
}

export function createVoiceHandlers({ messages, speech = phoneticDurationEngine }: VoiceDeps) {
  const getVoiceAnnouncementList: Handler<'getVoiceAnnouncementList'> = async (ctx) => {
    const b = ctx.body;
    const stations = await ctx.signedIn().stationIds();
    let from = ctx.db.selectFrom('voice_announcements');
    if (b.status) from = from.where('voice_announcements.status', '=', b.status);
    if (stations !== null) {
      const own = await ctx.db.selectFrom('voice_announcements').select(['id', 'studio_ids']).execute();
      const ids = own.filter((r) => visibleTo(stations, studiosOf(r.studio_ids))).map((r) => num(r.id));
      from = from.where('voice_announcements.id', 'in', ids.length ? ids : [-1]);
    }
    const { ids, ...page } = await listWindow({ from, idColumn: 'voice_announcements.id', sortColumns, ...b });
    return { ...page, list: await loadVoiceSummaries(ctx.db, ids) };
  };

  const assertVisible = async (db: Parameters<typeof loadVoiceDetail>[0], id: number, stations: number[] | null) => {
    const row = await db.selectFrom('voice_announcements').select('studio_ids').where('id', '=', id).executeTakeFirst();
    if (!row || !visibleTo(stations, studiosOf(row.studio_ids))) throw notFound(voiceWord());
  };

  const getVoiceAnnouncement: Handler<'getVoiceAnnouncement'> = async (ctx) => {
    await assertVisible(ctx.db, ctx.body.announcementId, await ctx.signedIn().stationIds());
    return loadVoiceDetail(ctx.db, ctx.body.announcementId);
  };

  /** addVoiceAnnouncement: rendered at once (its spoken length); spoken now, or kept until its time. */
  const addVoiceAnnouncement: Handler<'addVoiceAnnouncement'> = async (ctx) => {
    const auth = ctx.signedIn();
    const b = ctx.body;
    const stations = await auth.stationIds();
    const now = Date.now();
    if (b.scheduledAt !== undefined && b.scheduledAt < now - NOW_SLACK_MS) throw invalid('scheduledAt', t('security.server.pastTime'));
    const known = await ctx.db.selectFrom('studios').select('id').where('id', 'in', b.studioIds).execute();
    const missing = b.studioIds.filter((id) => !known.some((s) => num(s.id) === id));
    if (missing.length) throw invalid('studioIds', t('system.validate.unknownIds', { what: t('system.entity.station'), ids: missing.join(', ') }));
    if (!visibleTo(stations, b.studioIds)) throw invalid('studioIds', t('system.validate.stationOutOfScope'));
    const nurses = await ctx.db.selectFrom('nurses').select('id').where('studio_id', 'in', b.studioIds).where('status', '=', 1).limit(1).execute();
    if (!nurses.length) throw invalid('studioIds', t('security.server.noNurses'));
    const rendering = speech.render(b.text);
    const later = b.scheduledAt !== undefined && b.scheduledAt > now + NOW_SLACK_MS / 60;
    const id = await ctx.mutate(async (trx, audit) => {
      const row = await trx
        .insertInto('voice_announcements')
        .values({
          text: b.text, studio_ids: JSON.stringify(b.studioIds), scheduled_at: later ? (b.scheduledAt ?? now) : now, status: 'scheduled',
          speech_engine: rendering.engine, speech_duration_ms: rendering.durationMs, created_by: auth.userId, sent_at: null, created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!later) await sendAnnouncement(trx, messages, row.id, now);
      await audit({ action: 'voiceAnnouncements.send', entity: 'voice_announcement', entityId: row.id, after: { studioIds: b.studioIds, scheduledAt: later ? b.scheduledAt : now, durationMs: rendering.durationMs, sent: !later } });
      return row.id;
    });
    return loadVoiceDetail(ctx.db, id);
  };

  /** cancelVoiceAnnouncement: only one still scheduled, at the version read. */
  const cancelVoiceAnnouncement: Handler<'cancelVoiceAnnouncement'> = async (ctx) => {
    const { announcementId, version } = ctx.body;
    await assertVisible(ctx.db, announcementId, await ctx.signedIn().stationIds());
    await ctx.mutate(async (trx, audit) => {
      const current = await trx.selectFrom('voice_announcements').select('status').where('id', '=', announcementId).executeTakeFirstOrThrow();
      const next = await claimVersion(trx, 'voice_announcements', announcementId, version, voiceWord());
      if (current.status !== 'scheduled') throw invalid('announcementId', t('security.server.notScheduled', { state: t(`security.voice.status.${current.status}` as 'security.voice.status.sent') }));
      await trx.updateTable('voice_announcements').set({ status: 'cancelled' }).where('id', '=', announcementId).execute();
      await audit({ action: 'voiceAnnouncements.cancel', entity: 'voice_announcement', entityId: announcementId, before: { status: 'scheduled', version }, after: { status: 'cancelled', version: next } });
    });
    return loadVoiceDetail(ctx.db, announcementId);
  };

  return { getVoiceAnnouncementList, getVoiceAnnouncement, addVoiceAnnouncement, cancelVoiceAnnouncement };
}
