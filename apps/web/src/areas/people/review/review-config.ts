import { t } from '@careops/core/i18n';
import {
  assistiveCardsResource,
  nurseApplicationsResource,
  type Decision,
  type ResourceAction,
  type ResourceColumn,
  type ResourceDescriptor,
} from '@careops/core/resources';
import { cardDocuments, nurseDocuments, type ReviewDocument } from '../documents/documents';

type Row = Record<string, unknown>;

/** What review mode needs to know about one queue. */
export interface ReviewConfig {
  /** Names the queue's recent reasons. */
  id: 'applications' | 'cards';
  resource: ResourceDescriptor;
  /** The item's title: "#12 · Li Na". */
  heading(row: Row): string;
  /** The images to look at. */
  documents(detail: Row): ReviewDocument[];
  /** Fields shown beside the documents (read from the detail, else the list row). */
  fields: readonly ResourceColumn[];
}

const nested = (row: Row, key: string, field: string): string => {
  const value = row[key];
  return typeof value === 'object' && value !== null && typeof (value as Row)[field] === 'string' ? String((value as Row)[field]) : '';
};

const pick = (resource: ResourceDescriptor, keys: readonly string[]): ResourceColumn[] => {
  const all = resource.record?.fields ?? resource.list.columns;
  return keys.flatMap((k) => all.filter((c) => c.key === k));
};

export const applicationsReview: ReviewConfig = {
  id: 'applications',
  resource: nurseApplicationsResource,
  heading: (row) => t('people.ui.review.applicationHeading', { id: String(row.id), name: nested(row, 'nurse', 'name') }),
  documents: nurseDocuments,
  fields: pick(nurseApplicationsResource, [
    'nurse.title',
    'studio.name',
    'nurse.phone',
    'attempt',
    'submittedAt',
    'profile.yearsOfPractice',
    'profile.certificateNo',
    'profile.certificateExpiresAt',
    'profile.skills',
    'profile.idNumber',
  ]),
};

export const cardsReview: ReviewConfig = {
  id: 'cards',
  resource: assistiveCardsResource,
  heading: (row) => t('people.ui.review.cardHeading', { cardNo: String(row.cardNo ?? row.id), name: String(row.holderName ?? '') }),
  documents: cardDocuments,
  fields: pick(assistiveCardsResource, ['holderName', 'idNumber', 'member.nickname', 'disabilityKind', 'disabilityLevel', 'validFrom', 'validUntil', 'attempt', 'submittedAt']),
};

/** The descriptor's single-record decision action (approve or reject). */
export function decisionAction(config: ReviewConfig, decision: Decision): ResourceAction {
  const action = config.resource.actions?.find((a) => a.id === decision);
  if (!action) throw new Error(`${config.resource.id} has no ${decision} action`);
  return action;
}
