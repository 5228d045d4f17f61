import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idSchema } from './common';

/** Paging of every list endpoint (DESIGN §3): page from 1, limit default 20, at most 1000. */
export const pagingRequest = z.object({
  page: z.coerce.number({ error: t('validate.number') }).int(t('validate.wholeNumber')).min(1, t('validate.atLeast', { min: 1 })).default(1),
  limit: z.coerce.number({ error: t('validate.number') }).int(t('validate.wholeNumber')).min(1, t('validate.atLeast', { min: 1 })).max(1000, t('validate.atMost', { max: 1000 })).default(20),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), limit: z.number() });

/** A notification for staff in the message center (new order to review, SOS alarm…). */
const staffMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A console path the message points at, e.g. '/order/service-order-detail/42'. */
  link: z.string().nullable(),
  createdAt: z.number(),
  readAt: z.number().nullable(),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

export const staffMessageListRequest = pagingRequest.extend({
  unreadOnly: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]).optional(),
});
export const staffMessageListResult = pageOf(staffMessageSchema).extend({ unread: z.number() });

export const markStaffMessagesReadRequest = z.object({
  /** Ids to mark; omitted means all of the caller's messages. */
  ids: z.array(idSchema).max(1000, t('validate.atMostIds', { max: 1000 })).optional(),
});
export const markStaffMessagesReadResult = z.object({ updated: z.number() });
