import type { RouteDef } from '@careops/core/permissions';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConsole } from '../shell/console-context';
import { hasPage } from '../contributions/contributions';
import { goChords } from './chord-table';
import { ChordIndicator } from './chord-indicator';
import { CommandPalette } from './command-palette';
import { opensInConsole } from './console-paths';
import { consoleRegistry } from './console-registry';
import { detailOf, PALETTE_EVENT, SHORTCUTS_EVENT, toggleTerminal, type PaletteEventDetail } from './keyboard-events';
import { CONSOLE_ACTIONS, PALETTE_COMMANDS_SHORTCUT, PALETTE_SHORTCUT, SHEET_SHORTCUT, TERMINAL_SHORTCUT } from './console-actions';
import { actionsFor, paletteActions } from './palette-actions';
import { actionEntries, commandEntries, CONTEXT_ENTRY_PREFIX, contextEntries, pageEntries } from './palette-entries';
import { usePageContextEntries } from './page-context';
import { combineIndexes, indexEntries, type PaletteEntry } from './palette-index';
import { requestedBenchEntries } from './palette-bench-mode';
import { enablePalettePerf, markOpenStart } from './palette-perf';
import { loadRecent, rememberRecent } from './recent-entries';
import { ResultDialog, type ShownResult } from './result-dialog';
import { runWebCommand, webContext } from './run-web-command';
import { ShortcutSheet } from './shortcut-sheet';
import { keyContexts } from './key-contexts';
import { shortcutSheet } from './shortcut-sheet-model';
import { detectMac, useKeymap } from './use-keymap';
import type { RecordSearcher } from './use-record-search';
import { lockedCommands } from './locked-commands';
import { savedViewEntries } from './saved-view-entries';
import type { SavedView } from '@careops/core/contract';

// Read at load, before any routing rewrites the URL.
const BENCH_ENTRIES = requestedBenchEntries();
const IS_MAC = detectMac();
const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The keyboard layer of the console: the command palette (Ctrl/⌘+K, the top bar's button),
 * "go to" chords, registry shortcuts, the `?` sheet and command results. Rendered once by the
 * shell inside the signed-in layout; the terminal panel is its sibling (terminal-panel.tsx).
 */
export function KeyboardLayer() {
  const shell = useConsole();
  const { user, routes, path } = shell;
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [shown, setShown] = useState<ShownResult | null>(null);
  const [recent, setRecent] = useState<string[]>(() => loadRecent(storage(), user.userId));
  const [benchEntries, setBenchEntries] = useState<PaletteEntry[]>([]);

  useEffect(() => setRecent(loadRecent(storage(), user.userId)), [user.userId]);

  const openPaths = useMemo(() => new Set(routes.filter((r) => hasPage(r.name)).map((r) => r.path)), [routes]);
  const canOpen = useCallback((route: RouteDef) => openPaths.has(route.path), [openPaths]);
  const canOpenPath = useCallback((p: string) => opensInConsole(shell.permissionNodes, p), [shell.permissionNodes]);
  const chords = useMemo(() => goChords((p) => openPaths.has(p)), [openPaths]);

  // Pages (and bench entries) are indexed when the routes change; commands each time the palette
  // opens or the page changes, since `when` may depend on either.
  const pagesIndexed = useMemo(() => indexEntries([...pageEntries(routes, canOpen, chords), ...benchEntries]), [routes, canOpen, chords, benchEntries]);
  const ctx = useMemo(() => webContext(shell), [shell]);
  const commandsIndexed = useMemo(
    () => (paletteOpen ? indexEntries([...commandEntries(consoleRegistry, ctx), ...actionEntries(actionsFor([...CONSOLE_ACTIONS, ...paletteActions()], { path }))], 1_000_000) : []),
    // paletteOpen: re-evaluate `when` on every open; while closed, nothing is built (the layer's
    // first render was a long task on a phone).
    [ctx, path, paletteOpen],
  );
  // The open record's and the selection's commands, as the page offers them now (page-context.ts).
  const pageContext = usePageContextEntries();
  const contextIndexed = useMemo(() => indexEntries(contextEntries(pageContext, consoleRegistry, ctx), 2_000_000), [pageContext, ctx]);
  // Saved views (yours and the team's), asked for each time the palette opens.
  const [views, setViews] = useState<SavedView[]>([]);
  useEffect(() => {
    if (!paletteOpen) return undefined;
    let live = true;
    shell.api.call('getSavedViews', {}, { silent: true }).then(
      (answer) => live && setViews(answer.list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [paletteOpen, shell.api]);
  const viewsIndexed = useMemo(() => indexEntries(savedViewEntries(views), 3_000_000), [views]);
  const index = useMemo(() => combineIndexes(contextIndexed, pagesIndexed, viewsIndexed, commandsIndexed), [contextIndexed, pagesIndexed, viewsIndexed, commandsIndexed]);

  // Commands the user may not run, shown greyed when a query names them ("why can't I").
  const locked = useMemo(() => lockedCommands(consoleRegistry, ctx), [ctx]);
  const registryShortcuts = useMemo(() => consoleRegistry.shortcuts(ctx), [ctx]);
  const sheet = useMemo(() => shortcutSheet(chords, registryShortcuts, keyContexts()), [chords, registryShortcuts]);

  useEffect(() => {
    if (BENCH_ENTRIES <= 0) return;
    let live = true;
    void import('./palette-bench').then(({ syntheticEntries }) => {
      if (!live) return;
      enablePalettePerf();
      setBenchEntries(syntheticEntries(BENCH_ENTRIES));
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (benchEntries.length > 0) window.__CAREOPS_PALETTE_BENCH_READY__ = index.parts.reduce((n, part) => n + part.length, 0);
  }, [benchEntries, index]);

  const openPalette = useCallback((initial: string, at: number) => {
    markOpenStart(at);
    setShown(null);
    setSheetOpen(false);
    setInitialQuery(initial);
    setPaletteOpen(true);
  }, []);

  const runAction = useCallback(
    (id: string) => [...CONSOLE_ACTIONS, ...paletteActions()].find((a) => a.id === id)?.run({ console: shell, openSheet: () => setSheetOpen(true) }),
    [shell],
  );

  const runCommandById = useCallback(
    (id: string) => {
      const command = consoleRegistry.get(id);
      if (command) void runWebCommand(command, shell, { showResult: setShown });
    },
    [shell],
  );

  // A context command runs with the page's arguments, then the page reloads what it shows.
  const runContextEntry = useCallback(
    (entryId: string) => {
      if (!contextIndexed.some((e) => e.entry.id === entryId)) return;
      const entry = pageContext[Number(entryId.slice(CONTEXT_ENTRY_PREFIX.length))];
      const command = entry && consoleRegistry.get(entry.commandId);
      if (!entry || !command) return;
      if (entry.run) return entry.run();
      void runWebCommand(command, shell, { showResult: setShown }, { args: entry.args, ...(entry.after ? { after: entry.after } : {}) });
    },
    [shell, pageContext, contextIndexed],
  );

  const searchRecords = useCallback<RecordSearcher>(
    async (q, signal) => {
      const { hits } = await shell.api.call('searchRecords', { q }, { silent: true, signal });
      // The server filters by permission and station; also drop pages this console does not have yet.
      return hits.filter((hit) => opensInConsole(shell.permissionNodes, hit.path));
    },
    [shell.api, shell.permissionNodes],
  );

  const choose = useCallback(
    (entry: PaletteEntry) => {
      setPaletteOpen(false);
      if (entry.kind === 'record') return shell.navigate(entry.hint);
      // Context commands are about what is open now: not kept among the recent entries.
      if (entry.scope) return runContextEntry(entry.id);
      setRecent(rememberRecent(storage(), user.userId, entry.id));
      if (entry.kind === 'page') shell.navigate(entry.hint);
      else if (entry.kind === 'action') runAction(entry.id.slice('action:'.length));
      else runCommandById(entry.id.slice('command:'.length));
    },
    [shell, runAction, runCommandById, runContextEntry, user.userId],
  );

  const bindings = useMemo(
    () => [
      { id: 'layer:palette', keys: PALETTE_SHORTCUT },
      { id: 'layer:paletteCommands', keys: PALETTE_COMMANDS_SHORTCUT },
      { id: 'layer:terminal', keys: TERMINAL_SHORTCUT },
      { id: 'layer:shortcuts', keys: SHEET_SHORTCUT },
      ...chords.map((c) => ({ id: `chord:${c.path}`, keys: c.keys })),
      ...registryShortcuts.map((s) => ({ id: `command:${s.id}`, keys: s.shortcut })),
      ...contextIndexed.flatMap(({ entry }) => (entry.shortcut ? [{ id: entry.id, keys: entry.shortcut }] : [])),
    ],
    [chords, registryShortcuts, contextIndexed],
  );

  const pending = useKeymap(
    bindings,
    (id, event) => {
      if (id === 'layer:palette') {
        if (paletteOpen) setPaletteOpen(false);
        else openPalette('', event.timeStamp);
      } else if (id === 'layer:paletteCommands') openPalette('>', event.timeStamp);
      else if (id === 'layer:terminal') {
        setPaletteOpen(false);
        toggleTerminal();
      } else if (id === 'layer:shortcuts') setSheetOpen(true);
      else if (id.startsWith('chord:')) shell.navigate(id.slice('chord:'.length));
      else if (id.startsWith('command:')) runCommandById(id.slice('command:'.length));
      else if (id.startsWith(CONTEXT_ENTRY_PREFIX)) runContextEntry(id);
    },
    { isMac: IS_MAC },
  );

  useEffect(() => {
    const onPalette = (event: Event) => openPalette(detailOf<PaletteEventDetail>(event).query ?? '', event.timeStamp);
    const onSheet = () => setSheetOpen(true);
    window.addEventListener(PALETTE_EVENT, onPalette);
    window.addEventListener(SHORTCUTS_EVENT, onSheet);
    return () => {
      window.removeEventListener(PALETTE_EVENT, onPalette);
      window.removeEventListener(SHORTCUTS_EVENT, onSheet);
    };
  }, [openPalette]);

  return (
    <>
      <CommandPalette
        open={paletteOpen}
        onOpenChange={setPaletteOpen}
        initialQuery={initialQuery}
        index={index}
        recent={recent}
        isMac={IS_MAC}
        onChoose={choose}
        searchRecords={searchRecords}
        locked={locked}
        api={shell.api}
      />
      <ShortcutSheet open={sheetOpen} onOpenChange={setSheetOpen} sections={sheet} isMac={IS_MAC} />
      <ResultDialog shown={shown} onClose={() => setShown(null)} onOpen={shell.navigate} canOpen={canOpenPath} />
      <ChordIndicator strokes={pending} />
    </>
  );
}
