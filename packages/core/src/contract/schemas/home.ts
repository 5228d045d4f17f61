import * as z from 'zod';
import { t } from '../../i18n/translate';

/** Home's charts (docs/daily-use.md): the aggregates behind each, counted by the server. */

/** Days the orders chart covers by default, and the most it may ask for. */
export const ORDER_CHART_DAYS = 30;
const ORDER_CHART_MAX_DAYS = 90;

/**
 * The business day's offset from UTC (Asia/Shanghai, no daylight saving): a day of the chart is
 * the same instant range in every face.
 */
export const BUSINESS_DAY_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

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
  /** Orders created on each day, one series per status that has any (status −2…8). */
  series: z.array(z.object({ status: z.number(), counts: z.array(z.number()) })),
});
export type OrderDayCounts = z.infer<typeof orderDayCountsResult>;

/** The review queues of Home, in the order they are shown. */
export const REVIEW_QUEUES = ['organisationReview', 'customerServiceReview', 'priceChanges', 'nurseApplications', 'assistiveCards'] as const;
export type ReviewQueueId = (typeof REVIEW_QUEUES)[number];

/** Upper bounds (exclusive) of the waiting-age bands, in days; the last band has none. */
export const QUEUE_AGE_BANDS_DAYS = [1, 3] as const;

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

/** The bands of certificate expiry Home shows, in days from now (expired first). */
export const CERTIFICATE_BANDS_DAYS = [30, 60, 90] as const;

export const certificateExpiryResult = z.object({
  /** Active nurses whose practice certificate has lapsed. */
  expired: z.number(),
  /** Active nurses whose certificate lapses within each band (0–30, 30–60, 60–90 days). */
  within: z.array(z.object({ days: z.number(), count: z.number() })),
});
export type CertificateExpiry = z.infer<typeof certificateExpiryResult>;

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
