/**
 * The people area's fixed values, as plain constants (no zod): resource descriptors and pages
 * import them without pulling the schemas into the web's first chunk. Stored as these strings
 * and numbers (see migration 0003).
 */

export const NURSE_STATUSES = [0, 1, 2, 3] as const;

export const APPLICATION_STATUSES = [0, 1, 2] as const;

/** Disability-assistance card activation status: core's ActivationStatus (0 rejected, 1 activated, 2 under review, 3 expired). */
export const CARD_STATUSES = [0, 1, 2, 3] as const;

/** Nurse titles, ascending (a service names the lowest title that may perform it). */
export const NURSE_TITLES = ['nurse', 'senior-nurse', 'nurse-practitioner', 'supervisor-nurse', 'chief-nurse'] as const;

/** The six documents of a qualification application, in the order the viewer shows them. */
export const NURSE_DOCUMENT_KINDS = ['id-front', 'id-back', 'practice-licence', 'qualification-certificate', 'employment-letter', 'staff-badge'] as const;

/** Where a customer (lead) came from. */
export const CUSTOMER_SOURCES = ['app', 'phone', 'referral', 'event', 'partner', 'other'] as const;

/** A customer's stage. */
export const CUSTOMER_STATUSES = ['new', 'following', 'converted', 'lost'] as const;

/** How a follow-up was made. */
export const FOLLOW_UP_CHANNELS = ['phone', 'visit', 'message', 'other'] as const;

export const GENDERS = ['male', 'female', 'unknown'] as const;

/** Review decisions a reviewer sends (the machine's staff events). */
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Fields `revealPersonField` can show in full, and the kinds of person it reads. */
export const REVEALABLE_PERSON_FIELDS = ['phone', 'idNumber'] as const;
export type RevealablePersonField = (typeof REVEALABLE_PERSON_FIELDS)[number];
export const PERSON_KINDS = ['member', 'patient', 'nurse', 'customer', 'card'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** Most ids one batch review call takes. */
export const BATCH_REVIEW_MAX = 1000;
/** Longest reason a decision keeps. */
export const REVIEW_REASON_MAX = 200;
