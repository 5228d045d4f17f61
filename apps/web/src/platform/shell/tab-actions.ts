import { navigate } from 'wouter/use-browser-location';
import { closeAllTabs, closeOtherTabs, closeTab, fallbackAfterClose, type Tab } from '../layout/tags-view/tabs-model';
import { setTabs, tabsStore } from '../layout/tags-view/tabs-store';
import { refreshUrl } from './resolve-location';

const currentPath = () => window.location.pathname;

function tabOf(path: string): Tab | undefined {
  return tabsStore.get().find((t) => t.path === path);
}

/** Re-mounts a page through the /redirect helper (the tags-view "refresh"). */
export function refreshTab(path: string = currentPath()): void {
  const fullPath = path === currentPath() ? path + window.location.search : (tabOf(path)?.fullPath ?? path);
  navigate(refreshUrl(fullPath), { replace: true });
}

/** Closes a tab (never a pinned one); closing the active tab goes to the last one or Home. */
export function closeTabAt(path: string): void {
  const tab = tabOf(path);
  if (!tab || tab.pinned) return;
  setTabs((tabs) => closeTab(tabs, path));
  if (path === currentPath()) navigate(fallbackAfterClose(tabsStore.get()));
}

/** Keeps the pinned tabs and this one, and shows it. */
export function closeOtherTabsThan(path: string): void {
  const tab = tabOf(path);
  setTabs((tabs) => closeOtherTabs(tabs, path));
  if (tab && path !== currentPath()) navigate(tab.fullPath);
}

/** Keeps only the pinned tabs; when the open page was closed, goes to the last one (Home). */
export function closeEveryTab(): void {
  setTabs(closeAllTabs);
  const remaining = tabsStore.get();
  if (!remaining.some((t) => t.path === currentPath())) navigate(fallbackAfterClose(remaining));
}
