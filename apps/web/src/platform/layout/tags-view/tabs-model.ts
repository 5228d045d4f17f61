import { homeRoute } from '@careops/core';

/** One open page in the tags view. */
export interface Tab {
  /** Location path without query: the tab's identity. */
  path: string;
  /** Path with query, what the tab navigates back to. */
  fullPath: string;
  title: string;
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
    const { path, fullPath, title } = item as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/') || typeof fullPath !== 'string' || !fullPath.startsWith(path)) continue;
    if (typeof title !== 'string' || tabs.some((t) => t.path === path)) continue;
    tabs.push({ path, fullPath, title, pinned: path === HOME_TAB.path });
  }
  return tabs.some((t) => t.path === HOME_TAB.path) ? withPinnedFirst(tabs) : [HOME_TAB, ...tabs];
}
