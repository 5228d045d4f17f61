import { createContext, useContext } from 'react';
import type { ApiClient } from '@careops/core/client';
import type { CommandContext } from '@careops/core/commands';
import type { SessionUser } from '@careops/core/contract';
import type { PermissionNode, RouteDef } from '@careops/core/permissions';

/**
 * What the console shell offers to everything mounted inside it (pages, the keyboard layer,
 * the terminal panel). The shell (apps/web/src/shell) provides it; nothing else creates one.
 */
export interface ConsoleContextValue {
  user: SessionUser;
  /** Codes of every permission node the user holds. */
  permissions: ReadonlySet<string>;
  permissionNodes: PermissionNode[];
  /** Routes the user may open (public and hidden ones included), flattened. */
  routes: RouteDef[];
  api: ApiClient;
  /** The current location path, e.g. '/order/order-list'. */
  path: string;
  navigate(path: string): void;
  /** Re-mounts the current page (the tags-view "refresh"). */
  refreshPage(): void;
  closeTab(path: string): void;
  openChangePassword(): void;
  openSettings(): void;
  logout(): Promise<void>;
  /** Builds the context handed to registry commands run from the web (`channel` web or terminal). */
  commandContext(channel: 'web' | 'terminal'): CommandContext;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole must be used inside the console shell');
  return value;
}
