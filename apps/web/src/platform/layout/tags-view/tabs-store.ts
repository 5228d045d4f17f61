import { createExternalStore, useExternalStore } from '../../../ui/external-store';
import { onSignOut } from '../../auth/sign-out';
import { HOME_TAB, nameTab, sanitizeTabs, type Tab } from './tabs-model';

/**
 * Open tabs live in sessionStorage, beside the token (spec §9): they survive a reload of this
 * browser tab, belong to the signed-in user (a different user starts with Home only) and go
 * away with the session at logout.
 */
export const TABS_KEY = 'careops.tabs';

interface StoredTabs {
  userId: number;
  tabs: Tab[];
}

export const tabsStore = createExternalStore<Tab[]>([HOME_TAB]);
let owner: number | null = null;

/** Loads the tabs saved for this user in this browser tab (Home only when none or someone else's). */
export function restoreTabs(userId: number): void {
  owner = userId;
  let tabs: Tab[] = [HOME_TAB];
  try {
    const stored = JSON.parse(sessionStorage.getItem(TABS_KEY) ?? 'null') as StoredTabs | null;
    if (stored && stored.userId === userId) tabs = sanitizeTabs(stored.tabs);
  } catch {
    // Unreadable storage: start with Home.
  }
  tabsStore.set(tabs);
}

/** Replaces the tabs and saves them for the current user. */
export function setTabs(update: (tabs: Tab[]) => Tab[]): void {
  tabsStore.set(update);
  if (owner === null) return;
  try {
    sessionStorage.setItem(TABS_KEY, JSON.stringify({ userId: owner, tabs: tabsStore.get() } satisfies StoredTabs));
  } catch {
    // Quota or private mode: tabs still work for this page's life.
  }
}

/** Names the tab of a page's path after its record (undefined: its route's title again). */
export function nameTabOf(path: string, name: string | undefined): void {
  if (tabsStore.get().find((t) => t.path === path)?.name === name) return;
  setTabs((tabs) => nameTab(tabs, path, name));
}

/** Forgets every tab (logout). */
export function clearTabs(): void {
  owner = null;
  tabsStore.set([HOME_TAB]);
  try {
    sessionStorage.removeItem(TABS_KEY);
  } catch {
    // Nothing stored.
  }
}

export function useTabs(): Tab[] {
  return useExternalStore(tabsStore);
}

onSignOut(clearTabs);
