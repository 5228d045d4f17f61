import type { CommandContext } from '@careops/core/commands';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { apis, logout } from '../auth/session';
import { useSessionContext } from '../auth/use-session';
import { confirmDialog } from '../../ui/confirm-dialog';
import type { ConsoleContextValue } from './console-context';
import { consoleRoutes } from './console-routes';
import { closeTabAt, refreshTab } from './tab-actions';
import { hasPage } from '../contributions/contributions';

export interface ConsoleDialogs {
  openChangePassword(): void;
  openSettings(): void;
}

/** Builds what the shell offers to pages, the keyboard layer and the terminal panel. */
export function useConsoleValue(path: string, dialogs: ConsoleDialogs): ConsoleContextValue | null {
  const session = useSessionContext();
  const { user, permissions, permissionNodes } = session;
  const routes = useMemo(() => consoleRoutes(permissionNodes), [permissionNodes]);

  return useMemo(() => {
    if (!user) return null;
    const go = (to: string) => navigate(to);
    const commandContext = (channel: 'web' | 'terminal'): CommandContext => ({
      api: apis[channel],
      channel,
      session: { user, permissions },
      navigate: go,
      confirm: confirmDialog,
      signOut: logout,
      currentPath: window.location.pathname + window.location.search,
      hasPage,
    });
    return {
      user,
      permissions,
      permissionNodes,
      routes,
      api: apis.web,
      path,
      navigate: go,
      refreshPage: () => refreshTab(),
      closeTab: closeTabAt,
      openChangePassword: dialogs.openChangePassword,
      openSettings: dialogs.openSettings,
      logout,
      commandContext,
    };
  }, [user, permissions, permissionNodes, routes, path, dialogs]);
}
