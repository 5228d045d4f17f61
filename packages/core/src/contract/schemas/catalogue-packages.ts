import * as z from 'zod';
import { t } from '../../i18n/translate';
import { catalogueName, DESCRIPTION_MAX, flagFilter, longText, PACKAGE_TIMES_MAX, PACKAGE_VALIDITY_MAX_DAYS, priceSchema, wholeNumber } from './catalogue-common';
import { flagSchema, idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, versionSchema } from './list';

/** Packages (/product/package, /edit-package, /update-package/{id}, /detail-package/{id}): services × visits. */

export const PACKAGE_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'name', 'priceCents'] as const;

export const packageListRequest = listRequest.extend({
  name: textFilter(60),
  onShelf: flagFilter,
  /** Packages holding this service. */
  serviceId: idFilter,
  sort: sortRequest(PACKAGE_SORT_FIELDS, '-createdAt'),
});

const packageItemSchema = z.object({ serviceId: z.number(), serviceName: z.string(), times: z.number(), onShelf: z.number() });

export const packageSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  priceCents: z.number(),
  price: z.string(),
  validityDays: z.number(),
  /** 1 on the shelf, 0 off. */
  onShelf: z.number(),
  items: z.array(packageItemSchema),
  /** Visits across its services. */
  visits: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;
export const packageListResult = listPageOf(packageSummarySchema);

export const getPackageRequest = z.object({ packageId: recordIdSchema });
export const packageDetailSchema = packageSummarySchema.extend({
  description: z.string(),
  /** Paid, not cancelled orders of the package (docs/catalogue.md). */
  buyerCount: z.number(),
  /** Service ids, for the edit form. */
  serviceIds: z.array(z.number()),
  /** The items as the form takes them: '12x4, 13x2'. */
  itemsText: z.string(),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

/** One item as a form or the CLI sends it: `serviceId×times`, or `{ serviceId, times }`. */
const itemSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const match = /^\s*(\d{1,10})\s*[x×*:]\s*(\d{1,4})\s*$/.exec(v);
    return match ? { serviceId: Number(match[1]), times: Number(match[2]) } : /^\s*\d{1,10}\s*$/.test(v) ? { serviceId: Number(v), times: 1 } : v;
  },
  z.object(
    {
      serviceId: recordIdSchema,
      times: wholeNumber(1, PACKAGE_TIMES_MAX, t('catalogue.contract.times', { max: PACKAGE_TIMES_MAX })),
    },
    { error: t('catalogue.contract.item') },
  ),
);

export const packageItemsSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z
    .array(itemSchema, { error: t('catalogue.contract.items') })
    .min(1, t('catalogue.contract.items'))
    .max(30, t('system.validate.tooMany', { max: 30 }))
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      for (const item of items) {
        if (seen.has(item.serviceId)) ctx.addIssue({ code: 'custom', message: t('catalogue.contract.itemTwice', { id: item.serviceId }) });
        seen.add(item.serviceId);
      }
    }),
);

const packageFields = {
  name: catalogueName,
  price: priceSchema,
  validityDays: wholeNumber(1, PACKAGE_VALIDITY_MAX_DAYS, t('catalogue.contract.validity', { max: PACKAGE_VALIDITY_MAX_DAYS })),
  items: packageItemsSchema,
  onShelf: flagSchema,
  description: longText(DESCRIPTION_MAX),
};

export const addPackageRequest = z.object({
  ...packageFields,
  onShelf: packageFields.onShelf.default(true),
  description: packageFields.description.default(''),
});

export const editPackageRequest = z.object({
  packageId: recordIdSchema,
  version: versionSchema,
  name: packageFields.name.optional(),
  price: packageFields.price.optional(),
  validityDays: packageFields.validityDays.optional(),
  items: packageFields.items.optional(),
  description: packageFields.description.optional(),
});

export const alterPackageShelfRequest = z.object({ packageId: recordIdSchema, version: versionSchema, onShelf: flagSchema });

export const PACKAGE_BUYER_SORT_FIELDS = ['boughtAt'] as const;
export const packageBuyerListRequest = listRequest.extend({ packageId: recordIdSchema });

/** A member who bought the package: the order, when it was paid, how long it runs, visits left. */
export const packageBuyerSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  member: z.object({ id: z.number(), nickname: z.string(), phone: z.string() }),
  boughtAt: z.number(),
  validUntil: z.number(),
  expired: z.boolean(),
  visitsTotal: z.number(),
  visitsUsed: z.number(),
  visitsRemaining: z.number(),
  amountCents: z.number(),
});
export type PackageBuyer = z.infer<typeof packageBuyerSchema>;
export const packageBuyerListResult = listPageOf(packageBuyerSchema);
