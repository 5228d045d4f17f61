import { keyAction, type KeyContext } from '../../platform/keyboard/key-contexts';

/** What a list key does; `back` is taken by the filter bar and the record page, the rest by `useListKeys`. */
export type ListKeyAction = 'next' | 'previous' | 'toggle' | 'open' | 'focusFilters' | 'back';

/** The keys of every resource list (the `list` context): `useListKeys` dispatches by them and the `?` sheet lists them. */
export const LIST_KEY_CONTEXT: KeyContext<ListKeyAction> = {
  id: 'list',
  title: 'keyboard.context.sheet.list',
  bindings: [
    { key: 'j', caps: 'j', action: 'next', label: 'keyboard.context.list.next' },
    { key: 'k', caps: 'k', action: 'previous', label: 'keyboard.context.list.previous' },
    { key: 'x', caps: 'x', action: 'toggle', label: 'keyboard.context.list.toggle' },
    { key: 'Enter', caps: 'enter', action: 'open', label: 'keyboard.context.list.open' },
    { key: '/', caps: '/', action: 'focusFilters', label: 'keyboard.context.list.focusFilters' },
    { key: 'Escape', caps: 'escape', action: 'back', label: 'keyboard.context.list.back' },
  ],
};

/** The list's bindings, in sheet order. */
export const LIST_KEYS = LIST_KEY_CONTEXT.bindings;

/** The list action of a key, if any. */
export function listKeyAction(key: string): ListKeyAction | undefined {
  return keyAction(LIST_KEY_CONTEXT, key);
}
