import { t, type MessageKey } from '@careops/core/i18n';
import type { GoChord } from './chord-table';
import type { KeyContext } from './key-contexts';
import { PALETTE_COMMANDS_SHORTCUT, PALETTE_SHORTCUT, SHEET_SHORTCUT, TERMINAL_SHORTCUT } from './console-actions';

export interface SheetRow {
  /** One or more bindings for the same thing, e.g. ['up', 'down']. */
  keys: string[];
  label: string;
}

export interface SheetSection {
  /** The console's own sections, or a contributed key context's id ('list', 'review'). */
  id: 'global' | 'goTo' | 'commands' | 'palette' | 'terminal' | (string & {});
  title: string;
  rows: SheetRow[];
}

/** A registry shortcut as the sheet needs it. */
export interface CommandShortcut {
  shortcut: string;
  title: string;
}

const section = (id: 'global' | 'goTo' | 'commands' | 'palette' | 'terminal', rows: SheetRow[]): SheetSection => ({
  id,
  title: t(`keyboard.sheet.section.${id}` as MessageKey),
  rows,
});

const contextSection = (context: KeyContext): SheetSection => ({
  id: context.id,
  title: t(context.title),
  rows: context.bindings.map((k) => ({ keys: [k.caps], label: t(k.label) })),
});

/**
 * The shortcut sheet (`?`), generated: the console's own keys, the "go to" chords the user
 * has, the shortcuts of the registry commands the user may run, the keys of every contributed
 * context (key-contexts.ts: the lists', review mode's; the same bindings their dispatchers
 * read), and the keys inside the palette and the terminal. Empty sections are left out.
 */
export function shortcutSheet(chords: readonly GoChord[], commands: readonly CommandShortcut[], contexts: readonly KeyContext[]): SheetSection[] {
  const sections = [
    section('global', [
      { keys: [PALETTE_SHORTCUT], label: t('keyboard.action.palette') },
      { keys: [PALETTE_COMMANDS_SHORTCUT], label: t('keyboard.action.paletteCommands') },
      { keys: [TERMINAL_SHORTCUT], label: t('keyboard.action.terminal') },
      { keys: [SHEET_SHORTCUT], label: t('keyboard.action.shortcuts') },
      { keys: ['escape'], label: t('keyboard.action.escape') },
    ]),
    section('goTo', chords.map((c) => ({ keys: [c.keys], label: t('keyboard.action.goTo', { title: c.title }) }))),
    section('commands', commands.map((c) => ({ keys: [c.shortcut], label: c.title }))),
    ...contexts.map(contextSection),
    section('palette', [
      { keys: ['up', 'down'], label: t('keyboard.sheet.palette.move') },
      { keys: ['enter'], label: t('keyboard.sheet.palette.open') },
      { keys: ['>'], label: t('keyboard.sheet.palette.commands') },
      { keys: ['#'], label: t('keyboard.sheet.palette.records') },
    ]),
    section('terminal', [
      { keys: ['tab'], label: t('keyboard.sheet.terminal.complete') },
      { keys: ['up', 'down'], label: t('keyboard.sheet.terminal.history') },
      { keys: ['enter'], label: t('keyboard.sheet.terminal.run') },
      { keys: ['ctrl+l'], label: t('keyboard.sheet.terminal.clear') },
      { keys: ['ctrl+c'], label: t('keyboard.sheet.terminal.cancel') },
    ]),
  ];
  return sections.filter((s) => s.rows.length > 0);
}
