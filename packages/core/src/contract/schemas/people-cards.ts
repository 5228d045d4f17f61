import * as z from 'zod';
import { t } from '../../i18n/translate';
import { listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, versionSchema } from './list';
import { codeFilter, daysFilter, personRefSchema, phoneDigitsFilter, reasonSchema, requireReasonToReject, reviewDecisionSchema } from './people-common';
import { CARD_STATUSES } from './people-values';

/** Disability-assistance cards (/assistive-card): platform-wide, the activation machine. */

const CARD_SORT_FIELDS = ['id', 'submittedAt', 'validUntil'] as const;

export const assistiveCardListRequest = listRequest.extend({
  /** Activation status: 0 rejected, 1 activated, 2 under review, 3 expired. */
  status: codeFilter(CARD_STATUSES, t('people.contract.cardStatus')),
  /** Part of the holder's name. */
  holderName: textFilter(50),
  /** Part of the card number. */
  cardNo: textFilter(40),
  /** Digits of the member's phone. */
  memberPhone: phoneDigitsFilter,
  /** Activated cards whose validity ends within N days. */
  expiringWithinDays: daysFilter,
  sort: sortRequest(CARD_SORT_FIELDS, '-submittedAt'),
});

/** A card as lists show it: ID number and the member's phone masked. */
const assistiveCardSummarySchema = z.object({
  id: z.number(),
  cardNo: z.string(),
  holderName: z.string(),
  /** Masked. */
  idNumber: z.string(),
  /** Phone masked. */
  member: z.object({ id: z.number(), nickname: z.string(), phone: z.string() }),
  patient: personRefSchema.nullable(),
  disabilityKind: z.string(),
  disabilityLevel: z.number(),
  status: z.number(),
  attempt: z.number(),
  validFrom: z.number(),
  validUntil: z.number(),
  submittedAt: z.number(),
  decidedAt: z.number().nullable(),
  decidedBy: personRefSchema.nullable(),
  reason: z.string(),
  version: z.number(),
  /** Decisions the machine allows from the stored status ('approve', 'reject'). */
  allowedEvents: z.array(z.string()),
});
export type AssistiveCardSummary = z.infer<typeof assistiveCardSummarySchema>;
export const assistiveCardListResult = listPageOf(assistiveCardSummarySchema);

export const getAssistiveCardRequest = z.object({ cardId: recordIdSchema });
export const assistiveCardDetailSchema = assistiveCardSummarySchema.extend({
  /** Images of the card's two sides. */
  frontUrl: z.string(),
  backUrl: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const auditAssistiveCardRequest = z
  .object({ cardId: recordIdSchema, version: versionSchema, decision: reviewDecisionSchema, reason: reasonSchema })
  .superRefine(requireReasonToReject);
