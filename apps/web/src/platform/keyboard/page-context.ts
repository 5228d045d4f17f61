import { useEffect, useState, useSyncExternalStore } from 'react';

/** Where a context command acts: the record that is open, or the rows selected in a list. */
export type PageContextScope = 'record' | 'selection';

/**
 * A registry command the open page offers with its arguments filled in: "disable cs" on a
 * user's page, "disable · 3 selected" on a list with a selection. The palette lists these first.
 */
export interface PageContextEntry {
  commandId: string;
  /** The command's arguments, as `validateArgs` takes them (`{ id: '12' }`, `{ ids: ['3', '4'] }`). */
  args: Record<string, unknown>;
  title: string;
  scope: PageContextScope;
  shortcut?: string;
  /** Called after the command ran (or failed): the page reloads what it shows. */
  after?(): void;
  /**
   * Runs the entry through the page instead: the page's own dialog asks for what the command
   * needs (a reason, a nurse) and runs it. The registry command still decides whether the entry
   * is offered (permission, `when`) and gives its hint.
   */
  run?(): void;
}

type Listener = () => void;

const registered = new Map<symbol, readonly PageContextEntry[]>();
const listeners = new Set<Listener>();
let snapshot: readonly PageContextEntry[] = [];

function publish(): void {
  snapshot = [...registered.values()].flat();
  for (const listener of listeners) listener();
}

/** The store behind the hook (exported for tests and the keyboard layer). */
export const pageContext = {
  set(owner: symbol, entries: readonly PageContextEntry[]): void {
    if (entries.length === 0) {
      if (!registered.delete(owner)) return;
    } else registered.set(owner, entries);
    publish();
  },
  clear(owner: symbol): void {
    if (registered.delete(owner)) publish();
  },
  entries: (): readonly PageContextEntry[] => snapshot,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The context commands of the open page, for the palette. */
export function usePageContextEntries(): readonly PageContextEntry[] {
  return useSyncExternalStore(pageContext.subscribe, pageContext.entries, pageContext.entries);
}

/**
 * Offers context commands while the calling page is visible: pass `[]` (or `active` false)
 * when it has nothing to offer. The entries are replaced whenever they change and removed when
 * the page unmounts.
 */
export function usePageContextCommands(entries: readonly PageContextEntry[], active = true): void {
  // One symbol per mounted caller.
  const [owner] = useState(() => Symbol('page-context'));
  useEffect(() => {
    pageContext.set(owner, active ? entries : []);
  }, [owner, entries, active]);
  useEffect(() => () => pageContext.clear(owner), [owner]);
}
