import type { MessageKey } from '@careops/core/i18n';

/** A key of the console and what it does, for the `?` sheet. */
export interface ConsoleKey {
  keys: string;
  label: MessageKey;
}

export const globalKeys: readonly ConsoleKey[] = [
  { keys: ': · Ctrl+K', label: 'console.keys.palette' },
  { keys: '?', label: 'console.keys.help' },
  { keys: 'Esc', label: 'console.keys.back' },
  { keys: 'q · Ctrl+C', label: 'console.keys.quit' },
];

export const listKeys: readonly ConsoleKey[] = [
  { keys: 'j k · ↓ ↑', label: 'console.keys.move' },
  { keys: 'PgDn PgUp', label: 'console.keys.page' },
  { keys: '/', label: 'console.keys.filter' },
  { keys: 'x', label: 'console.keys.select' },
  { keys: 'Enter', label: 'console.keys.open' },
  { keys: '.', label: 'console.keys.actions' },
  { keys: 'v', label: 'console.keys.review' },
  { keys: 'Ctrl+R', label: 'console.keys.reload' },
];

export const reviewKeys: readonly ConsoleKey[] = [
  { keys: 'a', label: 'people.ui.keys.approve' },
  { keys: 'r', label: 'people.ui.keys.reject' },
  { keys: 'j', label: 'people.ui.keys.next' },
  { keys: 'k', label: 'people.ui.keys.previous' },
  { keys: 'u', label: 'people.ui.keys.undo' },
  { keys: 'Esc', label: 'people.ui.keys.back' },
];
