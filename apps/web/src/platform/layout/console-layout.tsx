import { t } from '@careops/core/i18n';
import { areaRoutes, buildMenu, homeRoute, type RouteDef } from '@careops/core/permissions';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useLocation, useSearch } from 'wouter';
import { logout } from '../auth/session';
import { useSessionContext } from '../auth/use-session';
import { prepareDatesWhenIdle } from '../settings/prepare-dates';
import { useSettings } from '../settings/settings-store';
import { ConsoleContext } from '../shell/console-context';
import { menuWithPages } from '../shell/console-routes';
import { useDocumentTitle } from '../shell/document-title';
import { consoleOverlays, hasPage } from '../contributions/contributions';
import { startLiveEvents, stopLiveEvents } from '../live/live-events';
import { bumpGeneration } from '../shell/page-generations';
import { PageOutlet } from '../shell/page-outlet';
import { opensPage, resolveLocation } from '../shell/resolve-location';
import { useConsoleValue, type ConsoleDialogs } from '../shell/use-console-value';
import { TerminalPanel } from '../terminal/terminal-panel';
import { ConfirmHost } from '../../ui/confirm-dialog';
import { setSidebarOpened, useAppState, useDeviceTracking } from './app-state';
import { DeferredKeyboardLayer } from './keyboard-loader';
import { Sidebar } from './sidebar';
import { visitTab } from './tags-view/tabs-model';
import { restoreTabs, setTabs } from './tags-view/tabs-store';
import { TagsView } from './tags-view/tags-view';
import { TopBar } from './top-bar';

// Dialogs load the first time they open; the shell's first load stays small.
const SettingsPanel = lazy(() => import('../settings/settings-panel').then((m) => ({ default: m.SettingsPanel })));
const ChangePasswordDialog = lazy(() => import('../auth/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

function parentOf(route: RouteDef, routes: readonly RouteDef[] = [homeRoute, ...areaRoutes], parent?: RouteDef): RouteDef | undefined {
  for (const r of routes) {
    if (r === route) return parent;
    const found = r.children ? parentOf(route, r.children, r) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** A hidden page lights up the menu entry it belongs to: Home for home's children, else its group. */
function menuPathOf(route: RouteDef, path: string): string {
  if (!route.hidden) return path;
  const parent = parentOf(route);
  if (!parent || parent === homeRoute) return '/home';
  return parent.path;
}

interface ShownPage {
  route: RouteDef;
  path: string;
  search: string;
}

/** The signed-in console: sidebar, top bar, tabs and the page (spec §2 Layout). */
export function ConsoleLayout() {
  const [path] = useLocation();
  const search = useSearch();
  const { user, permissionNodes } = useSessionContext();
  const settings = useSettings();
  const { sidebarOpened, device } = useAppState();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [dialogsUsed, setDialogsUsed] = useState({ password: false, settings: false });
  const [shown, setShown] = useState<ShownPage | null>(null);
  const restoredFor = useRef<number | null>(null);
  useDeviceTracking();

  if (user && restoredFor.current !== user.userId) {
    restoredFor.current = user.userId;
    restoreTabs(user.userId);
  }

  const resolution = useMemo(() => resolveLocation(path, permissionNodes), [path, permissionNodes]);
  const page = resolution.kind === 'page' ? { route: resolution.route, path, search } : shown;

  useEffect(() => {
    const query = search ? `?${search}` : '';
    if (resolution.kind === 'redirect') navigate(resolution.to, { replace: true });
    else if (resolution.kind === 'canonical') navigate(resolution.to + query, { replace: true });
    else if (resolution.kind === 'refresh') {
      bumpGeneration(resolution.to.split('?', 1)[0] ?? resolution.to);
      navigate(resolution.to + (resolution.to.includes('?') ? '' : query), { replace: true });
    } else {
      setShown({ route: resolution.route, path, search });
      setTabs((tabs) => visitTab(tabs, { path, fullPath: path + query, title: resolution.route.title, pinned: path === '/home' }));
    }
  }, [resolution, path, search]);

  // Mobile mode: the sidebar drawer closes on navigation (spec §4), and with Escape.
  useEffect(() => {
    if (device === 'mobile') setSidebarOpened(false);
  }, [path, device]);
  useEffect(() => {
    if (device !== 'mobile' || !sidebarOpened) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSidebarOpened(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [device, sidebarOpened]);

  useDocumentTitle(page?.route.title);

  const dialogs = useMemo<ConsoleDialogs>(
    () => ({
      openChangePassword: () => {
        setDialogsUsed((u) => ({ ...u, password: true }));
        setPasswordOpen(true);
      },
      openSettings: () => {
        setDialogsUsed((u) => ({ ...u, settings: true }));
        setSettingsOpen(true);
      },
    }),
    [],
  );
  const value = useConsoleValue(path, dialogs);
  // The live stream (alarms, queues, notifications) lives as long as the signed-in console.
  useEffect(() => {
    startLiveEvents();
    return stopLiveEvents;
  }, []);
  useEffect(() => prepareDatesWhenIdle(), []);
  const menu = useMemo(() => menuWithPages(buildMenu(permissionNodes)), [permissionNodes]);
  const canOpen = useCallback((target: string) => opensPage(target, permissionNodes), [permissionNodes]);

  if (!value || !user) return null;
  const mobile = device === 'mobile';
  const offset = mobile ? '' : sidebarOpened ? 'ml-sidebar' : 'ml-sidebar-collapsed';

  return (
    <ConsoleContext.Provider value={value}>
      <div className="min-h-full" data-testid="console-layout" data-device={device} data-fixed-header={settings.fixedHeader}>
        <a href="#console-main" className="sr-only z-[70] rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          {t('web.layout.skipToContent')}
        </a>
        <Sidebar menu={menu} path={page ? menuPathOf(page.route, page.path) : path} />
        {mobile && sidebarOpened && (
          <div data-testid="sidebar-backdrop" aria-hidden="true" className="fixed inset-0 z-30 bg-black/30" onClick={() => setSidebarOpened(false)} />
        )}
        <div className={`flex min-h-full flex-col transition-[margin] duration-200 ${offset}`}>
          <header data-testid="console-header" className={settings.fixedHeader ? 'sticky top-0 z-20' : 'relative z-20'}>
            <TopBar
              user={user}
              api={value.api}
              route={page?.route ?? null}
              canOpen={canOpen}
              onHome={() => navigate('/home')}
              onChangePassword={dialogs.openChangePassword}
              onSettings={dialogs.openSettings}
              onLogout={() => void logout()}
            />
            {settings.tagsView && <TagsView path={path} />}
          </header>
          <main id="console-main" tabIndex={-1} className="flex-1 focus:outline-none">
            {page && hasPage(page.route.name) && <PageOutlet route={page.route} path={page.path} search={page.search} />}
          </main>
        </div>
        <Suspense fallback={null}>
          {dialogsUsed.settings && <SettingsPanel open={settingsOpen} onOpenChange={setSettingsOpen} />}
          {dialogsUsed.password && <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />}
          {consoleOverlays().map((Overlay, index) => (
            <Overlay key={index} />
          ))}
        </Suspense>
        <ConfirmHost />
        <DeferredKeyboardLayer />
        <TerminalPanel />
      </div>
    </ConsoleContext.Provider>
  );
}
