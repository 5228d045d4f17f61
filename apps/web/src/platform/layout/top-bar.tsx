import type { SessionUser } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { RouteDef } from '@careops/core/permissions';
import type { ApiClient } from '@careops/core/client';
import { ErrorLogButton } from '../errors/error-log-button';
import { openPalette, toggleTerminal } from '../keyboard/keyboard-events';
import { MessageBell } from '../messages/message-bell';
import { Icon } from '../../ui/icon';
import { toggleSidebar, useAppState } from './app-state';
import { Breadcrumb } from './breadcrumb';
import { ConsultToggle } from './consult-toggle';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  user: SessionUser;
  api: ApiClient;
  route: RouteDef | null;
  canOpen(path: string): boolean;
  onHome(): void;
  onChangePassword(): void;
  onSettings(): void;
  onLogout(): void;
}


/** The top bar (spec §2 Layout): hamburger, breadcrumb, then the tools and the user menu. */
export function TopBar({ user, api, route, canOpen, onHome, onChangePassword, onSettings, onLogout }: TopBarProps) {
  const { sidebarOpened } = useAppState();
  return (
    <div className="flex h-12 items-center gap-2 border-b border-gray-200 bg-white px-2 shadow-sm">
      <button
        type="button"
        className="btn-icon"
        aria-label={t('web.topBar.toggleSidebar')}
        aria-expanded={sidebarOpened}
        aria-controls="console-sidebar"
        data-testid="hamburger"
        onClick={toggleSidebar}
      >
        <Icon name="menu" />
      </button>
      <Breadcrumb route={route} canOpen={canOpen} />
      <div className="ml-auto flex items-center gap-1">
        <button type="button" className="btn-icon" aria-label={t('web.topBar.palette')} title={t('web.topBar.palette')} data-testid="open-palette" onClick={() => openPalette()}>
          <Icon name="search" />
        </button>
        <button type="button" className="btn-icon hidden desktop:inline-flex" aria-label={t('web.topBar.terminal')} title={t('web.topBar.terminal')} data-testid="open-terminal" onClick={() => toggleTerminal()}>
          <Icon name="terminal" />
        </button>
        {(user.isConsult || user.consult) && <ConsultToggle />}
        <ErrorLogButton />
        <MessageBell api={api} />
        <button type="button" className="btn-icon" aria-label={t('web.settings.open')} title={t('web.settings.open')} data-testid="open-settings" onClick={onSettings}>
          <Icon name="settings" />
        </button>
        <UserMenu name={user.name || user.username} onHome={onHome} onChangePassword={onChangePassword} onLogout={onLogout} />
      </div>
    </div>
  );
}
