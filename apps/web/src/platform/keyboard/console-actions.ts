import { t } from '@careops/core/i18n';
import { toggleTerminal } from './keyboard-events';
import type { PaletteAction } from './palette-actions';

/** The terminal toggle works everywhere (Ctrl+` also on macOS, as in VS Code). */
export const TERMINAL_SHORTCUT = 'ctrl+`';
export const PALETTE_SHORTCUT = 'mod+k';
export const PALETTE_COMMANDS_SHORTCUT = 'mod+shift+p';
export const SHEET_SHORTCUT = '?';

/** The console's own actions. */
export const CONSOLE_ACTIONS: readonly PaletteAction[] = [
  { id: 'terminal', title: () => t('keyboard.action.terminal'), shortcut: TERMINAL_SHORTCUT, run: () => toggleTerminal() },
  { id: 'shortcuts', title: () => t('keyboard.action.shortcuts'), shortcut: SHEET_SHORTCUT, run: ({ openSheet }) => openSheet() },
  { id: 'settings', title: () => t('keyboard.action.settings'), run: ({ console }) => console.openSettings() },
  { id: 'refresh', title: () => t('keyboard.action.refresh'), run: ({ console }) => console.refreshPage() },
  // Home is pinned: its tab never closes.
  { id: 'closeTab', title: () => t('keyboard.action.closeTab'), when: ({ path }) => path !== '/home', run: ({ console }) => console.closeTab(console.path) },
];

