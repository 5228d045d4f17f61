import * as z from 'zod';
import { businessDayOf as businessDay, businessDayRange } from '../../format/business-time';
import { t } from '../../i18n/translate';
import { requiredText } from './common';
import { listPageOf, listRequest, recordIdSchema, sortRequest, statusFilter, textFilter, versionSchema } from './list';
import { daysFilter, personRefSchema } from './people-common';

/** Nursing centers (/studio/...): the licensed institutions nurses work for; staff see their stations. */

const STUDIO_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'name', 'licenceExpiresAt'] as const;

export const studioListRequest = listRequest.extend({
  /** Part of the name. */
  name: textFilter(50),
  /** 1 enabled, 0 disabled. */
  status: statusFilter,
  /** Part of the province, city or district. */
  region: textFilter(50),
  /** The practice licence expires before now + N days (already lapsed ones included). */
  licenceExpiringWithinDays: daysFilter,
  sort: sortRequest(STUDIO_SORT_FIELDS, '-createdAt'),
});

/** What disabling a studio touches. */
export const studioAffectsSchema = z.object({ openOrders: z.number(), nurses: z.number(), openAlarms: z.number(), releases: z.number() });

const studioSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  practiceLicenceNo: z.string(),
  licenceExpiresAt: z.number().nullable(),
  /** The same as a day, YYYY-MM-DD (business time). */
  licenceExpiresOn: z.string().nullable(),
  businessLicenceNo: z.string(),
  legalRepresentative: z.string(),
  contactName: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  serviceRadiusKm: z.number(),
  businessHours: z.string(),
  securityContact: personRefSchema.nullable(),
  /** 1 enabled, 0 disabled. */
  status: z.number(),
  disabledReason: z.string(),
  nurseCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type StudioSummary = z.infer<typeof studioSummarySchema>;
export const studioListResult = listPageOf(studioSummarySchema);

export const getStudioRequest = z.object({ studioId: recordIdSchema });

const studioNurseSchema = z.object({ id: z.number(), name: z.string(), title: z.string(), status: z.number() });
const studioOrderSchema = z.object({ id: z.number(), orderNo: z.string(), status: z.number(), amountCents: z.number(), createdAt: z.number() });
const studioAlarmSchema = z.object({ id: z.number(), status: z.string(), drill: z.boolean(), nurse: personRefSchema, raisedAt: z.number() });
/** What the studio holds on its shelves: consumables in stock, how many below their reorder threshold, value at cost. */
export const studioStockSchema = z.object({ items: z.number(), belowThreshold: z.number(), valueCents: z.number() });
/** Its orders' money: paid less refunded, over the last 30 days and in all. */
export const studioIncomeSchema = z.object({ last30DaysCents: z.number(), totalCents: z.number() });

export const studioDetailSchema = studioSummarySchema.extend({
  affects: studioAffectsSchema,
  stock: studioStockSchema,
  income: studioIncomeSchema,
  /** The newest 20 of each. */
  nurses: z.array(studioNurseSchema),
  orders: z.array(studioOrderSchema),
  alarms: z.array(studioAlarmSchema),
});
export type StudioDetail = z.infer<typeof studioDetailSchema>;

const text = (max: number) => z.string({ error: t('system.list.textType') }).trim().max(max, t('system.validate.tooLong', { max }));
const nameSchema = requiredText(t('system.validate.nameRequired')).pipe(z.string().max(50, t('system.validate.tooLong', { max: 50 })));
const phoneSchema = z.string({ error: t('studios.contract.phone') }).trim().regex(/^[0-9+\-() ]{5,20}$/, t('studios.contract.phone'));
/** The business day (business time zone) of an epoch-ms time as YYYY-MM-DD: what forms show and take. */
export const businessDayOf = (at: number) => businessDay(at);
const dayStart = (day: string) => businessDayRange(day)?.start ?? NaN;
/** An epoch-ms time or a day YYYY-MM-DD (its start, business time), or blank/null for none. */
const optionalTime = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) && !Number.isNaN(dayStart(v.trim())) ? dayStart(v.trim()) : v),
  z.number({ error: t('studios.contract.day') }).int(t('studios.contract.day')).min(0, t('studios.contract.day')).max(8_640_000_000_000_000, t('studios.contract.day')).nullable(),
);
const coordinate = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
    z.number({ error: t('studios.contract.coordinate', { max }) }).min(-max, t('studios.contract.coordinate', { max })).max(max, t('studios.contract.coordinate', { max })).nullable(),
  );
const radiusSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: t('studios.contract.radius') }).int(t('studios.contract.radius')).min(1, t('studios.contract.radius')).max(200, t('studios.contract.radius')),
);
const hoursSchema = z.preprocess(
  (v) => (v === null ? '' : v),
  z.string({ error: t('studios.contract.hours') }).trim().regex(/^$|^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, t('studios.contract.hours')),
);
const contactIdSchema = z.preprocess((v) => (v === '' ? null : v), recordIdSchema.nullable());

const studioFields = {
  name: nameSchema,
  practiceLicenceNo: requiredText(t('studios.contract.licenceRequired')).pipe(z.string().max(50, t('system.validate.tooLong', { max: 50 }))),
  licenceExpiresAt: optionalTime,
  businessLicenceNo: text(50),
  legalRepresentative: text(50),
  contactName: text(50),
  phone: phoneSchema,
  province: text(30),
  city: text(30),
  district: text(30),
  address: text(200),
  latitude: coordinate(90),
  longitude: coordinate(180),
  serviceRadiusKm: radiusSchema,
  businessHours: hoursSchema,
  /** The staff user who receives the studio's alarms first. */
  securityContactId: contactIdSchema,
};

export const addStudioRequest = z.object({
  ...studioFields,
  licenceExpiresAt: studioFields.licenceExpiresAt.optional(),
  businessLicenceNo: studioFields.businessLicenceNo.default(''),
  legalRepresentative: studioFields.legalRepresentative.default(''),
  contactName: studioFields.contactName.default(''),
  province: studioFields.province.default(''),
  city: studioFields.city.default(''),
  district: studioFields.district.default(''),
  address: studioFields.address.default(''),
  latitude: studioFields.latitude.optional(),
  longitude: studioFields.longitude.optional(),
  serviceRadiusKm: studioFields.serviceRadiusKm.default(5),
  businessHours: studioFields.businessHours.default(''),
  securityContactId: studioFields.securityContactId.optional(),
});

/** Only the fields sent change. */
export const editStudioRequest = z.object({
  studioId: recordIdSchema,
  version: versionSchema,
  ...Object.fromEntries(Object.entries(studioFields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof studioFields]: z.ZodOptional<(typeof studioFields)[K]>;
  },
});

/** Enable (1) or disable (0); disabling needs the reason. */
export const alterStudioStatusRequest = z
  .object({
    studioId: recordIdSchema,
    version: versionSchema,
    status: z.preprocess((v) => (v === '0' || v === '1' ? Number(v) : v), z.union([z.literal(0), z.literal(1)], { error: t('system.validate.status') })),
    reason: z.preprocess((v) => (v === null ? undefined : v), text(200).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.status === 0 && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: t('studios.contract.reasonRequired') });
  });
export const alterStudioStatusResult = z.object({ id: z.number(), status: z.number(), version: z.number(), affects: studioAffectsSchema });

