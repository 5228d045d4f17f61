import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, timeFilter, versionSchema } from './list';
import { codeFilter, personRefSchema, phoneDigitsFilter, reasonSchema, requireReasonToReject, reviewDecisionSchema, wordFilter } from './people-common';
import { nurseApplicationRefSchema, nurseDocumentSchema } from './people-nurses';
import { APPLICATION_STATUSES, NURSE_TITLES } from './people-values';

/** Qualification review (/nurse-examine, /nurse-examine-det/{id}): applications, scoped by studio. */

const NURSE_EXAMINE_SORT_FIELDS = ['id', 'submittedAt'] as const;

export const applicationListRequest = listRequest.extend({
  /** 2 under review, 1 approved, 0 rejected. */
  status: codeFilter(APPLICATION_STATUSES, t('people.contract.applicationStatus')),
  /** Part of the nurse's name. */
  name: textFilter(50),
  /** Digits of the nurse's phone number. */
  phone: phoneDigitsFilter,
  studioId: idFilter,
  title: wordFilter(NURSE_TITLES),
  /** Submitted from / to (epoch ms, inclusive). */
  submittedFrom: timeFilter,
  submittedTo: timeFilter,
  sort: sortRequest(NURSE_EXAMINE_SORT_FIELDS, '-submittedAt'),
});

/** An application as the review queue shows it: the nurse's phone masked. */
const applicationSummarySchema = z.object({
  id: z.number(),
  /** Phone masked. */
  nurse: z.object({ id: z.number(), name: z.string(), phone: z.string(), title: z.string(), status: z.number() }),
  studio: personRefSchema,
  /** 2 under review, 1 approved, 0 rejected. */
  status: z.number(),
  attempt: z.number(),
  submittedAt: z.number(),
  decidedAt: z.number().nullable(),
  decidedBy: personRefSchema.nullable(),
  reason: z.string(),
  documentCount: z.number(),
  version: z.number(),
  /** Decisions the machine allows from the stored status ('approve', 'reject'). */
  allowedEvents: z.array(z.string()),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
export const applicationListResult = listPageOf(applicationSummarySchema);

export const applicationRequest = z.object({ applicationId: recordIdSchema });
export const applicationDetailSchema = applicationSummarySchema.extend({
  /** The applicant's profile (ID number masked). */
  profile: z.object({
    gender: z.string(),
    idNumber: z.string(),
    yearsOfPractice: z.number(),
    certificateNo: z.string(),
    certificateExpiresAt: z.number(),
    skills: z.array(z.string()),
  }),
  /** In NURSE_DOCUMENT_KINDS order. */
  documents: z.array(nurseDocumentSchema),
  /** The nurse's other attempts, newest first. */
  history: z.array(nurseApplicationRefSchema),
});

export const applicationDecisionRequest = z
  .object({ applicationId: recordIdSchema, version: versionSchema, decision: reviewDecisionSchema, reason: reasonSchema })
  .superRefine(requireReasonToReject);
