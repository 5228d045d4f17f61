import * as z from 'zod';
import { t } from '../../i18n/translate';
import {
  catalogueName,
  DESCRIPTION_MAX,
  flagFilter,
  imageRefSchema,
  longText,
  priceSchema,
  SERVICE_DETAIL_IMAGES_MAX,
  SERVICE_DURATION_MAX_MINUTES,
  wholeNumber,
} from './catalogue-common';
import { followUpHoursSchema } from './catalogue-questionnaire';
import { namedRef } from './orders-common';
import { flagSchema, idFilter, idList, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, versionSchema } from './list';
import { wordFilter, wordSchema } from './people-common';
import { NURSE_TITLES } from './people-values';

/** Services (/product/service, /product/edit-service, /product/update-service/{id}). */

export const SERVICE_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'name', 'priceCents'] as const;

export const serviceListRequest = listRequest.extend({
  name: textFilter(60),
  /** A category; a top-level one includes its children's services. */
  categoryId: idFilter,
  onShelf: flagFilter,
  requiredTitle: wordFilter(NURSE_TITLES),
  /** Each row with its description (the export asks for it; lists leave it out). */
  withDescription: flagFilter,
  sort: sortRequest(SERVICE_SORT_FIELDS, '-createdAt'),
});

export const serviceSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.object({ id: z.number(), name: z.string(), fullName: z.string() }),
  priceCents: z.number(),
  /** The price as a form shows it ('120.50'). */
  price: z.string(),
  durationMinutes: z.number(),
  requiredTitle: z.string(),
  consumablePackId: z.number().nullable(),
  producesWaste: z.boolean(),
  /** 1 on the shelf, 0 off. */
  onShelf: z.number(),
  /** The cover's list thumbnail, or null without a cover. */
  thumbnailUrl: z.string().nullable(),
  /** Only when the list was asked `withDescription`. */
  description: z.string().optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;
export const serviceListResult = listPageOf(serviceSummarySchema);

export const getServiceRequest = z.object({ serviceId: recordIdSchema });
export const serviceDetailSchema = serviceSummarySchema.extend({
  categoryId: z.number(),
  /** Markdown as written; faces render it without raw HTML. */
  description: z.string(),
  cover: imageRefSchema.nullable(),
  coverUploadId: z.number().nullable(),
  images: z.array(imageRefSchema),
  detailUploadIds: z.array(z.number()),
  /** The consent agreement the service asks for (docs/catalogue-sales.md), or null. */
  agreement: namedRef.nullable(),
  agreementId: z.number().nullable(),
  /** The follow-up questionnaire and how many hours after the visit its survey is due, or null. */
  questionnaire: namedRef.nullable(),
  questionnaireId: z.number().nullable(),
  followUpHours: z.number().nullable(),
  orderCount: z.number(),
  packageCount: z.number(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

const optionalIdSchema = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), recordIdSchema.nullable());

/** The fields of a service, as forms, the CLI and each import row send them. */
export const serviceFields = {
  name: catalogueName,
  categoryId: recordIdSchema,
  price: priceSchema,
  durationMinutes: wholeNumber(5, SERVICE_DURATION_MAX_MINUTES, t('catalogue.contract.duration', { max: SERVICE_DURATION_MAX_MINUTES })),
  requiredTitle: wordSchema(NURSE_TITLES),
  consumablePackId: optionalIdSchema,
  producesWaste: flagSchema,
  onShelf: flagSchema,
  description: longText(DESCRIPTION_MAX),
  coverUploadId: optionalIdSchema,
  detailUploadIds: idList(SERVICE_DETAIL_IMAGES_MAX),
  /** An enabled agreement (0 or '' for none). */
  agreementId: optionalIdSchema,
  /** An enabled questionnaire (0 or '' for none). */
  questionnaireId: optionalIdSchema,
  followUpHours: followUpHoursSchema,
};

export const addServiceRequest = z.object({
  ...serviceFields,
  consumablePackId: serviceFields.consumablePackId.optional(),
  producesWaste: serviceFields.producesWaste.default(false),
  onShelf: serviceFields.onShelf.default(true),
  description: serviceFields.description.default(''),
  coverUploadId: serviceFields.coverUploadId.optional(),
  detailUploadIds: serviceFields.detailUploadIds.default([]),
  agreementId: serviceFields.agreementId.optional(),
  questionnaireId: serviceFields.questionnaireId.optional(),
  followUpHours: serviceFields.followUpHours.optional(),
});

/** Only the fields sent change. A price change never touches existing orders (they keep their amounts). */
export const editServiceRequest = z.object({
  serviceId: recordIdSchema,
  version: versionSchema,
  name: serviceFields.name.optional(),
  categoryId: serviceFields.categoryId.optional(),
  price: serviceFields.price.optional(),
  durationMinutes: serviceFields.durationMinutes.optional(),
  requiredTitle: serviceFields.requiredTitle.optional(),
  consumablePackId: serviceFields.consumablePackId.optional(),
  producesWaste: serviceFields.producesWaste.optional(),
  description: serviceFields.description.optional(),
  coverUploadId: serviceFields.coverUploadId.optional(),
  detailUploadIds: serviceFields.detailUploadIds.optional(),
  agreementId: serviceFields.agreementId.optional(),
  questionnaireId: serviceFields.questionnaireId.optional(),
  followUpHours: serviceFields.followUpHours.optional(),
});

/** On or off the shelf: off-shelf services take no new orders; existing orders are unaffected. */
export const alterServiceShelfRequest = z.object({ serviceId: recordIdSchema, version: versionSchema, onShelf: flagSchema });

/** What a shelf change answers. */
export const shelfResult = z.object({ id: z.number(), onShelf: z.number(), version: z.number() });
