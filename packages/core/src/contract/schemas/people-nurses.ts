import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, versionSchema } from './list';
import { codeFilter, codeSchema, daysFilter, personRefSchema, phoneDigitsFilter, wordFilter } from './people-common';
import { NURSE_STATUSES, NURSE_TITLES } from './people-values';

/** Nurses (/service-nurse, /service-nurse-det/{id}): station data, scoped by studio. */

const NURSE_SORT_FIELDS = ['id', 'createdAt', 'name', 'rating', 'certificateExpiresAt', 'ordersCompleted'] as const;

const nurseStatusFilter = codeFilter(NURSE_STATUSES, t('people.contract.nurseStatus'));

export const nurseListRequest = listRequest.extend({
  /** Part of the name (case-insensitive). */
  name: textFilter(50),
  /** Digits of the phone number, anywhere in it. */
  phone: phoneDigitsFilter,
  studioId: idFilter,
  title: wordFilter(NURSE_TITLES),
  /** 0 pending qualification, 1 active, 2 suspended, 3 rejected. */
  status: nurseStatusFilter,
  /** Practice certificate expires before now + N days (already lapsed ones included). */
  expiringWithinDays: daysFilter,
  sort: sortRequest(NURSE_SORT_FIELDS, '-createdAt'),
});

/** A nurse as lists show it: phone masked. */
const nurseSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  gender: z.string(),
  studio: personRefSchema,
  title: z.string(),
  yearsOfPractice: z.number(),
  status: z.number(),
  /** Average rating 0–5, one decimal. */
  rating: z.number(),
  ordersCompleted: z.number(),
  certificateNo: z.string(),
  certificateExpiresAt: z.number(),
  /** The certificate has lapsed: no new assignments. */
  certificateExpired: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type NurseSummary = z.infer<typeof nurseSummarySchema>;
export const nurseListResult = listPageOf(nurseSummarySchema);

export const getNurseRequest = z.object({ nurseId: recordIdSchema });

export const nurseDocumentSchema = z.object({ id: z.number(), kind: z.string(), url: z.string(), createdAt: z.number() });
export type NurseDocument = z.infer<typeof nurseDocumentSchema>;
export const nurseApplicationRefSchema = z.object({
  id: z.number(),
  status: z.number(),
  attempt: z.number(),
  submittedAt: z.number(),
  decidedAt: z.number().nullable(),
  reason: z.string(),
});
const nurseOrdersSummarySchema = z.object({
  total: z.number(),
  completed: z.number(),
  inProgress: z.number(),
  cancelled: z.number(),
  /** The 10 most recent. */
  recent: z.array(z.object({ id: z.number(), orderNo: z.string(), status: z.number(), appointmentAt: z.number(), amountCents: z.number() })),
});
const nurseRewardSchema = z.object({
  id: z.number(),
  /** 'reward' | 'penalty'. */
  kind: z.string(),
  amountCents: z.number(),
  reason: z.string(),
  orderId: z.number().nullable(),
  createdAt: z.number(),
});
const nurseSosSchema = z.object({
  id: z.number(),
  raisedAt: z.number(),
  address: z.string(),
  status: z.string(),
  closedAt: z.number().nullable(),
});

export const nurseDetailSchema = nurseSummarySchema.extend({
  /** Masked. */
  idNumber: z.string(),
  skills: z.array(z.string()),
  avatar: z.string(),
  earningsCents: z.number(),
  /** Documents of the latest qualification application, in NURSE_DOCUMENT_KINDS order. */
  documents: z.array(nurseDocumentSchema),
  applications: z.array(nurseApplicationRefSchema),
  orders: nurseOrdersSummarySchema,
  rewards: z.array(nurseRewardSchema),
  rewardsCents: z.number(),
  penaltiesCents: z.number(),
  sos: z.array(nurseSosSchema),
  /** Statuses `alterNurseStatus` accepts from the current one (1 ↔ 2). */
  allowedStatuses: z.array(z.number()),
});

/** Suspend (2) or reactivate (1); pending and rejected nurses change only through review. */
export const alterNurseStatusRequest = z.object({
  nurseId: recordIdSchema,
  version: versionSchema,
  status: codeSchema([1, 2] as const, t('people.contract.nurseAlterStatus')),
});
export const alterNurseStatusResult = z.object({ id: z.number(), status: z.number(), version: z.number() });

export const moveNurseStudioRequest = z.object({ nurseId: recordIdSchema, version: versionSchema, studioId: recordIdSchema });
export const moveNurseStudioResult = z.object({ id: z.number(), studio: personRefSchema, version: z.number() });
