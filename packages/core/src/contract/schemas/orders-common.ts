import * as z from 'zod';
import { t } from '../../i18n/translate';
import { ORDER_AMOUNT_MAX_CENTS, ORDER_REVIEW_DECISIONS, ORDER_STATUSES, ORDER_TEXT_MAX } from './orders-values';

/** Pieces the orders schemas share: code filters, texts, money, decisions. */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const digitsToNumber = (value: unknown) => (typeof value === 'string' && /^\s*-?\d{1,3}\s*$/.test(value) ? Number(value) : value);

export const namedRef = z.object({ id: z.number(), name: z.string() });

/** One of a few numeric codes, as a number or its digits (form bodies); refused naming them. */
function orderCodeSchema<const V extends number>(values: readonly V[]) {
  const message = t('orders.contract.oneOf', { values: values.join(', ') });
  return z.preprocess(
    digitsToNumber,
    z
      .number({ error: message })
      .refine((v) => (values as readonly number[]).includes(v), message)
      .transform((v) => v as V),
  );
}

/** The same as a filter: blank means no filter. */
export const orderCodeFilter = <const V extends number>(values: readonly V[]) => z.preprocess(blankToUndefined, orderCodeSchema(values).optional());

/**
 * One or several order statuses: a number, a JSON array, a repeated form key or one
 * comma-separated value ("-2,-1"); blank or [] means no filter. Duplicates are dropped.
 */
export const orderStatusListFilter = z.preprocess(
  (v) => {
    if (v === '' || v === null || v === undefined) return undefined;
    if (typeof v === 'number') return [v];
    if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter((s) => s !== '');
    return v;
  },
  z
    .array(orderCodeSchema(ORDER_STATUSES), { error: t('orders.contract.statusList') })
    .max(ORDER_STATUSES.length * 2, t('orders.contract.statusList'))
    .transform((list) => (list.length ? [...new Set(list)] : undefined))
    .optional(),
);

/** A required text (reason, note, complaint): trimmed, 1…ORDER_TEXT_MAX characters. */
export const orderText = (requiredMessage: string = t('validate.required')) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(ORDER_TEXT_MAX, t('system.validate.tooLong', { max: ORDER_TEXT_MAX }));

/** An optional text: blank is none. */
export const optionalOrderText = z.preprocess(
  blankToUndefined,
  z.string({ error: t('system.list.textType') }).trim().max(ORDER_TEXT_MAX, t('system.validate.tooLong', { max: ORDER_TEXT_MAX })).optional(),
);

/** Money in whole cents, 0…ORDER_AMOUNT_MAX_CENTS; digits from form bodies. */
export const centsSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? t('validate.required') : t('orders.contract.cents')) })
    .int(t('orders.contract.cents'))
    .min(0, t('orders.contract.cents'))
    .max(ORDER_AMOUNT_MAX_CENTS, t('orders.contract.centsMax', { max: ORDER_AMOUNT_MAX_CENTS })),
);

export const reviewDecision = z.enum(ORDER_REVIEW_DECISIONS, { error: t('orders.contract.decision') });

/** A rejection needs its reason (the member or requester reads it). */
export function reasonToReject(value: { decision: string; reason?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.decision === 'reject' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: t('orders.contract.reasonRequired') });
}

/** An epoch-ms time that must be given. */
export const requiredTime = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: (issue) => (issue.input === undefined ? t('validate.required') : t('system.list.timeType')) }).int(t('system.list.timeType')).min(0, t('system.list.timeType')).max(8_640_000_000_000_000, t('system.list.timeType')),
);
