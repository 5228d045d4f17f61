/**
 * Home's chart constants, zod-free so a chart's code does not carry the contract's schemas
 * (schemas/home.ts has the request and answer schemas).
 */

/** Days the orders chart covers by default. */
export const ORDER_CHART_DAYS = 30;

export const DAY_MS = 86_400_000;

/** The review queues of Home, in the order they are shown. */
export const REVIEW_QUEUES = ['organisationReview', 'customerServiceReview', 'priceChanges', 'nurseApplications', 'assistiveCards'] as const;
export type ReviewQueueId = (typeof REVIEW_QUEUES)[number];

/** Upper bounds (exclusive) of the waiting-age bands, in days; the last band has none. */
export const QUEUE_AGE_BANDS_DAYS = [1, 3] as const;

/** The bands of certificate expiry Home shows, in days from now (expired first). */
export const CERTIFICATE_BANDS_DAYS = [30, 60, 90] as const;
