/**
 * The orders area's fixed values as plain constants (no zod), so resource descriptors and pages
 * import them without pulling schemas into the web's first chunk. Stored as these strings and
 * numbers (migration 0004).
 */

/** getOrderList's sort whitelist (default `-createdAt`). */
export const ORDER_SORT_FIELDS = ['createdAt', 'appointmentAt', 'amountCents', 'id'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** Order status values −2…8 (core's OrderStatus). */
export const ORDER_STATUSES = [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The decisions of a review (auditOrder, reviewPriceChange). */
export const ORDER_REVIEW_DECISIONS = ['approve', 'reject'] as const;

/** Price-change request status: 2 pending review, 1 approved, 0 rejected. */
export const PRICE_CHANGE_STATUSES = [0, 1, 2] as const;
export const PRICE_CHANGE_SORT_FIELDS = ['createdAt', 'id'] as const;

export const WASTE_TASK_STATUSES = [0, 1, 2] as const;
export const WASTE_TASK_SORT_FIELDS = ['dueAt', 'createdAt', 'id'] as const;

/** The spec's follow-up question types (getWorkFollowQuestionList `type`). */
export const FOLLOW_UP_TYPES = ['after-service', 'satisfaction', 'health'] as const;

/** Fields `revealOrderField` shows in full (audited as pii.read). */
export const REVEALABLE_ORDER_FIELDS = ['memberPhone', 'patientPhone', 'patientIdNumber', 'nursePhone'] as const;
export type RevealableOrderField = (typeof REVEALABLE_ORDER_FIELDS)[number];


/** Longest reason, note, complaint or resolution text an order keeps. */
export const ORDER_TEXT_MAX = 500;
/** Most photos a waste collection keeps. */
export const WASTE_PHOTOS_MAX = 9;
/** Highest amount an order may carry (cents): 1,000,000.00. */
export const ORDER_AMOUNT_MAX_CENTS = 100_000_000;
