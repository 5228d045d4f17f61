import type { MessageKey } from '@careops/core';

/** What a key of review mode does (the people area's review queues). */
export type ReviewKeyAction = 'approve' | 'reject' | 'next' | 'previous' | 'documents' | 'undo' | 'back';

export interface ReviewKey {
  /** `KeyboardEvent.key`. */
  key: string;
  caps: string;
  action: ReviewKeyAction;
  label: MessageKey;
}

/** The keys of review mode: the review page dispatches by this table and the `?` sheet lists it. */
export const REVIEW_KEYS: readonly ReviewKey[] = [
  { key: 'a', caps: 'a', action: 'approve', label: 'people.ui.keys.approve' },
  { key: 'r', caps: 'r', action: 'reject', label: 'people.ui.keys.reject' },
  { key: 'j', caps: 'j', action: 'next', label: 'people.ui.keys.next' },
  { key: 'k', caps: 'k', action: 'previous', label: 'people.ui.keys.previous' },
  { key: 'Enter', caps: 'enter', action: 'documents', label: 'people.ui.keys.documents' },
  { key: 'u', caps: 'u', action: 'undo', label: 'people.ui.keys.undo' },
  { key: 'Escape', caps: 'escape', action: 'back', label: 'people.ui.keys.back' },
];

/** The review action of a key, if any. */
export function reviewKeyAction(key: string): ReviewKeyAction | undefined {
  return REVIEW_KEYS.find((k) => k.key === key)?.action;
}
