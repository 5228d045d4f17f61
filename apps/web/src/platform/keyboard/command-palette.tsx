import * as Dialog from '@radix-ui/react-dialog';
import { t, type MessageKey } from '@careops/core/i18n';
import { Command } from 'cmdk';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ApiClient } from '@careops/core/client';
import { KeyCaps } from './key-caps';
import { LockedGroup, matchLocked, type LockedCommand } from './locked-commands';
import { rankPalette, type PaletteEntry, type PaletteIndex, type PaletteMode, type PaletteSection, type RankedEntry, type Ranking } from './palette-index';
import { GROUP_CLASS, PaletteItem } from './palette-item';
import { isPalettePerfEnabled, markKeystrokeStart, markResultsShown } from './palette-perf';
import { RecordGroup, RecordStatus } from './palette-records';
import { useRecordSearch, type RecordSearcher } from './use-record-search';

interface CommandPaletteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The search text the palette opens with ('' or '>'). */
  initialQuery: string;
  index: PaletteIndex;
  /** Recent entry ids, most recent first. */
  recent: readonly string[];
  isMac: boolean;
  onChoose(entry: PaletteEntry): void;
  /** The `#` mode's server search. */
  searchRecords: RecordSearcher;
  /** Commands the user may not run: a query naming one shows it greyed, with who may ("why can't I"). */
  locked?: readonly LockedCommand[];
  /** Asks who holds a locked command's permission. */
  api?: ApiClient;
}

const PLACEHOLDERS: Record<PaletteMode, MessageKey> = {
  all: 'keyboard.palette.placeholder',
  commands: 'keyboard.palette.placeholderCommands',
  records: 'keyboard.palette.placeholderRecords',
};

function sectionTitle(section: PaletteSection): string {
  if (section === 'record' || section === 'selection') return t(`keyboard.context.section.${section}`);
  return t(`keyboard.palette.section.${section}` as MessageKey);
}

function sectionsOf(items: RankedEntry[]): Array<{ section: PaletteSection; entries: PaletteEntry[] }> {
  const out: Array<{ section: PaletteSection; entries: PaletteEntry[] }> = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last && last.section === item.section) last.entries.push(item.entry);
    else out.push({ section: item.section, entries: [item.entry] });
  }
  return out;
}

/**
 * The command palette: cmdk inside a Radix dialog (focus trapped, Esc closes). Ranking is ours
 * (palette-index.ts), so cmdk only renders and moves the selection.
 */
export function CommandPalette({ open, onOpenChange, onChoose, ...body }: CommandPaletteProps) {
  // After a choice, focus belongs to what it opened (a page, the terminal, a dialog), not to
  // the element focused before the palette.
  const chose = useRef(false);
  const choose = useCallback(
    (entry: PaletteEntry) => {
      chose.current = true;
      onChoose(entry);
    },
    [onChoose],
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[50] bg-gray-900/40" />
        <Dialog.Content
          className="fixed left-1/2 top-[12vh] z-[51] flex max-h-[72vh] w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 flex-col overflow-hidden rounded-lg bg-white shadow-2xl ring-1 ring-gray-200"
          data-testid="command-palette"
          onOpenAutoFocus={() => (chose.current = false)}
          onCloseAutoFocus={(event) => chose.current && event.preventDefault()}
        >
          <Dialog.Title className="sr-only">{t('keyboard.palette.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('keyboard.palette.description')}</Dialog.Description>
          <PaletteBody {...body} onChoose={choose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The search field, results and footer. It mounts with each opening (fresh query) and owns the
 * query, so a keystroke re-renders only this part of the console.
 */
function PaletteBody({ initialQuery, index, recent, isMac, onChoose, searchRecords, locked = [], api }: Omit<CommandPaletteProps, 'open' | 'onOpenChange'>) {
  const [query, setQuery] = useState(initialQuery);
  const ranking = useMemo(() => rankPalette(index, query, recent), [index, query, recent]);
  const recordText = ranking.mode === 'records' ? query.trimStart().slice(1).trim() : '';
  const records = useRecordSearch(recordText, ranking.mode === 'records', searchRecords);
  const lastKeyDown = useRef(0);
  const lockedShown = useMemo(() => (ranking.mode === 'records' ? [] : matchLocked(locked, query)), [ranking.mode, locked, query]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    lastKeyDown.current = event.timeStamp;
  };
  const onInput = (event: { timeStamp: number }) => {
    const keyAt = lastKeyDown.current;
    markKeystrokeStart(event.timeStamp - keyAt < 100 ? keyAt : event.timeStamp);
  };

  return (
    <>
      <Command label={t('keyboard.palette.title')} shouldFilter={false} loop vimBindings={false} className="flex min-h-0 flex-col">
        <Command.Input
          value={query}
          onValueChange={setQuery}
          onKeyDown={onInputKeyDown}
          onInput={onInput}
          placeholder={t(PLACEHOLDERS[ranking.mode])}
          className="w-full border-b border-gray-200 px-4 py-3 text-[15px] outline-none placeholder:text-gray-500"
          data-testid="palette-input"
        />
        {ranking.mode === 'records' && <RecordStatus state={records} text={recordText} />}
        <Command.List className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2" data-testid="palette-list">
          {ranking.mode === 'records' ? (
            <RecordGroup state={records} isMac={isMac} onChoose={onChoose} />
          ) : (
            <Command.Empty className="px-3 py-6 text-center text-sm text-gray-600">{t('keyboard.palette.empty', { query: query.trim() })}</Command.Empty>
          )}
          {/* Keyed by position, not entry: a keystroke updates the rows in place instead of remounting them. */}
          {sectionsOf(ranking.items).map(({ section, entries }) => (
            <Command.Group key={section} heading={sectionTitle(section)} className={GROUP_CLASS} data-section={section}>
              {entries.map((entry, i) => (
                <PaletteItem key={i} entry={entry} isMac={isMac} onChoose={onChoose} />
              ))}
            </Command.Group>
          ))}
          {api && <LockedGroup commands={lockedShown} api={api} />}
          {isPalettePerfEnabled() && <ResultsMark ranking={ranking} />}
        </Command.List>
      </Command>
      <footer className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-gray-200 bg-gray-50 px-4 py-2 text-xs text-gray-600">
        <span className="inline-flex items-center gap-1"><KeyCaps keys="up" isMac={isMac} /><KeyCaps keys="down" isMac={isMac} />{t('keyboard.palette.footer.move')}</span>
        <span className="inline-flex items-center gap-1"><KeyCaps keys="enter" isMac={isMac} />{t('keyboard.palette.footer.open')}</span>
        <span className="inline-flex items-center gap-1"><KeyCaps keys="escape" isMac={isMac} />{t('keyboard.palette.footer.close')}</span>
        <span className="inline-flex items-center gap-1"><KeyCaps keys=">" isMac={isMac} />{t('keyboard.palette.footer.commands')}</span>
        <span className="inline-flex items-center gap-1"><KeyCaps keys="#" isMac={isMac} />{t('keyboard.palette.footer.records')}</span>
        {ranking.total > ranking.items.length && (
          <span className="ml-auto" data-testid="palette-more">
            {t('keyboard.palette.more', { shown: ranking.items.length, total: ranking.total })}
          </span>
        )}
      </footer>
    </>
  );
}

/**
 * Bench mode only: marks when results are in the document. It mounts with the dialog's content;
 * the microtask runs after React's whole synchronous commit (cmdk's selection included).
 */
function ResultsMark({ ranking }: { ranking: Ranking }) {
  useLayoutEffect(() => queueMicrotask(markResultsShown), [ranking]);
  return null;
}
