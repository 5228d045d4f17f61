import { homeRoute } from '@careops/core/permissions';

/** One open page in the tags view. */
export interface Tab {
  /** Location path without query: the tab's identity. */
  path: string;
  /** Path with query, what the tab navigates back to. */
  fullPath: string;
  /** The route's title ("order detail"). */
  title: string;
  /** The record the page shows, once it has loaded ("2026112600042"): the tab shows it instead of the route's title. */
  name?: string;
  /** Pinned tabs (Home) can never be closed. */
  pinned: boolean;
}

const homeTitle = homeRoute.children?.find((r) => r.path === '/home')?.title ?? homeRoute.title;

/** The Home tab, pinned first (spec §2: home is a pinned tab). */
export const HOME_TAB: Tab = { path: '/home', fullPath: '/home', title: homeTitle, pinned: true };

/** Pinned tabs first, in the order given, then the others in visiting order. */
function withPinnedFirst(tabs: Tab[]): Tab[] {
  return [...tabs.filter((t) => t.pinned), ...tabs.filter((t) => !t.pinned)];
}

/** Adds the visited page, or refreshes its query and title when it is open already. */
export function visitTab(tabs: Tab[], visit: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.path === visit.path);
  if (index === -1) return withPinnedFirst([...tabs, visit]);
  const open = tabs[index];
  if (open && open.fullPath === visit.fullPath && open.title === visit.title) return tabs;
  return tabs.map((t, i) => (i === index ? { ...t, fullPath: visit.fullPath, title: visit.title } : t));
}

/** The text a tab shows: its record's name, else its route's title. */
export const tabLabel = (tab: Tab): string => tab.name ?? tab.title;

/** Names (or, with undefined, un-names) the tab of a path after the record its page shows. */
export function nameTab(tabs: Tab[], path: string, name: string | undefined): Tab[] {
  const index = tabs.findIndex((t) => t.path === path);
  const open = tabs[index];
  if (!open || open.name === name) return tabs;
  return tabs.map((t, i) => {
    if (i !== index) return t;
    const { name: _previous, ...rest } = t;
    return name === undefined ? rest : { ...rest, name };
  });
}

export function closeTab(tabs: Tab[], path: string): Tab[] {
  return tabs.filter((t) => t.pinned || t.path !== path);
}

export function closeOtherTabs(tabs: Tab[], path: string): Tab[] {
  return tabs.filter((t) => t.pinned || t.path === path);
}

export function closeAllTabs(tabs: Tab[]): Tab[] {
  return tabs.filter((t) => t.pinned);
}

/**
 * Where to go after the active tab was closed: the last remaining tab, or Home
 * (spec: closing the active tab goes to the last one or Home).
 */
export function fallbackAfterClose(remaining: Tab[]): string {
  return remaining.at(-1)?.fullPath ?? HOME_TAB.fullPath;
}

/** Keeps only well-formed tabs from storage, Home always present and first. */
export function sanitizeTabs(value: unknown): Tab[] {
  const list = Array.isArray(value) ? value : [];
  const tabs: Tab[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { path, fullPath, title, name } = item as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/') || typeof fullPath !== 'string' || !fullPath.startsWith(path)) continue;
    if (typeof title !== 'string' || tabs.some((t) => t.path === path)) continue;
    tabs.push({ path, fullPath, title, ...(typeof name === 'string' ? { name } : {}), pinned: path === HOME_TAB.path });
  }
  return tabs.some((t) => t.path === HOME_TAB.path) ? withPinnedFirst(tabs) : [HOME_TAB, ...tabs];
}
