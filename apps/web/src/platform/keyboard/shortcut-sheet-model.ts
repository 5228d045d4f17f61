import { t, type MessageKey } from '@careops/core';
import type { GoChord } from './chord-table';
import { LIST_KEYS } from './list-keys';
import { REVIEW_KEYS } from './review-keys';
import { PALETTE_COMMANDS_SHORTCUT, PALETTE_SHORTCUT, SHEET_SHORTCUT, TERMINAL_SHORTCUT } from './palette-entries';

export interface SheetRow {
  /** One or more bindings for the same thing, e.g. ['up', 'down']. */
  keys: string[];
  label: string;
}

export interface SheetSection {
  id: 'global' | 'goTo' | 'commands' | 'list' | 'review' | 'palette' | 'terminal';
  title: string;
  rows: SheetRow[];
}

/** A registry shortcut as the sheet needs it. */
export interface CommandShortcut {
  shortcut: string;
  title: string;
}

const section = (id: SheetSection['id'], rows: SheetRow[]): SheetSection => ({
  id,
  title: t(id === 'list' ? 'keyboard.context.sheet.list' : id === 'review' ? 'people.ui.keys.section' : (`keyboard.sheet.section.${id}` as MessageKey)),
  rows,
});

/**
 * The shortcut sheet (`?`), generated: the console's own keys, the "go to" chords the user
 * has, the shortcuts of the registry commands the user may run, the list keys (`LIST_KEYS`,
 * the same table the lists dispatch by), review mode's keys (`REVIEW_KEYS`), and the keys inside
 * the palette and the terminal. Empty sections are left out.
 */
export function shortcutSheet(chords: readonly GoChord[], commands: readonly CommandShortcut[]): SheetSection[] {
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
    section('list', LIST_KEYS.map((k) => ({ keys: [k.caps], label: t(k.label) }))),
    section('review', REVIEW_KEYS.map((k) => ({ keys: [k.caps], label: t(k.label) }))),
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
