/**
 * Fixed values of releases, agreements, questionnaires and surveys as plain constants (no zod),
 * so descriptors and pages import them without pulling schemas into the web's first chunk.
 */

/** getProductReleaseList's sort whitelist (default `-createdAt`). */
export const RELEASE_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'startsAt', 'priceCents'] as const;
/** Release status: 1 on sale, 0 withdrawn. */
export const RELEASE_STATUSES = [0, 1] as const;
/** What a release sells. */
export const RELEASE_ITEM_KINDS = ['service', 'package'] as const;
export type ReleaseItemKind = (typeof RELEASE_ITEM_KINDS)[number];

export const AGREEMENT_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'name'] as const;
/** Longest agreement text (characters). */
export const AGREEMENT_TEXT_MAX = 20_000;

export const QUESTIONNAIRE_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'name'] as const;
/** The kinds of question a questionnaire asks. */
export const QUESTION_KINDS = ['single', 'multiple', 'text', 'scale'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** Most questions in a questionnaire, choices in a question. */
export const QUESTIONS_MAX = 50;
export const CHOICES_MAX = 12;
/** A scale question runs 1…scaleMax, scaleMax within these bounds. */
export const SCALE_MIN_TOP = 2;
export const SCALE_MAX_TOP = 10;

export const SURVEY_SORT_FIELDS = ['id', 'createdAt', 'dueAt'] as const;

/** The follow-up durations a service may choose (spec §9: 1 to 7 days), in hours. */
export const SURVEY_DURATION_HOURS = [24, 48, 72, 96, 120, 144, 168] as const;
export type SurveyDurationHours = (typeof SURVEY_DURATION_HOURS)[number];
