import { t } from '@careops/core/i18n';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { closeEveryTab, closeOtherTabsThan, closeTabAt, refreshTab } from '../../shell/tab-actions';
import { Icon } from '../../../ui/icon';
import { MenuList } from '../../../ui/menu-list';
import { tabLabel, type Tab } from './tabs-model';
import { useTabs } from './tabs-store';

interface OpenMenu {
  tab: Tab;
  x: number;
  y: number;
}

/**
 * The tabs of visited pages (spec §2 Layout): click opens, middle-click or × closes, the
 * context menu (right-click, or Shift+F10 / the Menu key on a tab) refreshes and closes.
 * Home is pinned and never closes.
 */
export function TagsView({ path }: { path: string }) {
  const tabs = useTabs();
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());

  // With more tabs than fit, the active one scrolls into view (within the strip only), also
  // when a tab's width changes (named after its record once loaded). Measured in the next frame:
  // read in the effect, the positions forced a layout in the middle of the page's first commit.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const link = links.current.get(path);
      const strip = link?.closest('ul');
      if (!link || !strip) return;
      const item = link.parentElement ?? link;
      const left = item.offsetLeft - strip.offsetLeft;
      if (left < strip.scrollLeft) strip.scrollLeft = left;
      else if (left + item.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = left + item.offsetWidth - strip.clientWidth;
    });
    return () => cancelAnimationFrame(frame);
  }, [path, tabs]);

  const openMenuAt = (tab: Tab, x: number, y: number) => setMenu({ tab, x: Math.min(x, window.innerWidth - 180), y });

  const onContextMenu = (tab: Tab) => (event: MouseEvent) => {
    event.preventDefault();
    openMenuAt(tab, event.clientX, event.clientY);
  };

  const onKeyDown = (tab: Tab) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      const box = event.currentTarget.getBoundingClientRect();
      openMenuAt(tab, box.left, box.bottom);
    } else if (event.key === 'Delete' && !tab.pinned) {
      event.preventDefault();
      closeTabAt(tab.path);
    }
  };

  const onAuxClick = (tab: Tab) => (event: MouseEvent) => {
    if (event.button !== 1) return;
    event.preventDefault();
    closeTabAt(tab.path);
  };

  return (
    <div className="relative border-b border-gray-200 bg-white shadow-sm" data-testid="tags-view">
      <ul aria-label={t('web.tabs.label')} className="flex h-9 items-center gap-1 overflow-x-auto px-2">
        {tabs.map((tab) => {
          const active = tab.path === path;
          return (
            <li
              key={tab.path}
              data-testid="tab"
              data-path={tab.path}
              data-active={active}
              className={`flex h-7 shrink-0 items-center rounded-sm border text-xs ${active ? 'border-primary-strong bg-primary-strong text-white' : 'border-gray-300 bg-white text-gray-800'}`}
            >
              <Link
                href={tab.fullPath}
                ref={(el: HTMLAnchorElement | null) => {
                  if (el) links.current.set(tab.path, el);
                  else links.current.delete(tab.path);
                }}
                aria-current={active ? 'page' : undefined}
                aria-haspopup="menu"
                className="flex h-full items-center gap-1.5 px-2"
                onContextMenu={onContextMenu(tab)}
                onKeyDown={onKeyDown(tab)}
                onAuxClick={onAuxClick(tab)}
                onMouseDown={(e: MouseEvent) => e.button === 1 && e.preventDefault()}
              >
                {active && <span aria-hidden="true" className="size-2 rounded-full bg-white" />}
                {tabLabel(tab)}
              </Link>
              {!tab.pinned && (
                <button
                  type="button"
                  aria-label={t('web.tabs.closeNamed', { title: tabLabel(tab) })}
                  data-testid="tab-close"
                  className="mr-0.5 inline-flex size-6 items-center justify-center rounded-full hover:bg-black/20"
                  onClick={() => closeTabAt(tab.path)}
                >
                  <Icon name="x" className="size-3" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {menu && (
        <MenuList
          label={t('web.tabs.menu', { title: tabLabel(menu.tab) })}
          testId="tab-menu"
          className="fixed"
          style={{ left: menu.x, top: menu.y }}
          onClose={(reason) => {
            const tab = menu.tab;
            setMenu(null);
            if (reason === 'dismiss') links.current.get(tab.path)?.focus();
          }}
          items={[
            { id: 'refresh', label: t('web.tabs.refresh'), onSelect: () => refreshTab(menu.tab.path) },
            { id: 'close', label: t('web.tabs.close'), disabled: menu.tab.pinned, onSelect: () => closeTabAt(menu.tab.path) },
            { id: 'close-others', label: t('web.tabs.closeOthers'), onSelect: () => closeOtherTabsThan(menu.tab.path) },
            { id: 'close-all', label: t('web.tabs.closeAll'), onSelect: closeEveryTab },
          ]}
        />
      )}
    </div>
  );
}
