import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idFilter, recordIdSchema, listPageOf, listRequest, sortRequest, textFilter, timeFilter } from './list';

/** Which face made a change ('system': the server itself, e.g. seeding). */
export const AUDIT_CHANNELS = ['web', 'terminal', 'cli', 'system'] as const;

export const auditListRequest = listRequest.extend({
  actorId: idFilter,
  /** Part of the actor's username. */
  username: textFilter(32),
  channel: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(AUDIT_CHANNELS, { error: t('system.validate.oneOf', { values: AUDIT_CHANNELS.join(', ') }) }).optional(),
  ),
  /** An action ('systemUser.edit') or the start of one ('systemUser.'). */
  action: textFilter(80),
  /** A record type: 'system_user', 'role', 'session', 'message_record'… */
  entity: textFilter(80),
  entityId: idFilter,
  /** From / to (epoch ms, inclusive). */
  from: timeFilter,
  to: timeFilter,
  sort: sortRequest(['at'] as const, '-at'),
});

/** One audit row. `before`/`after` are the stored JSON (secrets blanked, phones masked). */
const auditEntrySchema = z.object({
  id: z.number(),
  at: z.number(),
  actorId: z.number().nullable(),
  actorUsername: z.string().nullable(),
  actorName: z.string().nullable(),
  channel: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditListResult = listPageOf(auditEntrySchema);

/** A record's history (its detail page): every audit row about it, newest first. */
export const recordHistoryRequest = listRequest.extend({
  entity: z.string({ error: t('validate.required') }).trim().min(1, t('validate.required')).max(80),
  entityId: recordIdSchema,
});
export const recordHistoryResult = auditListResult;
