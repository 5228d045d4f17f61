import * as z from 'zod';
import { t } from '../../i18n/translate';
import { pageOf, pagingRequest } from './staff-messages';

/** The page sizes a list offers (spec §3); the API accepts any limit up to 1000. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

type SortDirection = 'asc' | 'desc';

/** A parsed sort request: a whitelisted field and its direction. */
export interface SortSpec<F extends string = string> {
  field: F;
  direction: SortDirection;
}

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Integer columns hold up to 2^31 − 1 on PostgreSQL. */
const MAX_ID = 2_147_483_647;

/**
 * A record id: a positive whole number, or its digits as a string (form bodies). Unlike a
 * plain coercion, `true`, `[1]` or `1e3` are refused, so no value of the wrong type can name
 * record 1 by accident.
 */
export const recordIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? t('validate.required') : t('system.validate.id')) })
    .int(t('system.validate.id'))
    .positive(t('system.validate.id'))
    .max(MAX_ID, t('system.validate.id')),
);

/**
 * A sort request as `field` (ascending) or `-field` (descending), the field one of `fields`.
 * An unknown field is refused naming it and the allowed ones. Answers a SortSpec.
 */
export function sortRequest<const F extends string>(fields: readonly [F, ...F[]], fallback: NoInfer<`${'' | '-'}${F}`>) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: t('system.list.sortType') })
      .trim()
      .optional()
      .transform((value, ctx): SortSpec<F> => {
        const raw = value || fallback;
        const direction: SortDirection = raw.startsWith('-') ? 'desc' : 'asc';
        const field = raw.replace(/^[-+]/, '');
        if (!(fields as readonly string[]).includes(field)) {
          ctx.addIssue({ code: 'custom', message: t('system.list.unknownSort', { field, allowed: fields.join(', ') }) });
          return z.NEVER;
        }
        return { field: field as F, direction };
      }),
  );
}

/** A text filter: trimmed, blank means no filter. */
export const textFilter = (max = 100) =>
  z.preprocess(blankToUndefined, z.string({ error: t('system.list.textType') }).trim().max(max, t('system.validate.tooLong', { max })).optional()).transform(
    (v) => (v === '' ? undefined : v),
  );

/** An id filter: a positive whole number, blank means no filter. */
export const idFilter = z.preprocess(blankToUndefined, recordIdSchema.optional());

/** An epoch-millisecond time filter (`from`/`to`), blank means no filter. */
export const timeFilter = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: t('system.list.timeType') }).int(t('system.list.timeType')).min(0, t('system.list.timeType')).optional(),
);

/** Enabled (1) or disabled (0): numbers, or '0'/'1' from form bodies. */
export const statusSchema = z.preprocess(
  (v) => (v === '0' || v === '1' ? Number(v) : v),
  z.union([z.literal(0), z.literal(1)], { error: t('system.validate.status') }),
);

export const statusFilter = z.preprocess(blankToUndefined, statusSchema.optional());

/** A boolean from JSON or a form value ('true'/'false'/'1'/'0'). */
export const flagSchema = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: t('system.validate.flag') }),
);

/**
 * A list of ids: a JSON array, a repeated form key, or one comma-separated form value
 * ("3,5"); an empty string is the empty list. Duplicates are dropped.
 */
export const idList = (max = 200) =>
  z.preprocess(
    (v) => (v === '' ? [] : typeof v === 'string' || typeof v === 'number' ? String(v).split(',').map((s) => s.trim()) : v),
    z
      .array(recordIdSchema, { error: t('system.validate.idList') })
      .max(max, t('system.validate.tooMany', { max }))
      .transform((ids) => [...new Set(ids)]),
  );

/** The version a mutation read the record at (optimistic concurrency). */
export const versionSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: (issue) => (issue.input === undefined ? t('validate.required') : t('system.validate.version')) }).int(t('system.validate.version')).min(1, t('system.validate.version')).max(MAX_ID, t('system.validate.version')),
);

/**
 * Paging of a list: `page`/`limit` as everywhere (pagingRequest), plus `cursor`, the
 * `nextCursor` of a previous answer, which continues after that page by key (fast at any
 * depth) instead of by offset; `page` is then only echoed.
 */
export const listRequest = pagingRequest.extend({
  cursor: z.preprocess(blankToUndefined, z.string().max(500, t('system.list.badCursor')).optional()),
});

/** A list answer: `{ list, total, page, limit }` and the cursor of the next page (null at the end). */
export const listPageOf = <T extends z.ZodType>(item: T) => pageOf(item).extend({ nextCursor: z.string().nullable() });
