import { defineEnumeration } from '../../enums/enumeration';

/** Where a slide shows in the member app. */
export const carouselPositionEnum = defineEnumeration<string>('carouselPosition', [
  { value: 'home', slug: 'home', labelKey: 'marketing.res.position.home' },
  { value: 'serviceList', slug: 'service-list', labelKey: 'marketing.res.position.serviceList' },
  { value: 'packageList', slug: 'package-list', labelKey: 'marketing.res.position.packageList' },
  { value: 'memberCenter', slug: 'member-center', labelKey: 'marketing.res.position.memberCenter' },
]);

/** What a slide opens when tapped. */
export const carouselLinkKindEnum = defineEnumeration<string>('carouselLinkKind', [
  { value: 'none', slug: 'none', labelKey: 'marketing.res.link.none' },
  { value: 'service', slug: 'service', labelKey: 'marketing.res.link.service' },
  { value: 'package', slug: 'package', labelKey: 'marketing.res.link.package' },
  { value: 'coupon', slug: 'coupon', labelKey: 'marketing.res.link.coupon' },
  { value: 'url', slug: 'url', labelKey: 'marketing.res.link.url' },
]);

/** A slide or promotion: enabled (1) or disabled (0). */
export const marketingEnabledEnum = defineEnumeration<number>('marketingEnabled', [
  { value: 1, slug: 'enabled', labelKey: 'marketing.res.enabled.yes' },
  { value: 0, slug: 'disabled', labelKey: 'marketing.res.enabled.no' },
]);

/** Who promotes a referral campaign. */
export const promoterKindEnum = defineEnumeration<string>('promoterKind', [
  { value: 'member', slug: 'member', labelKey: 'marketing.res.promoter.member' },
  { value: 'nurse', slug: 'nurse', labelKey: 'marketing.res.promoter.nurse' },
  { value: 'staff', slug: 'staff', labelKey: 'marketing.res.promoter.staff' },
]);

export const feedbackCategoryEnum = defineEnumeration<string>('feedbackCategory', [
  { value: 'service', slug: 'service', labelKey: 'marketing.res.category.service' },
  { value: 'nurse', slug: 'nurse', labelKey: 'marketing.res.category.nurse' },
  { value: 'app', slug: 'app', labelKey: 'marketing.res.category.app' },
  { value: 'billing', slug: 'billing', labelKey: 'marketing.res.category.billing' },
  { value: 'suggestion', slug: 'suggestion', labelKey: 'marketing.res.category.suggestion' },
  { value: 'other', slug: 'other', labelKey: 'marketing.res.category.other' },
]);

export const feedbackStatusEnum = defineEnumeration<string>('feedbackStatus', [
  { value: 'open', slug: 'open', labelKey: 'marketing.res.status.open' },
  { value: 'replied', slug: 'replied', labelKey: 'marketing.res.status.replied' },
  { value: 'closed', slug: 'closed', labelKey: 'marketing.res.status.closed' },
]);

export const feedbackAuthorKindEnum = defineEnumeration<string>('feedbackAuthorKind', [
  { value: 'member', slug: 'member', labelKey: 'marketing.res.promoter.member' },
  { value: 'nurse', slug: 'nurse', labelKey: 'marketing.res.promoter.nurse' },
]);
