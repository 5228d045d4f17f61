import { canOpenPath, routeForPath, type AccessNode } from '@careops/core/permissions';
import { hasPage } from '../contributions/contributions';

/**
 * Whether a concrete path ('/system/user?id=1') leads somewhere for this user: her nodes allow
 * it and the console has its page. Record hits and table rows offer "open" only then.
 */
export function opensInConsole(nodes: readonly AccessNode[], path: string): boolean {
  const route = routeForPath(path);
  return route !== undefined && hasPage(route.name) && canOpenPath(nodes, path);
}
