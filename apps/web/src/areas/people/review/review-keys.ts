import { keyAction, type KeyContext } from '../../../platform/keyboard/key-contexts';

/** What a key of review mode does (the people area's review queues). */
export type ReviewKeyAction = 'approve' | 'reject' | 'next' | 'previous' | 'documents' | 'undo' | 'back';

/** The keys of review mode (the `review` context): the review page dispatches by them and the `?` sheet lists them. */
export const REVIEW_KEY_CONTEXT: KeyContext<ReviewKeyAction> = {
  id: 'review',
  title: 'people.ui.keys.section',
  bindings: [
    { key: 'a', caps: 'a', action: 'approve', label: 'people.ui.keys.approve' },
    { key: 'r', caps: 'r', action: 'reject', label: 'people.ui.keys.reject' },
    { key: 'j', caps: 'j', action: 'next', label: 'people.ui.keys.next' },
    { key: 'k', caps: 'k', action: 'previous', label: 'people.ui.keys.previous' },
    { key: 'Enter', caps: 'enter', action: 'documents', label: 'people.ui.keys.documents' },
    { key: 'u', caps: 'u', action: 'undo', label: 'people.ui.keys.undo' },
    { key: 'Escape', caps: 'escape', action: 'back', label: 'people.ui.keys.back' },
  ],
};

/** Review mode's bindings, in sheet order. */
export const REVIEW_KEYS = REVIEW_KEY_CONTEXT.bindings;

/** The review action of a key, if any. */
export function reviewKeyAction(key: string): ReviewKeyAction | undefined {
  return keyAction(REVIEW_KEY_CONTEXT, key);
}
