import * as z from 'zod';
import { t } from '../../i18n/translate';
import { requiredText } from './common';
import { flagSchema, idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter } from './list';
import { personRefSchema, wordFilter, wordSchema } from './people-common';

/** SOS alarms (/security-center/security-center-list): raised by nurses in the field, handled by staff. */

/** Stored statuses; 'open' in a filter means any of the first three. */
export const ALARM_STATUSES = ['active', 'escalated', 'acknowledged', 'resolved', 'false-alarm'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];
export const ALARM_STATUS_FILTERS = ['open', ...ALARM_STATUSES] as const;
export const ALARM_OUTCOMES = ['resolved', 'false-alarm'] as const;
export const ALARM_STEPS = ['raised', 'escalated', 'acknowledged', 'note', 'resolved', 'false-alarm', 'located'] as const;

const ALARM_SORT_FIELDS = ['id', 'raisedAt', 'updatedAt'] as const;

export const alarmListRequest = listRequest.extend({
  status: wordFilter(ALARM_STATUS_FILTERS),
  studioId: idFilter,
  nurseId: idFilter,
  /** Part of the nurse's name. */
  nurse: textFilter(50),
  drill: z.preprocess((v) => (v === '' || v === null ? undefined : v), flagSchema.optional()),
  sort: sortRequest(ALARM_SORT_FIELDS, '-raisedAt'),
});

const alarmSummarySchema = z.object({
  id: z.number(),
  status: z.string(),
  drill: z.boolean(),
  /** 0 the studio's security contact, 1 the studio's managers, 2 every operator. */
  escalationLevel: z.number(),
  escalateDueAt: z.number().nullable(),
  nurse: personRefSchema,
  studio: personRefSchema,
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  /** The patient's address (the order's), else where the alarm was raised. */
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** When the last location was reported. */
  locationAt: z.number(),
  raisedAt: z.number(),
  acknowledgedAt: z.number().nullable(),
  handler: personRefSchema.nullable(),
  closedAt: z.number().nullable(),
  updatedAt: z.number(),
  version: z.number(),
});
export type AlarmSummary = z.infer<typeof alarmSummarySchema>;
export const alarmListResult = listPageOf(alarmSummarySchema);

export const alarmStepSchema = z.object({
  id: z.number(),
  alarmId: z.number(),
  step: z.string(),
  at: z.number(),
  actor: personRefSchema.nullable(),
  /** 'staff' | 'nurse' | 'system'. */
  actorKind: z.string(),
  level: z.number(),
  detail: z.string(),
});
export type AlarmStep = z.infer<typeof alarmStepSchema>;

export const getAlarmRequest = z.object({ alarmId: recordIdSchema });
export const alarmDetailSchema = alarmSummarySchema.extend({
  /** Masked; the full number through revealAlarmNursePhone (audited). */
  nursePhone: z.string(),
  patient: personRefSchema.nullable(),
  notes: z.string(),
  closingReport: z.string(),
  closedBy: personRefSchema.nullable(),
  /** Oldest first. */
  steps: z.array(alarmStepSchema),
});
export type AlarmDetail = z.infer<typeof alarmDetailSchema>;

const longText = (max: number, required: string) => requiredText(required).pipe(z.string().max(max, t('system.validate.tooLong', { max })));

export const acknowledgeAlarmRequest = z.object({ alarmId: recordIdSchema });
export const resolveAlarmRequest = z.object({
  alarmId: recordIdSchema,
  outcome: wordSchema(ALARM_OUTCOMES).default('resolved'),
  notes: longText(1000, t('security.contract.notesRequired')),
  report: longText(4000, t('security.contract.reportRequired')),
});
export const addAlarmNoteRequest = z.object({ alarmId: recordIdSchema, note: longText(1000, t('security.contract.noteRequired')) });
export const revealAlarmNursePhoneRequest = z.object({ alarmId: recordIdSchema });
export const revealAlarmNursePhoneResult = z.object({ id: z.number(), field: z.literal('nursePhone'), value: z.string() });

const latitude = z.coerce.number({ error: t('studios.contract.coordinate', { max: 90 }) }).min(-90, t('studios.contract.coordinate', { max: 90 })).max(90, t('studios.contract.coordinate', { max: 90 }));
const longitude = z.coerce.number({ error: t('studios.contract.coordinate', { max: 180 }) }).min(-180, t('studios.contract.coordinate', { max: 180 })).max(180, t('studios.contract.coordinate', { max: 180 }));
export const locationFields = { latitude, longitude };

/** A drill raised by staff (`careops sos raise --drill`): marked as a drill everywhere. */
export const raiseDrillRequest = z.object({
  nurseId: recordIdSchema,
  orderId: idFilter,
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

/** A credential for the nurse app's field endpoints; the token is shown once. */
export const issueFieldCredentialRequest = z.object({
  nurseId: recordIdSchema,
  label: z.string({ error: t('system.list.textType') }).trim().max(50, t('system.validate.tooLong', { max: 50 })).default(''),
});
export const issueFieldCredentialResult = z.object({ id: z.number(), nurseId: z.number(), token: z.string() });

/** Revokes the nurse's field credentials in use (a lost or replaced device): all of them, or the one named. */
export const revokeFieldCredentialsRequest = z.object({
  nurseId: recordIdSchema,
  credentialId: idFilter,
});
export const revokeFieldCredentialsResult = z.object({ nurseId: z.number(), revokedIds: z.array(z.number()), revokedAt: z.number() });

/** The nurse app (header `x-careops-nurse-token`): raise an alarm where the nurse is. */
export const fieldRaiseRequest = z.object({
  ...locationFields,
  orderId: idFilter,
  address: z.string().trim().max(200).default(''),
});
export const fieldRaiseResult = z.object({ alarmId: z.number(), status: z.string() });
/** The nurse app: where the nurse is now (updates an open alarm of theirs). */
export const fieldLocationRequest = z.object(locationFields);
export const fieldLocationResult = z.object({ at: z.number(), alarmIds: z.array(z.number()) });
