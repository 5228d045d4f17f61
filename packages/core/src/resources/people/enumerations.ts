import { defineEnumeration } from '../../enums/enumeration';

/** The people area's labelled codes (the contract's people-values), for columns, filters and fields. */

/** A member's account: 1 enabled, 0 disabled. */
export const memberStatusEnum = defineEnumeration<number>('memberStatus', [
  { value: 1, slug: 'enabled', labelKey: 'people.res.memberStatus.1' },
  { value: 0, slug: 'disabled', labelKey: 'people.res.memberStatus.0' },
]);

/** A nurse: 0 pending qualification, 1 active, 2 suspended, 3 rejected. */
export const nurseStatusEnum = defineEnumeration<number>('nurseStatus', [
  { value: 1, slug: 'active', labelKey: 'people.res.nurseStatus.1' },
  { value: 2, slug: 'suspended', labelKey: 'people.res.nurseStatus.2' },
  { value: 0, slug: 'pending', labelKey: 'people.res.nurseStatus.0' },
  { value: 3, slug: 'rejected', labelKey: 'people.res.nurseStatus.3' },
]);

/** A qualification application: 2 under review, 1 approved, 0 rejected. */
export const applicationStatusEnum = defineEnumeration<number>('applicationStatus', [
  { value: 2, slug: 'under-review', labelKey: 'people.res.applicationStatus.2' },
  { value: 1, slug: 'approved', labelKey: 'people.res.applicationStatus.1' },
  { value: 0, slug: 'rejected', labelKey: 'people.res.applicationStatus.0' },
]);

export const nurseTitleEnum = defineEnumeration<string>('nurseTitle', [
  { value: 'nurse', slug: 'nurse', labelKey: 'people.res.title.nurse' },
  { value: 'senior-nurse', slug: 'senior-nurse', labelKey: 'people.res.title.senior-nurse' },
  { value: 'nurse-practitioner', slug: 'nurse-practitioner', labelKey: 'people.res.title.nurse-practitioner' },
  { value: 'supervisor-nurse', slug: 'supervisor-nurse', labelKey: 'people.res.title.supervisor-nurse' },
  { value: 'chief-nurse', slug: 'chief-nurse', labelKey: 'people.res.title.chief-nurse' },
]);

export const customerSourceEnum = defineEnumeration<string>('customerSource', [
  { value: 'app', slug: 'app', labelKey: 'people.res.source.app' },
  { value: 'phone', slug: 'phone', labelKey: 'people.res.source.phone' },
  { value: 'referral', slug: 'referral', labelKey: 'people.res.source.referral' },
  { value: 'event', slug: 'event', labelKey: 'people.res.source.event' },
  { value: 'partner', slug: 'partner', labelKey: 'people.res.source.partner' },
  { value: 'other', slug: 'other', labelKey: 'people.res.source.other' },
]);

export const customerStatusEnum = defineEnumeration<string>('customerStatus', [
  { value: 'new', slug: 'new', labelKey: 'people.res.customerStatus.new' },
  { value: 'following', slug: 'following', labelKey: 'people.res.customerStatus.following' },
  { value: 'converted', slug: 'converted', labelKey: 'people.res.customerStatus.converted' },
  { value: 'lost', slug: 'lost', labelKey: 'people.res.customerStatus.lost' },
]);

export const followUpChannelEnum = defineEnumeration<string>('followUpChannel', [
  { value: 'phone', slug: 'phone', labelKey: 'people.res.channel.phone' },
  { value: 'visit', slug: 'visit', labelKey: 'people.res.channel.visit' },
  { value: 'message', slug: 'message', labelKey: 'people.res.channel.message' },
  { value: 'other', slug: 'other', labelKey: 'people.res.channel.other' },
]);

export const genderEnum = defineEnumeration<string>('gender', [
  { value: 'male', slug: 'male', labelKey: 'people.res.gender.male' },
  { value: 'female', slug: 'female', labelKey: 'people.res.gender.female' },
  { value: 'unknown', slug: 'unknown', labelKey: 'people.res.gender.unknown' },
]);
