import { t } from '@careops/core';
import type { ConsoleContextValue } from '../shell/console-context';
import { toggleTerminal } from './keyboard-events';

/** The terminal toggle works everywhere (Ctrl+` also on macOS, as in VS Code). */
export const TERMINAL_SHORTCUT = 'ctrl+`';
export const PALETTE_SHORTCUT = 'mod+k';
export const PALETTE_COMMANDS_SHORTCUT = 'mod+shift+p';
export const SHEET_SHORTCUT = '?';

/** Where the palette is opened: what an action's `when` may look at. */
export interface PaletteWhere {
  /** The open page's path, e.g. '/home'. */
  path: string;
}

/** What an action may do when it runs. */
export interface PaletteActionServices {
  console: ConsoleContextValue;
  /** Opens the `?` sheet. */
  openSheet(): void;
}

/**
 * A palette action that only makes sense on the web (not a registry command: the terminal has
 * no tabs or settings panel). `when` is its context, like VS Code's: the palette offers it only
 * where that holds.
 */
export interface PaletteAction {
  /** Stable id, e.g. 'closeTab'; the palette entry is `action:<id>`. */
  id: string;
  title(): string;
  shortcut?: string;
  when?(where: PaletteWhere): boolean;
  run(services: PaletteActionServices): void;
}

/** The console's own actions. */
export const CONSOLE_ACTIONS: readonly PaletteAction[] = [
  { id: 'terminal', title: () => t('keyboard.action.terminal'), shortcut: TERMINAL_SHORTCUT, run: () => toggleTerminal() },
  { id: 'shortcuts', title: () => t('keyboard.action.shortcuts'), shortcut: SHEET_SHORTCUT, run: ({ openSheet }) => openSheet() },
  { id: 'settings', title: () => t('keyboard.action.settings'), run: ({ console }) => console.openSettings() },
  { id: 'refresh', title: () => t('keyboard.action.refresh'), run: ({ console }) => console.refreshPage() },
  // Home is pinned: its tab never closes.
  { id: 'closeTab', title: () => t('keyboard.action.closeTab'), when: ({ path }) => path !== '/home', run: ({ console }) => console.closeTab(console.path) },
];

const actions: PaletteAction[] = [...CONSOLE_ACTIONS];

/** Adds web-only palette actions (an area's); an id already taken is a programming error. */
export function contributePaletteActions(added: readonly PaletteAction[]): void {
  for (const action of added) {
    if (actions.includes(action)) continue;
    if (actions.some((a) => a.id === action.id)) throw new Error(`palette action "${action.id}" is contributed twice`);
    actions.push(action);
  }
}

/** Every contributed action, the console's first. */
export function paletteActions(): readonly PaletteAction[] {
  return actions;
}

/** The actions whose `when` holds here. */
export function actionsFor(all: readonly PaletteAction[], where: PaletteWhere): PaletteAction[] {
  return all.filter((a) => a.when?.(where) ?? true);
}
