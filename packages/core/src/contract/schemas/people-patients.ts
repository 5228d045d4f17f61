import * as z from 'zod';
import type { IdTypeValue, RelationshipValue } from '../../enums/people';
import { t } from '../../i18n/translate';
import { idCardPattern } from '../../validate/patterns';
import { mobileSchema, requiredText } from './common';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, versionSchema } from './list';
import { phoneDigitsFilter, wordFilter, wordSchema } from './people-common';
import { GENDERS } from './people-values';

/** Patients (/cover-service, /cover-service-detail/{id}): the people members book for, platform-wide. */

const RELATIONSHIPS = ['self', 'couple', 'parents', 'children', 'relatives', 'friends', 'colleagues'] as const satisfies readonly RelationshipValue[];
const ID_TYPES = ['id-card', 'passport', 'other'] as const satisfies readonly IdTypeValue[];

const PATIENT_SORT_FIELDS = ['id', 'createdAt', 'name'] as const;

export const patientListRequest = listRequest.extend({
  /** Part of the patient's name. */
  name: textFilter(50),
  /** Digits of the booking member's phone. */
  memberPhone: phoneDigitsFilter,
  memberId: idFilter,
  relationship: wordFilter(RELATIONSHIPS),
  idType: wordFilter(ID_TYPES),
  sort: sortRequest(PATIENT_SORT_FIELDS, '-createdAt'),
});

/** A patient as lists show it: ID number and phones masked. */
const patientSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The member who books for them (phone masked). */
  member: z.object({ id: z.number(), nickname: z.string(), phone: z.string() }),
  relationship: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  phone: z.string(),
  region: z.string(),
  address: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;
export const patientListResult = listPageOf(patientSummarySchema);

export const getPatientRequest = z.object({ patientId: recordIdSchema });
export const patientDetailSchema = patientSummarySchema.extend({
  healthNotes: z.string(),
  orderCount: z.number(),
  /** The 10 most recent orders for this patient. */
  recentOrders: z.array(z.object({ id: z.number(), orderNo: z.string(), status: z.number(), itemName: z.string(), appointmentAt: z.number() })),
});
export type PatientDetail = z.infer<typeof patientDetailSchema>;

const limited = (max: number) => z.string({ error: t('system.list.textType') }).trim().max(max, t('system.validate.tooLong', { max }));
/** YYYY-MM-DD, or blank when unknown. */
const birthDateSchema = z
  .string({ error: t('people.contract.birthDate') })
  .trim()
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), t('people.contract.birthDate'));
const idNumberSchema = requiredText(t('people.contract.idNumberRequired')).pipe(z.string().max(30, t('system.validate.tooLong', { max: 30 })));

/**
 * The ID-number rule by type: an ID card must pass core's ID-card rule (spec §5, its exact
 * message); a passport or other document 4–30 letters, digits or '-'.
 */
export function idNumberProblem(idType: string, idNumber: string): string | undefined {
  if (idType === 'id-card') return idCardPattern.test(idNumber) ? undefined : t('validate.idCard');
  return /^[A-Za-z0-9-]{4,30}$/.test(idNumber) ? undefined : t('people.contract.idNumber');
}

const patientFields = {
  name: requiredText(t('system.validate.nameRequired')).pipe(z.string().max(50, t('system.validate.tooLong', { max: 50 }))),
  relationship: wordSchema(RELATIONSHIPS),
  idType: wordSchema(ID_TYPES),
  idNumber: idNumberSchema,
  gender: wordSchema(GENDERS),
  birthDate: birthDateSchema,
  phone: mobileSchema,
  region: limited(100),
  address: limited(200),
  healthNotes: limited(2000),
};

function checkIdNumber(value: { idType?: string; idNumber?: string }, ctx: z.RefinementCtx) {
  if (value.idType === undefined || value.idNumber === undefined) return;
  const problem = idNumberProblem(value.idType, value.idNumber);
  if (problem) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: problem });
}

export const addPatientRequest = z
  .object({
    memberId: recordIdSchema,
    ...patientFields,
    gender: patientFields.gender.default('unknown'),
    birthDate: patientFields.birthDate.default(''),
    region: patientFields.region.default(''),
    address: patientFields.address.default(''),
    healthNotes: patientFields.healthNotes.default(''),
  })
  .superRefine(checkIdNumber);

/**
 * Only the fields sent change; send `phone` / `idNumber` only to change them (answers carry
 * them masked). Changing `idType` alone re-checks the stored number against the new type.
 */
export const editPatientRequest = z
  .object({
    patientId: recordIdSchema,
    version: versionSchema,
    name: patientFields.name.optional(),
    relationship: patientFields.relationship.optional(),
    idType: patientFields.idType.optional(),
    idNumber: patientFields.idNumber.optional(),
    gender: patientFields.gender.optional(),
    birthDate: patientFields.birthDate.optional(),
    phone: patientFields.phone.optional(),
    region: patientFields.region.optional(),
    address: patientFields.address.optional(),
    healthNotes: patientFields.healthNotes.optional(),
  })
  .superRefine(checkIdNumber);
