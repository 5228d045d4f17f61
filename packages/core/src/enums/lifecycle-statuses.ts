import { defineEnumeration } from './enumeration';

/** Follow-up survey status (spec §4). */
export const SurveyStatus = { deleted: -1, cancelled: 0, finished: 1, underway: 2, overdue: 3 } as const;
export type SurveyStatusValue = (typeof SurveyStatus)[keyof typeof SurveyStatus];

export const surveyStatusEnum = defineEnumeration<SurveyStatusValue>('surveyStatus', [
  { value: -1, slug: 'deleted', labelKey: 'enum.surveyStatus.-1' },
  { value: 0, slug: 'cancelled', labelKey: 'enum.surveyStatus.0' },
  { value: 1, slug: 'finished', labelKey: 'enum.surveyStatus.1' },
  { value: 2, slug: 'underway', labelKey: 'enum.surveyStatus.2' },
  { value: 3, slug: 'overdue', labelKey: 'enum.surveyStatus.3' },
]);

/** Advance-payment status (spec §4). */
export const AdvancePaymentStatus = { cancelled: 0, completed: 1, inProgress: 2 } as const;
export type AdvancePaymentStatusValue = (typeof AdvancePaymentStatus)[keyof typeof AdvancePaymentStatus];

export const advancePaymentStatusEnum = defineEnumeration<AdvancePaymentStatusValue>('advancePaymentStatus', [
  { value: 0, slug: 'cancelled', labelKey: 'enum.advancePaymentStatus.0' },
  { value: 1, slug: 'completed', labelKey: 'enum.advancePaymentStatus.1' },
  { value: 2, slug: 'in-progress', labelKey: 'enum.advancePaymentStatus.2' },
]);

/** Activation status of disability-assistance cards (spec §4). */
export const ActivationStatus = { rejected: 0, activated: 1, underReview: 2, expired: 3 } as const;
export type ActivationStatusValue = (typeof ActivationStatus)[keyof typeof ActivationStatus];

export const activationStatusEnum = defineEnumeration<ActivationStatusValue>('activationStatus', [
  { value: 0, slug: 'rejected', labelKey: 'enum.activationStatus.0' },
  { value: 1, slug: 'activated', labelKey: 'enum.activationStatus.1' },
  { value: 2, slug: 'under-review', labelKey: 'enum.activationStatus.2' },
  { value: 3, slug: 'expired', labelKey: 'enum.activationStatus.3' },
]);

/** Booking flag of an order (spec §4). */
export const Booking = { none: 0, has: 1 } as const;
export type BookingValue = (typeof Booking)[keyof typeof Booking];

export const bookingEnum = defineEnumeration<BookingValue>('booking', [
  { value: 0, slug: 'none', labelKey: 'enum.booking.0' },
  { value: 1, slug: 'has', labelKey: 'enum.booking.1' },
]);
