import type { MessageKey } from '@careops/core';

/** What a list key does; `back` is taken by the filter bar and the record page, the rest by `useListKeys`. */
export type ListKeyAction = 'next' | 'previous' | 'toggle' | 'open' | 'focusFilters' | 'back';

export interface ListKey {
  /** `KeyboardEvent.key`. */
  key: string;
  /** The binding as the sheet's key caps show it. */
  caps: string;
  action: ListKeyAction;
  label: MessageKey;
}

/** The keys of every resource list: `useListKeys` dispatches by this table and the `?` sheet lists it. */
export const LIST_KEYS: readonly ListKey[] = [
  { key: 'j', caps: 'j', action: 'next', label: 'keyboard.context.list.next' },
  { key: 'k', caps: 'k', action: 'previous', label: 'keyboard.context.list.previous' },
  { key: 'x', caps: 'x', action: 'toggle', label: 'keyboard.context.list.toggle' },
  { key: 'Enter', caps: 'enter', action: 'open', label: 'keyboard.context.list.open' },
  { key: '/', caps: '/', action: 'focusFilters', label: 'keyboard.context.list.focusFilters' },
  { key: 'Escape', caps: 'escape', action: 'back', label: 'keyboard.context.list.back' },
];

/** The list action of a key, if any. */
export function listKeyAction(key: string): ListKeyAction | undefined {
  return LIST_KEYS.find((k) => k.key === key)?.action;
}
