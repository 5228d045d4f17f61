/** The query parameter that turns a review queue's list page into review mode. */
export const VIEW_PARAM = 'view';
export const REVIEW_VIEW = 'review';

/** Review mode of each queue (Home's counts link here). */
export const APPLICATIONS_REVIEW_LINK = `/nurse-examine?${VIEW_PARAM}=${REVIEW_VIEW}`;
export const CARDS_REVIEW_LINK = `/assistive-card?${VIEW_PARAM}=${REVIEW_VIEW}`;
