import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idList, recordIdSchema, textFilter } from './list';
import { BATCH_REVIEW_MAX, PERSON_KINDS, REVEALABLE_PERSON_FIELDS, REVIEW_DECISIONS, REVIEW_REASON_MAX } from './people-values';

/** Pieces every people schema shares: code filters, decisions, batches, reveals. */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const digitsToNumber = (value: unknown) => (typeof value === 'string' && /^\s*-?\d{1,3}\s*$/.test(value) ? Number(value) : value);

/** One of a few numeric codes (statuses), as a number or its digits (form bodies). */
export function codeSchema<const V extends number>(values: readonly V[], message: string) {
  return z.preprocess(
    digitsToNumber,
    z
      .number({ error: message })
      .refine((v) => (values as readonly number[]).includes(v), message)
      .transform((v) => v as V),
  );
}

/** The same as a list filter: blank means no filter. */
export const codeFilter = <const V extends number>(values: readonly V[], message: string) => z.preprocess(blankToUndefined, codeSchema(values, message).optional());

/** One of a few words (sources, channels), refused naming the allowed ones. */
export const wordSchema = <const V extends string>(values: readonly [V, ...V[]]) =>
  z.enum(values, { error: t('system.validate.oneOf', { values: values.join(', ') }) });

export const wordFilter = <const V extends string>(values: readonly [V, ...V[]]) => z.preprocess(blankToUndefined, wordSchema(values).optional());

/** Digits of a phone number, anywhere in it; blank means no filter. */
export const phoneDigitsFilter = textFilter(11).pipe(z.string().regex(/^\d*$/, t('system.validate.phoneDigits')).optional());

/** Whole days from now (0–3650), e.g. "certificates expiring within N days". */
export const daysFilter = z.preprocess(
  (v) => digitsToNumber(blankToUndefined(v)),
  z.number({ error: t('people.contract.days') }).int(t('people.contract.days')).min(0, t('people.contract.days')).max(3650, t('people.contract.days')).optional(),
);

export const reviewDecisionSchema = z.enum(REVIEW_DECISIONS, { error: t('people.contract.decision') });

/** A reason: trimmed, at most REVIEW_REASON_MAX characters; blank is no reason. */
export const reasonSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: t('system.list.textType') }).trim().max(REVIEW_REASON_MAX, t('system.validate.tooLong', { max: REVIEW_REASON_MAX })).optional(),
);

/** A rejection needs its reason (the applicant reads it). */
export function requireReasonToReject(value: { decision: string; reason?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.decision === 'reject' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: t('people.contract.reasonRequired') });
}

/**
 * The answer of a single decision. `changed` is false when the item was already in the state
 * the decision leads to (a re-run): nothing was written and `message` says so ("already approved").
 */
export const reviewDecisionResult = z.object({
  id: z.number(),
  status: z.number(),
  version: z.number(),
  changed: z.boolean(),
  message: z.string(),
});

/**
 * A batch decision: up to BATCH_REVIEW_MAX ids, each decided in its own transaction.
 * `dryRun`: report what would change, write nothing.
 */
export const batchReviewRequest = z
  .object({
    ids: idList(BATCH_REVIEW_MAX).refine((ids) => ids.length > 0, t('people.contract.idsRequired')),
    decision: reviewDecisionSchema,
    reason: reasonSchema,
    dryRun: z.preprocess(
      (v) => (v === undefined || v === '' ? false : v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
      z.boolean({ error: t('system.validate.flag') }),
    ),
  })
  .superRefine(requireReasonToReject);

/**
 * One item of a batch: `ok` false when it was refused (not found, outside your stations, a
 * decision its state does not allow); `status` is its status afterwards (or, in a dry run,
 * the one it would get) when known. An already-decided item is ok with "already …".
 */
const batchReviewItemSchema = z.object({
  id: z.number(),
  ok: z.boolean(),
  message: z.string(),
  status: z.number().optional(),
});
export type BatchReviewItem = z.infer<typeof batchReviewItemSchema>;
export const batchReviewResult = z.object({
  items: z.array(batchReviewItemSchema),
  /** Items that changed (in a dry run: would change). */
  changed: z.number(),
  failed: z.number(),
  dryRun: z.boolean(),
});

/** A person as a reference: id and display name. */
export const personRefSchema = z.object({ id: z.number(), name: z.string() });

export const revealPersonFieldRequest = z.object({
  kind: z.enum(PERSON_KINDS, { error: t('system.validate.oneOf', { values: PERSON_KINDS.join(', ') }) }),
  id: recordIdSchema,
  field: z.enum(REVEALABLE_PERSON_FIELDS, { error: t('system.validate.revealField', { fields: REVEALABLE_PERSON_FIELDS.join(', ') }) }),
});
export const revealPersonFieldResult = z.object({ kind: z.string(), id: z.number(), field: z.string(), value: z.string() });

/** Waiting items per review queue; null for a queue the caller may not review. */
export const reviewQueueCountsResult = z.object({
  nurseApplications: z.number().nullable(),
  assistiveCards: z.number().nullable(),
});

/** Studios a caller may pick in the people pages: its stations, or all when bound to none (disabled ones included, marked). */
const studioOptionSchema = z.object({ id: z.number(), name: z.string(), status: z.number() });
export const studioOptionsResult = z.object({ list: z.array(studioOptionSchema) });
