import { defineEnumeration } from '../../enums/enumeration';
import type { OptionSource } from '../types';

/** Choices of releases, agreements, questionnaires and surveys. */

/** A release: on sale (1) or withdrawn (0). */
export const releaseStatusEnum = defineEnumeration<number>('releaseStatus', [
  { value: 1, slug: 'on-sale', labelKey: 'catalogue.res.releases.status.1' },
  { value: 0, slug: 'withdrawn', labelKey: 'catalogue.res.releases.status.0' },
]);

/** An agreement or questionnaire: in use (1) or disabled (0). */
export const inUseStatusEnum = defineEnumeration<number>('inUseStatus', [
  { value: 1, slug: 'enabled', labelKey: 'catalogue.res.inUse.1' },
  { value: 0, slug: 'disabled', labelKey: 'catalogue.res.inUse.0' },
]);

/** The spec's follow-up types (getWorkFollowQuestionList `type`). */
export const followUpTypeEnum = defineEnumeration<string>('followUpType', [
  { value: 'after-service', slug: 'after-service', labelKey: 'catalogue.res.followUpType.after-service' },
  { value: 'satisfaction', slug: 'satisfaction', labelKey: 'catalogue.res.followUpType.satisfaction' },
  { value: 'health', slug: 'health', labelKey: 'catalogue.res.followUpType.health' },
]);

/** Follow-up durations (spec §9): 1 to 7 days. */
export const followUpHoursEnum = defineEnumeration<number>('followUpHours', [
  { value: 24, slug: '24', labelKey: 'catalogue.res.hours.24' },
  { value: 48, slug: '48', labelKey: 'catalogue.res.hours.48' },
  { value: 72, slug: '72', labelKey: 'catalogue.res.hours.72' },
  { value: 96, slug: '96', labelKey: 'catalogue.res.hours.96' },
  { value: 120, slug: '120', labelKey: 'catalogue.res.hours.120' },
  { value: 144, slug: '144', labelKey: 'catalogue.res.hours.144' },
  { value: 168, slug: '168', labelKey: 'catalogue.res.hours.168' },
]);

/** On-shelf services a release, an agreement or a questionnaire may name. */
export const releaseServiceOptions: OptionSource = { kind: 'endpoint', endpoint: 'getReleaseItemOptions', request: { kind: 'service' }, listKey: 'list', valueKey: 'id', labelKey: 'name' };
export const releasePackageOptions: OptionSource = { kind: 'endpoint', endpoint: 'getReleaseItemOptions', request: { kind: 'package' }, listKey: 'list', valueKey: 'id', labelKey: 'name' };
/** Questionnaires, for the survey list's filter. */
export const questionnaireOptions: OptionSource = { kind: 'endpoint', endpoint: 'getQuestionnaireList', request: { limit: 1000 }, listKey: 'list', valueKey: 'id', labelKey: 'name' };
