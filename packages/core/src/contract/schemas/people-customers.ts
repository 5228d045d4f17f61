import * as z from 'zod';
import { t } from '../../i18n/translate';
import { mobileSchema, requiredText } from './common';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, timeFilter, versionSchema } from './list';
import { personRefSchema, phoneDigitsFilter, wordFilter, wordSchema } from './people-common';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES, FOLLOW_UP_CHANNELS } from './people-values';

/** Customers (/connection): contacts (leads) with follow-ups; scoped by studio when they have one. */

const CUSTOMER_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'name'] as const;

export const customerListRequest = listRequest.extend({
  /** Part of the name. */
  name: textFilter(50),
  /** Digits of the phone. */
  phone: phoneDigitsFilter,
  source: wordFilter(CUSTOMER_SOURCES),
  status: wordFilter(CUSTOMER_STATUSES),
  studioId: idFilter,
  sort: sortRequest(CUSTOMER_SORT_FIELDS, '-createdAt'),
});

/** A customer as lists show it: phone masked. */
const customerSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  source: z.string(),
  status: z.string(),
  studio: personRefSchema.nullable(),
  owner: personRefSchema.nullable(),
  memberId: z.number().nullable(),
  note: z.string(),
  nextFollowUpAt: z.number().nullable(),
  lastFollowUpAt: z.number().nullable(),
  followUpCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerListResult = listPageOf(customerSummarySchema);

export const getCustomerRequest = z.object({ customerId: recordIdSchema });
const customerFollowUpSchema = z.object({
  id: z.number(),
  at: z.number(),
  by: personRefSchema.nullable(),
  channel: z.string(),
  content: z.string(),
});
export const customerDetailSchema = customerSummarySchema.extend({
  /** Newest first. */
  followUps: z.array(customerFollowUpSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

const noteSchema = z.string({ error: t('system.list.textType') }).trim().max(500, t('system.validate.tooLong', { max: 500 }));
const nameSchema = requiredText(t('system.validate.nameRequired')).pipe(z.string().max(50, t('system.validate.tooLong', { max: 50 })));
/** An epoch-ms time, or blank/null to clear it. */
const optionalTime = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: t('system.list.timeType') }).int(t('system.list.timeType')).min(0, t('system.list.timeType')).max(8_640_000_000_000_000, t('system.list.timeType')).nullable(),
);

export const addCustomerRequest = z.object({
  name: nameSchema,
  phone: mobileSchema,
  source: wordSchema(CUSTOMER_SOURCES),
  status: wordSchema(CUSTOMER_STATUSES).default('new'),
  /** Must be one of the caller's stations when the caller is bound to stations (then required). */
  studioId: idFilter,
  /** The staff member who follows the customer up. */
  ownerId: idFilter,
  note: noteSchema.default(''),
  nextFollowUpAt: optionalTime.optional(),
});

/** Only the fields sent change; `studioId`/`ownerId`/`nextFollowUpAt` null clears them. */
export const editCustomerRequest = z.object({
  customerId: recordIdSchema,
  version: versionSchema,
  name: nameSchema.optional(),
  phone: mobileSchema.optional(),
  source: wordSchema(CUSTOMER_SOURCES).optional(),
  status: wordSchema(CUSTOMER_STATUSES).optional(),
  studioId: z.preprocess((v) => (v === '' ? null : v), recordIdSchema.nullable()).optional(),
  ownerId: z.preprocess((v) => (v === '' ? null : v), recordIdSchema.nullable()).optional(),
  note: noteSchema.optional(),
  nextFollowUpAt: optionalTime.optional(),
});

/** Records a follow-up; optionally moves the customer's status and next follow-up date. */
export const addCustomerFollowUpRequest = z.object({
  customerId: recordIdSchema,
  /** When given, the customer must still be at this version (104 otherwise). */
  version: versionSchema.optional(),
  channel: wordSchema(FOLLOW_UP_CHANNELS),
  content: requiredText(t('people.contract.followUpRequired')).pipe(z.string().max(1000, t('system.validate.tooLong', { max: 1000 }))),
  /** When it happened (epoch ms); default now. */
  at: timeFilter,
  status: wordSchema(CUSTOMER_STATUSES).optional(),
  nextFollowUpAt: optionalTime.optional(),
});
export const addCustomerFollowUpResult = z.object({ customer: customerDetailSchema, followUp: customerFollowUpSchema });
