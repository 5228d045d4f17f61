import * as z from 'zod';
import { listPageOf, listRequest, recordIdSchema, sortRequest, statusFilter, statusSchema, textFilter, timeFilter, versionSchema } from './list';
import { phoneDigitsFilter } from './people-common';

/** Members (/member-management, /member-detail/{id}): the app's users, platform-wide. */

const MEMBER_SORT_FIELDS = ['id', 'createdAt', 'nickname', 'ecoinCents'] as const;

export const memberListRequest = listRequest.extend({
  /** Digits of the phone number, anywhere in it. */
  phone: phoneDigitsFilter,
  /** Part of the nickname (case-insensitive). */
  nickname: textFilter(50),
  /** Registered from / to (epoch ms, inclusive). */
  registeredFrom: timeFilter,
  registeredTo: timeFilter,
  /** 1 enabled, 0 disabled. */
  status: statusFilter,
  sort: sortRequest(MEMBER_SORT_FIELDS, '-createdAt'),
});

/** A member as lists show it: phone masked (139****5678). */
const memberSummarySchema = z.object({
  id: z.number(),
  phone: z.string(),
  nickname: z.string(),
  realName: z.string(),
  gender: z.string(),
  status: z.number(),
  ecoinCents: z.number(),
  patientCount: z.number(),
  lastLoginAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberListResult = listPageOf(memberSummarySchema);

export const getMemberRequest = z.object({ memberId: recordIdSchema });

const memberPatientSchema = z.object({
  id: z.number(),
  name: z.string(),
  relationship: z.string(),
  idType: z.string(),
  /** Masked. */
  idNumber: z.string(),
  /** Masked. */
  phone: z.string(),
});
const memberOrderSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.number(),
  /** The service's or package's name. */
  itemName: z.string(),
  amountCents: z.number(),
  appointmentAt: z.number(),
  createdAt: z.number(),
});
const memberCouponSchema = z.object({
  id: z.number(),
  couponId: z.number(),
  name: z.string(),
  /** 'cash' | 'threshold' | 'percent'. */
  kind: z.string(),
  /** Cents off (cash, threshold) or percent ×100 (percent). */
  value: z.number(),
  thresholdCents: z.number(),
  /** 'unused' | 'used' | 'expired'. */
  status: z.string(),
  expiresAt: z.number(),
  usedAt: z.number().nullable(),
});
const memberCardSchema = z.object({ id: z.number(), cardNo: z.string(), holderName: z.string(), status: z.number(), validUntil: z.number() });

export const memberDetailSchema = memberSummarySchema.extend({
  avatar: z.string(),
  patients: z.array(memberPatientSchema),
  /** The 20 most recent orders. */
  recentOrders: z.array(memberOrderSchema),
  orderCount: z.number(),
  /** Spent on finished orders (paid − refunded), cents. */
  spentCents: z.number(),
  coupons: z.array(memberCouponSchema),
  assistiveCards: z.array(memberCardSchema),
});

export const alterMemberStatusRequest = z.object({ memberId: recordIdSchema, version: versionSchema, status: statusSchema });
export const alterMemberStatusResult = z.object({ id: z.number(), status: z.number(), version: z.number() });
