/**
 * The inventory's fixed values as plain constants (no zod): descriptors and pages import them
 * without pulling the schemas in.
 */

export const EXPIRING_DAYS_MAX = 365;
/** The window when none is given: the web's "expiring soon" tab, its Home card and `careops stock expiring`. */
export const EXPIRING_DAYS_DEFAULT = 30;
/** The most batches one answer lists (soonest first); there are no further pages. */
export const EXPIRING_BATCHES_MAX = 500;
