import type { EndpointName } from '../../contract/endpoints';
import type { MessageKey } from '../../i18n/en';
import type { ResourceField, TypedAction } from '../types';

/** Ids per batch call: half the server's limit (BATCH_REVIEW_MAX), so progress moves often enough. */
export const REVIEW_BATCH_SIZE = 500;

/** Texts of one queue's decisions. */
export interface ReviewTexts {
  approve: { title: MessageKey; confirm: MessageKey; done: MessageKey };
  reject: { title: MessageKey; confirm: MessageKey; done: MessageKey };
  notApplicable: MessageKey;
}

const reason = (required: boolean): ResourceField => ({
  key: 'reason',
  label: 'people.res.review.reason',
  kind: 'text',
  ...(required ? { required: true, help: 'people.res.review.reasonRequired' } : { help: 'people.res.review.reasonOptional' }),
});

/**
 * Approve and reject of a review queue: one record through the single-decision endpoint (with
 * its version: a decision by someone else since is refused), many through the batch endpoint in
 * chunks (`careops reviews … approve <ids…>`). Only items under review (status 2) take them;
 * a rejection needs its reason (the applicant reads it).
 */
export function reviewActions(single: EndpointName, batch: EndpointName, idKey: string, texts: ReviewTexts): Array<TypedAction<{ status: number }, { status: number; version: number }>> {
  const common = { endpoint: single, idKey, versionKey: 'version', bulk: true, batch: { endpoint: batch, size: REVIEW_BATCH_SIZE }, appliesWhen: { key: 'status' as const, values: [2] }, notApplicable: texts.notApplicable };
  return [
    { id: 'approve', cli: 'approve', ...texts.approve, body: { decision: 'approve' }, fields: [reason(false)], ...common },
    { id: 'reject', cli: 'reject', ...texts.reject, body: { decision: 'reject' }, fields: [reason(true)], danger: true, ...common },
  ];
}
