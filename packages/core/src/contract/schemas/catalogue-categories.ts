import * as z from 'zod';
import { t } from '../../i18n/translate';
import { catalogueName, longText } from './catalogue-common';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, statusFilter, statusSchema, textFilter, versionSchema } from './list';

/**
 * Service categories (/product/brand): a two-level tree. A top-level category has no parent; a
 * second-level one has a top-level parent. Siblings are ordered by `sort` (moved up and down).
 */

export const CATEGORY_SORT_FIELDS = ['position', 'id', 'name', 'createdAt', 'updatedAt'] as const;
export const CATEGORY_MOVES = ['up', 'down'] as const;

export const categoryListRequest = listRequest.extend({
  name: textFilter(60),
  status: statusFilter,
  parentId: idFilter,
  /** `position` is tree order: each top-level category followed by its children. */
  sort: sortRequest(CATEGORY_SORT_FIELDS, 'position'),
});

export const categorySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The name with its parent's, as people read it ("Nursing / Wound care"). */
  fullName: z.string(),
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  /** 1 top level, 2 second level. */
  level: z.number(),
  sort: z.number(),
  status: z.number(),
  serviceCount: z.number(),
  childCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;
export const categoryListResult = listPageOf(categorySummarySchema);

export const getCategoryRequest = z.object({ categoryId: recordIdSchema });
export const categoryDetailSchema = categorySummarySchema.extend({
  description: z.string(),
  children: z.array(z.object({ id: z.number(), name: z.string(), status: z.number(), serviceCount: z.number() })),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

const parentIdSchema = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), recordIdSchema.nullable());

export const addCategoryRequest = z.object({
  name: catalogueName,
  /** The top-level category it belongs under; absent or null for a top-level category. */
  parentId: parentIdSchema.optional(),
  status: statusSchema.default(1),
  description: longText(500).default(''),
});

export const editCategoryRequest = z.object({
  categoryId: recordIdSchema,
  version: versionSchema,
  name: catalogueName.optional(),
  parentId: parentIdSchema.optional(),
  description: longText(500).optional(),
});

export const alterCategoryStatusRequest = z.object({ categoryId: recordIdSchema, version: versionSchema, status: statusSchema });

export const moveCategoryRequest = z.object({
  categoryId: recordIdSchema,
  version: versionSchema,
  direction: z.enum(CATEGORY_MOVES, { error: t('catalogue.contract.direction') }),
});

export const deleteCategoryRequest = z.object({ categoryId: recordIdSchema, version: versionSchema });
export const deleteCategoryResult = z.object({ id: z.number(), deleted: z.literal(true) });

/** Choices of a category field: every category in tree order, with its full name as the label. */
export const categoryOptionsResult = z.object({
  list: z.array(z.object({ id: z.number(), name: z.string(), fullName: z.string(), parentId: z.number().nullable(), status: z.number() })),
});
