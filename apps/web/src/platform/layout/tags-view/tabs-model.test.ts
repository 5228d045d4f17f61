import { describe, expect, it } from 'vitest';
import { HOME_TAB, closeAllTabs, closeOtherTabs, closeTab, fallbackAfterClose, sanitizeTabs, visitTab, type Tab } from './tabs-model';

const tab = (path: string, title = path): Tab => ({ path, fullPath: path, title, pinned: false });

describe('tabs model', () => {
  const open = [HOME_TAB, tab('/a'), tab('/b'), tab('/c')];

  it('appends a new page and updates the query of an open one', () => {
    expect(visitTab([HOME_TAB], tab('/a')).map((t) => t.path)).toEqual(['/home', '/a']);
    const updated = visitTab(open, { ...tab('/b'), fullPath: '/b?page=2' });
    expect(updated.map((t) => t.path)).toEqual(['/home', '/a', '/b', '/c']);
    expect(updated[2]?.fullPath).toBe('/b?page=2');
  });

  it('never closes the pinned Home tab', () => {
    expect(closeTab(open, '/home')).toEqual(open);
    expect(closeAllTabs(open)).toEqual([HOME_TAB]);
    expect(closeOtherTabs(open, '/b').map((t) => t.path)).toEqual(['/home', '/b']);
  });

  it('goes to the last remaining tab after closing the active one, else Home', () => {
    expect(fallbackAfterClose(closeTab(open, '/c'))).toBe('/b');
    expect(fallbackAfterClose([])).toBe('/home');
  });

  it('keeps only well-formed stored tabs and always restores Home first', () => {
    const restored = sanitizeTabs([tab('/a'), { path: 'x' }, tab('/a'), { ...tab('/b'), fullPath: '/elsewhere' }, null]);
    expect(restored.map((t) => t.path)).toEqual(['/home', '/a']);
    expect(sanitizeTabs('garbage')).toEqual([HOME_TAB]);
  });
});
