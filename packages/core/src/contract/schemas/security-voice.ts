import * as z from 'zod';
import { toInstant } from '../../format/date-format';
import { t } from '../../i18n/translate';
import { requiredText } from './common';
import { idList, listPageOf, listRequest, recordIdSchema, sortRequest, versionSchema } from './list';
import { personRefSchema, wordFilter } from './people-common';

/** Voice announcements (/security-center/voice-announcements): spoken to the nurses of chosen studios, now or at a set time. */

export const VOICE_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export const VOICE_RECIPIENT_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const VOICE_TEXT_MAX = 500;

export const voiceListRequest = listRequest.extend({
  status: wordFilter(VOICE_STATUSES),
  sort: sortRequest(['id', 'createdAt', 'scheduledAt'] as const, '-createdAt'),
});

const voiceSummarySchema = z.object({
  id: z.number(),
  text: z.string(),
  studios: z.array(personRefSchema),
  scheduledAt: z.number(),
  status: z.string(),
  /** The speech rendering: its engine and the spoken length. */
  speechEngine: z.string(),
  speechDurationMs: z.number(),
  recipients: z.number(),
  delivered: z.number(),
  failed: z.number(),
  pending: z.number(),
  createdBy: personRefSchema.nullable(),
  sentAt: z.number().nullable(),
  createdAt: z.number(),
  version: z.number(),
});
export type VoiceSummary = z.infer<typeof voiceSummarySchema>;
export const voiceListResult = listPageOf(voiceSummarySchema);

export const getVoiceRequest = z.object({ announcementId: recordIdSchema });
const voiceRecipientSchema = z.object({ nurse: personRefSchema, studio: personRefSchema, status: z.string(), deliveredAt: z.number().nullable() });
export const voiceDetailSchema = voiceSummarySchema.extend({ recipientList: z.array(voiceRecipientSchema) });

/** The business time zone's reading of `YYYY-MM-DD HH:MM` (NaN for an impossible date). */
const localTime = (text: string) => toInstant(text) ?? NaN;
/** When to speak: epoch ms or `YYYY-MM-DD HH:MM` (business time); blank: now. */
const whenSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/.test(v.trim()) ? localTime(v) : v),
  z.number({ error: t('security.contract.when') }).int(t('security.contract.when')).min(0, t('security.contract.when')).optional(),
);

export const addVoiceRequest = z.object({
  text: requiredText(t('security.contract.textRequired')).pipe(z.string().max(VOICE_TEXT_MAX, t('system.validate.tooLong', { max: VOICE_TEXT_MAX }))),
  studioIds: idList(50).refine((ids) => ids.length > 0, t('security.contract.studiosRequired')),
  scheduledAt: whenSchema,
});
export const cancelVoiceRequest = z.object({ announcementId: recordIdSchema, version: versionSchema });
