import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idFilter, recordIdSchema, textFilter, versionSchema } from './list';
import { namedRef, optionalOrderText, orderText, reasonToReject, reviewDecision } from './orders-common';
import { orderServiceStepSchema } from './orders-detail';
import { FOLLOW_UP_TYPES, REVEALABLE_ORDER_FIELDS } from './orders-values';

/**
 * The staff transitions of an order and its side records (notes, staff pickers, follow-up
 * questions, traced places, reveal). Every transition answers the order's summary (the list
 * row) after the change.
 */

/** auditOrder: the organisation review (−2) or customer-service review (−1), whichever the order is in. */
export const auditOrderRequest = z
  .object({ orderId: recordIdSchema, version: versionSchema, decision: reviewDecision, reason: optionalOrderText })
  .superRefine(reasonToReject);

export const assignOrderNurseRequest = z.object({ orderId: recordIdSchema, version: versionSchema, nurseId: recordIdSchema });

export const cancelOrderRequest = z.object({ orderId: recordIdSchema, version: versionSchema, reason: orderText(t('orders.contract.reasonRequired')) });

export const openOrderComplaintRequest = z.object({ orderId: recordIdSchema, version: versionSchema, content: orderText(t('orders.contract.complaintRequired')) });
export const resolveOrderComplaintRequest = z.object({ orderId: recordIdSchema, version: versionSchema, resolution: orderText(t('orders.contract.resolutionRequired')) });

// Platform notes ---------------------------------------------------------------------------------

export const addPlatformNotesRequest = z.object({ orderId: recordIdSchema, content: orderText(t('orders.contract.noteRequired')) });
export const getPlatformNotesRequest = z.object({ orderId: recordIdSchema });
export const platformNoteSchema = z.object({ id: z.number(), orderId: z.number(), content: z.string(), author: namedRef.nullable(), createdAt: z.number() });
export type PlatformNote = z.infer<typeof platformNoteSchema>;
export const platformNotesResult = z.object({ list: z.array(platformNoteSchema) });

// Pickers ----------------------------------------------------------------------------------------

/** searchServiceStaff: active nurses with a valid licence whose title fits the order's service. */
export const searchServiceStaffRequest = z.object({
  /** Part of the name, or digits of the phone; blank lists every fitting nurse. */
  serviceStaff: textFilter(50),
  studioId: idFilter,
  /** The order to staff: its studio and its service's required title apply. */
  orderId: idFilter,
});
const serviceStaffSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Masked. */
  phone: z.string(),
  studio: namedRef,
  title: z.string(),
  yearsOfPractice: z.number(),
  certificateExpiresAt: z.number(),
  /** Average rating ×10 (0–50). */
  ratingX10: z.number(),
  ordersCompleted: z.number(),
  /** Orders accepted or in progress now. */
  activeOrders: z.number(),
});
export type ServiceStaff = z.infer<typeof serviceStaffSchema>;
export const searchServiceStaffResult = z.object({ list: z.array(serviceStaffSchema) });

/** getAdminServiceUserList: staff accounts by part of the username (for pickers). */
export const adminServiceUserListRequest = z.object({ username: textFilter(32) });
const adminServiceUserSchema = z.object({ id: z.number(), username: z.string(), name: z.string(), status: z.number() });
export const adminServiceUserListResult = z.object({ list: z.array(adminServiceUserSchema) });

// Follow-up questions and traced places (the spec's paths) ---------------------------------------

export const followUpQuestionListRequest = z.object({
  /** 'after-service' | 'satisfaction' | 'health'; blank lists every type. */
  type: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(FOLLOW_UP_TYPES, { error: t('system.validate.oneOf', { values: FOLLOW_UP_TYPES.join(', ') }) }).optional(),
  ),
});
const followUpQuestionSchema = z.object({ id: z.number(), type: z.string(), question: z.string(), sort: z.number(), status: z.number() });
export const followUpQuestionListResult = z.object({ list: z.array(followUpQuestionSchema) });

/** workId is the order's id. */
export const workFlowPlaceListRequest = z.object({ workId: recordIdSchema });
export const workFlowPlaceListResult = z.object({ list: z.array(orderServiceStepSchema) });

// Reveal -----------------------------------------------------------------------------------------

export const revealOrderFieldRequest = z.object({
  orderId: recordIdSchema,
  field: z.enum(REVEALABLE_ORDER_FIELDS, { error: t('system.validate.revealField', { fields: REVEALABLE_ORDER_FIELDS.join(', ') }) }),
});
export const revealOrderFieldResult = z.object({ field: z.string(), value: z.string() });
