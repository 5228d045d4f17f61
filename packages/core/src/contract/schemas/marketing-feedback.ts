import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idFilter, idList, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, timeFilter, versionSchema } from './list';
import { imageRefSchema } from './catalogue-common';
import { marketingRef, oneOf, oneOfFilter, requiredText } from './marketing-content-common';

/** Feedback (/operation-tools/feedback): messages from members and nurses, replied to through the message gateway. */

export const FEEDBACK_CATEGORIES = ['service', 'nurse', 'app', 'billing', 'suggestion', 'other'] as const;
export const FEEDBACK_AUTHOR_KINDS = ['member', 'nurse'] as const;
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_SORT_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;
export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_ATTACHMENTS_MAX = 9;

export const feedbackListRequest = listRequest.extend({
  status: oneOfFilter(FEEDBACK_STATUSES),
  category: oneOfFilter(FEEDBACK_CATEGORIES),
  authorKind: oneOfFilter(FEEDBACK_AUTHOR_KINDS),
  content: textFilter(60),
  orderId: idFilter,
  from: timeFilter,
  to: timeFilter,
  sort: sortRequest(FEEDBACK_SORT_FIELDS, '-createdAt'),
});

export const feedbackSummarySchema = z.object({
  id: z.number(),
  authorKind: z.string(),
  author: marketingRef.nullable(),
  category: z.string(),
  /** The first line, shortened, for a list. */
  excerpt: z.string(),
  orderId: z.number().nullable(),
  orderNo: z.string(),
  studio: marketingRef.nullable(),
  status: z.string(),
  source: z.string(),
  attachmentCount: z.number(),
  replyCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
export const feedbackListResult = listPageOf(feedbackSummarySchema);
export const getFeedbackRequest = z.object({ feedbackId: recordIdSchema });
export const feedbackReplySchema = z.object({ id: z.number(), text: z.string(), delivery: z.string(), messageRecordId: z.number().nullable(), author: marketingRef.nullable(), createdAt: z.number() });
export const feedbackDetailSchema = feedbackSummarySchema.extend({
  content: z.string(),
  attachments: z.array(imageRefSchema),
  replies: z.array(feedbackReplySchema),
  repliedAt: z.number().nullable(),
  closedAt: z.number().nullable(),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

const content = requiredText(FEEDBACK_TEXT_MAX, t('marketing.feedback.contentRequired'));

/** Staff record feedback given by phone or in person, for a member or a nurse (one of them). */
export const addFeedbackRequest = z
  .object({
    authorKind: oneOf(FEEDBACK_AUTHOR_KINDS),
    memberId: idFilter,
    nurseId: idFilter,
    category: oneOf(FEEDBACK_CATEGORIES),
    content,
    orderId: idFilter,
    attachmentUploadIds: idList(FEEDBACK_ATTACHMENTS_MAX).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.authorKind === 'member' && value.memberId === undefined) ctx.addIssue({ code: 'custom', path: ['memberId'], message: t('marketing.feedback.authorRequired', { kind: value.authorKind }) });
    if (value.authorKind === 'nurse' && value.nurseId === undefined) ctx.addIssue({ code: 'custom', path: ['nurseId'], message: t('marketing.feedback.authorRequired', { kind: value.authorKind }) });
  });

/** Re-files feedback under another category or order. */
export const editFeedbackRequest = z.object({
  feedbackId: recordIdSchema,
  version: versionSchema,
  category: oneOf(FEEDBACK_CATEGORIES).optional(),
  orderId: z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), recordIdSchema.nullable().optional()),
});

export const replyFeedbackRequest = z.object({
  feedbackId: recordIdSchema,
  version: versionSchema,
  text: requiredText(FEEDBACK_TEXT_MAX, t('marketing.feedback.replyRequired')),
});
export const closeFeedbackRequest = z.object({ feedbackId: recordIdSchema, version: versionSchema });

/**
 * The nurse app's feedback (`/api/field/feedback`, with the nurse's field credential): the nurse
 * is the author; an order, when named, must be one the nurse served.
 */
export const fieldFeedbackRequest = z.object({
  category: oneOf(FEEDBACK_CATEGORIES),
  content,
  orderId: idFilter,
});
export const fieldFeedbackResult = z.object({ feedbackId: z.number(), status: z.string() });
