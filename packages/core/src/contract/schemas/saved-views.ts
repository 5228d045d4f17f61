import * as z from 'zod';
import { t } from '../../i18n/translate';
import { flagSchema, recordIdSchema, versionSchema } from './list';

/** Saved views (docs/daily-use.md): a list's filters, sort and columns under a name. */

export const VIEW_NAME_MAX = 60;
const FILTERS_MAX = 40;

const resourceSchema = z.string({ error: t('daily.contract.viewResource') }).regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/, t('daily.contract.viewResource'));
const nameSchema = z
  .string({ error: t('daily.contract.viewName', { max: VIEW_NAME_MAX }) })
  .trim()
  .min(1, t('daily.contract.viewName', { max: VIEW_NAME_MAX }))
  .max(VIEW_NAME_MAX, t('daily.contract.viewName', { max: VIEW_NAME_MAX }));
const keySchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9.]{0,39}$/, t('daily.contract.viewKey'));

const viewSortSchema = z.object({ key: keySchema, order: z.enum(['asc', 'desc'], { error: t('daily.contract.viewOrder') }) }).nullable();
const viewFiltersSchema = z
  .record(keySchema, z.string().max(200, t('system.validate.tooLong', { max: 200 })))
  .refine((filters) => Object.keys(filters).length <= FILTERS_MAX, t('system.validate.tooMany', { max: FILTERS_MAX }));
const viewColumnsSchema = z.array(keySchema).max(FILTERS_MAX, t('system.validate.tooMany', { max: FILTERS_MAX })).nullable();

export const savedViewSchema = z.object({
  id: z.number(),
  resource: z.string(),
  name: z.string(),
  /** The web page of the list, where the palette opens the view ('' when saved elsewhere). */
  path: z.string(),
  /** Shared with the team (everyone may open it), or private to its owner. */
  shared: z.boolean(),
  /** Whether the caller owns it (and may change or delete it). */
  mine: z.boolean(),
  owner: z.object({ id: z.number(), name: z.string() }),
  /** Filter values by request key (a date range by its two keys), as the list's URL has them. */
  filters: z.record(z.string(), z.string()),
  sort: z.object({ key: z.string(), order: z.enum(['asc', 'desc']) }).nullable(),
  /** The columns shown, in order; null: the list's default set. */
  columns: z.array(z.string()).nullable(),
  updatedAt: z.number(),
  version: z.number(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const getSavedViewsRequest = z.object({ resource: resourceSchema.optional() });
export const getSavedViewsResult = z.object({ list: z.array(savedViewSchema) });

/** One view by name: the caller's own first, else the one shared with that name. */
export const getSavedViewRequest = z.object({ resource: resourceSchema, name: nameSchema });

/** Saves a view: a new name adds one; the caller's existing name replaces it at the version read. */
export const saveViewRequest = z.object({
  resource: resourceSchema,
  name: nameSchema,
  /** The list's web page ('/order/order-list'). */
  path: z.string().regex(/^(\/[a-zA-Z0-9/_-]{0,199})?$/, t('daily.contract.viewPath')).default(''),
  shared: flagSchema.default(false),
  filters: viewFiltersSchema.default({}),
  sort: viewSortSchema.default(null),
  columns: viewColumnsSchema.default(null),
  /** The version read, to replace the caller's view of that name; left out for a new view. */
  version: versionSchema.optional(),
});

export const deleteSavedViewRequest = z.object({ viewId: recordIdSchema, version: versionSchema });
export const deleteSavedViewResult = z.object({ id: z.number() });
