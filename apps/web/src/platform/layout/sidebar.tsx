import { t } from '@careops/core/i18n';
import type { MenuItem } from '@careops/core/permissions';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSettings } from '../settings/settings-store';
import { Icon } from '../../ui/icon';
import { Logo } from '../../ui/logo';
import { useAppState } from './app-state';

export interface SidebarProps {
  menu: MenuItem[];
  /** The menu path of the open page (for a hidden page, the entry it belongs to). */
  path: string;
}

const contains = (item: MenuItem, path: string): boolean =>
  item.path === path || (item.children ?? []).some((c) => contains(c, path));

function MenuEntry({ item, path, collapsed, depth }: { item: MenuItem; path: string; collapsed: boolean; depth: number }) {
  const active = contains(item, path);
  const [expanded, setExpanded] = useState(active);
  const open = expanded || (active && !collapsed);
  const pad = collapsed ? 'justify-center px-0' : depth === 0 ? 'px-5' : 'pl-10 pr-5';

  if (!item.children?.length) {
    return (
      <li>
        <Link
          href={item.path}
          aria-current={item.path === path ? 'page' : undefined}
          title={collapsed ? item.title : undefined}
          data-testid={`menu-item-${item.name}`}
          className={`flex min-h-12 items-center gap-3 border-l-4 py-2 text-sm ${pad} ${item.path === path ? 'border-primary bg-sidebar-hover text-white' : 'border-transparent text-sidebar-text hover:bg-sidebar-hover hover:text-white'}`}
        >
          {depth === 0 && <Icon name={item.icon} className="size-5 shrink-0" />}
          <span className={collapsed ? 'sr-only' : 'min-w-0 leading-snug break-words'}>{item.title}</span>
        </Link>
      </li>
    );
  }

  const listId = `menu-group-${item.name}`;
  return (
    <li className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        title={collapsed ? item.title : undefined}
        data-testid={`menu-group-${item.name}`}
        onClick={() => setExpanded(!open)}
        className={`flex min-h-12 w-full items-center gap-3 border-l-4 border-transparent py-2 text-sm hover:bg-sidebar-hover hover:text-white ${pad} ${active ? 'text-white' : 'text-sidebar-text'}`}
      >
        <Icon name={item.icon} className="size-5 shrink-0" />
        <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 text-left leading-snug break-words'}>{item.title}</span>
        {!collapsed && <Icon name={open ? 'chevron-down' : 'chevron-right'} className="size-4 shrink-0" />}
      </button>
      {open && (
        <ul id={listId} className={collapsed ? 'absolute top-0 left-full z-40 w-48 rounded-r bg-sidebar-sub py-1 shadow-lg' : 'bg-sidebar-sub'}>
          {item.children.map((child) => (
            <MenuEntry key={child.path} item={child} path={path} collapsed={false} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The sidebar (spec §2 Layout): the title, the optional logo, and the menu of permitted
 * pages. 210 px open; on desktop it collapses to icons, on mobile it is a drawer.
 */
export function Sidebar({ menu, path }: SidebarProps) {
  const { sidebarOpened, device } = useAppState();
  const { sidebarLogo } = useSettings();
  const mobile = device === 'mobile';
  const collapsed = !mobile && !sidebarOpened;
  const hidden = mobile && !sidebarOpened;
  const width = collapsed ? 'w-sidebar-collapsed' : 'w-sidebar';

  return (
    <aside
      id="console-sidebar"
      data-testid="sidebar"
      data-state={hidden ? 'hidden' : collapsed ? 'collapsed' : 'open'}
      hidden={hidden}
      className={`fixed inset-y-0 left-0 z-40 flex flex-col bg-sidebar transition-[width] duration-200 ${width}`}
    >
      <div className={`flex min-h-12 shrink-0 items-center gap-2 py-2 ${collapsed ? 'justify-center' : 'px-4'}`} data-testid="sidebar-title">
        {sidebarLogo && <Logo className="size-7 shrink-0" />}
        <span className={collapsed ? 'sr-only' : 'text-sm leading-tight font-semibold text-white'}>{t('app.productName')}</span>
      </div>
      <nav aria-label={t('web.sidebar.label')} className={`flex-1 ${collapsed ? '' : 'overflow-y-auto'}`}>
        <ul>
          {menu.map((item) => (
            <MenuEntry key={item.path} item={item} path={path} collapsed={collapsed} depth={0} />
          ))}
        </ul>
      </nav>
    </aside>
  );
}
