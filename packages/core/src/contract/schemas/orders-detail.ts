import * as z from 'zod';
import { recordIdSchema } from './list';
import { namedRef } from './orders-common';
import { orderSummarySchema } from './orders-list';

/** getOrder: one order in full, with everything that hangs off it. Phones and ID numbers masked. */

export const getOrderRequest = z.object({ orderId: recordIdSchema });

const orderTimelineEventSchema = z.object({
  id: z.number(),
  at: z.number(),
  /** The machine event ('order.approve'…) or 'order.created', 'order.priceChanged'… */
  event: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number(),
  /** 'staff' | 'member' | 'nurse' | 'system'. */
  actorKind: z.string(),
  actorName: z.string(),
  reason: z.string(),
  data: z.record(z.string(), z.unknown()),
});

const orderPaymentSchema = z.object({
  id: z.number(),
  /** 'payment' | 'refund'. */
  kind: z.string(),
  /** 'wechat' | 'alipay' | 'ecoin' | 'card'. */
  method: z.string(),
  amountCents: z.number(),
  /** 'pending' | 'succeeded' | 'failed'. */
  status: z.string(),
  reference: z.string(),
  reason: z.string(),
  createdAt: z.number(),
});

/** A traced step of the visit (the spec's work flow place; workId = the order id). */
export const orderServiceStepSchema = z.object({
  id: z.number(),
  /** 'depart' | 'arrive' | 'start' | 'finish'. */
  step: z.string(),
  at: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  place: z.string(),
  photos: z.array(z.string()),
  nurse: namedRef.nullable(),
});
export type OrderServiceStep = z.infer<typeof orderServiceStepSchema>;

const orderFollowUpSchema = z.object({
  questionId: z.number(),
  type: z.string(),
  question: z.string(),
  answer: z.string(),
  at: z.number(),
});

const orderComplaintSchema = z.object({
  id: z.number(),
  content: z.string(),
  /** 'open' | 'resolved'. */
  status: z.string(),
  fromStatus: z.number(),
  raisedBy: namedRef.nullable(),
  resolution: z.string(),
  resolvedBy: namedRef.nullable(),
  resolvedAt: z.number().nullable(),
  createdAt: z.number(),
});

export const orderCouponSchema = z.object({
  memberCouponId: z.number(),
  name: z.string(),
  /** 'cash' | 'threshold' | 'percent'. */
  kind: z.string(),
  /** Cents off (cash, threshold) or percent ×100 (percent). */
  value: z.number(),
  thresholdCents: z.number(),
  /** 'unused' | 'used' | 'expired'. */
  status: z.string(),
});
export type OrderCoupon = z.infer<typeof orderCouponSchema>;

export const wasteTaskSchema = z.object({
  id: z.number(),
  order: z.object({ id: z.number(), orderNo: z.string() }),
  studio: namedRef,
  /** The service that produced it. */
  serviceName: z.string(),
  /** 0 pending pickup, 1 collected, 2 disposed. */
  status: z.number(),
  dueAt: z.number(),
  /** Still pending pickup past its due time. */
  overdue: z.boolean(),
  collectedAt: z.number().nullable(),
  weightGrams: z.number().nullable(),
  photos: z.array(z.string()),
  collectorName: z.string(),
  collectedBy: namedRef.nullable(),
  disposedAt: z.number().nullable(),
  disposalRef: z.string(),
  disposedBy: namedRef.nullable(),
  createdAt: z.number(),
  version: z.number(),
});
export type WasteTask = z.infer<typeof wasteTaskSchema>;

export const priceChangeSchema = z.object({
  id: z.number(),
  order: z.object({ id: z.number(), orderNo: z.string(), status: z.number() }),
  studio: namedRef,
  oldAmountCents: z.number(),
  newAmountCents: z.number(),
  reason: z.string(),
  /** 2 pending review, 1 approved, 0 rejected. */
  status: z.number(),
  requestedBy: namedRef.nullable(),
  decidedBy: namedRef.nullable(),
  decidedAt: z.number().nullable(),
  decisionReason: z.string(),
  createdAt: z.number(),
  version: z.number(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  member: z.object({ id: z.number(), phone: z.string(), nickname: z.string(), realName: z.string() }),
  patient: z.object({
    id: z.number(),
    name: z.string(),
    relationship: z.string(),
    gender: z.string(),
    birthDate: z.string(),
    idType: z.string(),
    /** Masked. */
    idNumber: z.string(),
    /** Masked. */
    phone: z.string(),
    healthNotes: z.string(),
  }),
  service: z.object({ id: z.number(), name: z.string(), requiredTitle: z.string(), durationMinutes: z.number(), producesWaste: z.boolean() }).nullable(),
  nurse: z.object({ id: z.number(), name: z.string(), phone: z.string(), title: z.string() }).nullable(),
  region: z.string(),
  address: z.string(),
  listPriceCents: z.number(),
  discountCents: z.number(),
  remark: z.string(),
  /** When the current waiting state (payment, acceptance) times out. */
  deadlineAt: z.number().nullable(),
  paidAt: z.number().nullable(),
  acceptedAt: z.number().nullable(),
  startedAt: z.number().nullable(),
  serviceEndedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  cancelledAt: z.number().nullable(),
  cancelReason: z.string(),
  updatedAt: z.number(),
  createdBy: namedRef.nullable(),
  coupon: orderCouponSchema.nullable(),
  /** The agreement version the member accepted for this order (given with it or earlier); null when none was needed. */
  agreement: z.object({ id: z.number(), name: z.string(), versionId: z.number(), number: z.number(), acceptedAt: z.number().nullable() }).nullable(),
  timeline: z.array(orderTimelineEventSchema),
  payments: z.array(orderPaymentSchema),
  steps: z.array(orderServiceStepSchema),
  followUps: z.array(orderFollowUpSchema),
  complaints: z.array(orderComplaintSchema),
  /** The open complaint, else the latest; null when none. */
  complaint: orderComplaintSchema.nullable(),
  wasteTask: wasteTaskSchema.nullable(),
  priceChanges: z.array(priceChangeSchema),
  noteCount: z.number(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
