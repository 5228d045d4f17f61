import * as z from 'zod';
import { t } from '../../i18n/translate';
import { ORDER_CHART_DAYS, REVIEW_QUEUES } from '../home-values';

/** Home's charts (docs/daily-use.md): the aggregates behind each, counted by the server. */

const ORDER_CHART_MAX_DAYS = 90;

const chartDays = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: t('daily.contract.days', { max: ORDER_CHART_MAX_DAYS }) })
    .int(t('daily.contract.days', { max: ORDER_CHART_MAX_DAYS }))
    .min(1, t('daily.contract.days', { max: ORDER_CHART_MAX_DAYS }))
    .max(ORDER_CHART_MAX_DAYS, t('daily.contract.days', { max: ORDER_CHART_MAX_DAYS }))
    .default(ORDER_CHART_DAYS),
);

export const orderDayCountsRequest = z.object({ days: chartDays });

export const orderDayCountsResult = z.object({
  /** Start of each business day (epoch ms), oldest first; the last is today. */
  dayStarts: z.array(z.number()),
  /** Orders created on each day, one series per status that has any (status −2…8, with its slug). */
  series: z.array(z.object({ status: z.number(), slug: z.string(), counts: z.array(z.number()) })),
});
export type OrderDayCounts = z.infer<typeof orderDayCountsResult>;


export const reviewQueueAgesResult = z.object({
  /** Only the queues the caller may review. */
  queues: z.array(
    z.object({
      id: z.enum(REVIEW_QUEUES),
      count: z.number(),
      /** How many have waited under a day, 1–3 days, and 3 days or more. */
      ages: z.array(z.number()),
      /** When the oldest waiting item came in (epoch ms), null when none waits. */
      oldestAt: z.number().nullable(),
    }),
  ),
});
export type ReviewQueueAges = z.infer<typeof reviewQueueAgesResult>;


export const certificateExpiryResult = z.object({
  /** Active nurses whose practice certificate has lapsed. */
  expired: z.number(),
  /** Active nurses whose certificate lapses within each band (0–30, 30–60, 60–90 days). */
  within: z.array(z.object({ days: z.number(), count: z.number() })),
});
export type CertificateExpiry = z.infer<typeof certificateExpiryResult>;

export const lowStockCountsResult = z.object({
  /** Each studio of the caller's with stock on hand, by name: how many of its consumables sit below their reorder threshold. */
  studios: z.array(z.object({ studioId: z.number(), studioName: z.string(), below: z.number(), held: z.number() })),
  /** For a caller bound to one studio, its consumables below threshold (lowest share of threshold first); otherwise empty. */
  items: z.array(z.object({ stockId: z.number(), consumableId: z.number(), consumableName: z.string(), quantity: z.number(), reorderThreshold: z.number() })),
});
export type LowStockCounts = z.infer<typeof lowStockCountsResult>;

/** "Why can't I": who holds a permission the caller lacks (the palette shows it beside a greyed command). */
export const permissionHoldersRequest = z.object({
  code: z.string({ error: t('daily.contract.permissionCode') }).trim().min(1, t('daily.contract.permissionCode')).max(100, t('daily.contract.permissionCode')),
});

export const permissionHoldersResult = z.object({
  code: z.string(),
  /** The node's name (the menu's title or the action's). */
  name: z.string(),
  /** Roles granting it, by name, with how many enabled accounts hold each. */
  roles: z.array(z.object({ name: z.string(), users: z.number() })),
  /** A few enabled accounts holding it (to ask), by name. */
  users: z.array(z.object({ name: z.string(), username: z.string() })),
});
export type PermissionHolders = z.infer<typeof permissionHoldersResult>;
