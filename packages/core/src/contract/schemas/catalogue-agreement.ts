import * as z from 'zod';
import { t } from '../../i18n/translate';
import { requiredText } from './common';
import { idList, listPageOf, listRequest, recordIdSchema, sortRequest, statusFilter, statusSchema, textFilter, versionSchema } from './list';
import { namedRef } from './orders-common';
import { AGREEMENT_SORT_FIELDS, AGREEMENT_TEXT_MAX } from './catalogue-release-values';

/**
 * Agreements (/product/inform-list): consent texts. The draft is edited freely; publishing it
 * makes the next version, which never changes again. A service names its agreement; a member's
 * next order of it needs consent to the latest published version.
 */

export const agreementListRequest = listRequest.extend({
  name: textFilter(50),
  status: statusFilter,
  sort: sortRequest(AGREEMENT_SORT_FIELDS, '-createdAt'),
});

export const agreementSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.number(),
  /** The latest published version's number; 0 when none is published. */
  latestNumber: z.number(),
  publishedAt: z.number().nullable(),
  /** The draft differs from the latest published text. */
  unpublishedChanges: z.boolean(),
  serviceCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;
export const agreementListResult = listPageOf(agreementSummarySchema);

export const getAgreementRequest = z.object({ agreementId: recordIdSchema });
const agreementVersionSchema = z.object({
  id: z.number(),
  number: z.number(),
  content: z.string(),
  publishedAt: z.number(),
  publishedBy: namedRef.nullable(),
  /** Members who accepted this version. */
  consentCount: z.number(),
});
export const agreementDetailSchema = agreementSummarySchema.extend({
  draft: z.string(),
  /** Newest first. */
  versions: z.array(agreementVersionSchema),
  services: z.array(namedRef),
});
export type AgreementDetail = z.infer<typeof agreementDetailSchema>;

const nameSchema = requiredText(t('system.validate.nameRequired')).pipe(z.string().max(60, t('system.validate.tooLong', { max: 60 })));
const textSchema = z.string({ error: t('system.list.textType') }).trim().max(AGREEMENT_TEXT_MAX, t('system.validate.tooLong', { max: AGREEMENT_TEXT_MAX }));

export const addAgreementRequest = z.object({
  name: nameSchema,
  /** The consent text. */
  draft: requiredText(t('catalogue.agreement.contract.textRequired')).pipe(textSchema),
  /** Publish the text as version 1 at once. */
  publish: z.preprocess((v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 || v === '' ? false : v), z.boolean({ error: t('system.validate.flag') })).default(false),
});

export const editAgreementRequest = z.object({
  agreementId: recordIdSchema,
  version: versionSchema,
  name: nameSchema.optional(),
  draft: textSchema.optional(),
  status: statusSchema.optional(),
});

/** Publishes the draft as the next version (refused when it equals the latest or is blank). */
export const publishAgreementRequest = z.object({ agreementId: recordIdSchema, version: versionSchema });
export const publishAgreementResult = agreementDetailSchema;

/** Makes these services name this agreement (each service's version moves). */
export const attachAgreementServicesRequest = z.object({
  agreementId: recordIdSchema,
  serviceIds: idList(500).refine((ids) => ids.length > 0, t('catalogue.contract.servicesRequired')),
});
export const attachServicesResult = z.object({ id: z.number(), attached: z.array(namedRef) });
