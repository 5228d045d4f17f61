import {
  accessibleRoutes,
  canOpenPath,
  flattenRoutes,
  matchRoutePath,
  routeForPath,
  type AccessNode,
  type RouteDef,
} from '@careops/core/permissions';
import { hasPage } from '../contributions/contributions';

/** What the signed-in area shows for a location path. */
export type Resolution =
  | { kind: 'redirect'; to: string }
  /** The same page under its one spelling (`/member-detail/05/` → `/member-detail/5`), query kept. */
  | { kind: 'canonical'; to: string }
  /** The tags-view refresh helper: re-mount `to`. */
  | { kind: 'refresh'; to: string }
  | { kind: 'page'; route: RouteDef; params: Record<string, string> };

const REFRESH_PREFIX = '/redirect';

function redirectTarget(route: RouteDef, nodes: readonly AccessNode[]): string | undefined {
  const kept = flattenRoutes(accessibleRoutes(nodes)).find((r) => r.name === route.name);
  const target = kept?.redirect;
  if (!target || target === 'noRedirect') return undefined;
  const landing = routeForPath(target);
  return landing && hasPage(landing.name) ? target : undefined;
}

/**
 * Decides what a signed-in path opens (spec §2): '/' goes to /home, /redirect/* re-mounts its
 * target, unknown paths and routes without a page go to /404, routes the user lacks go to /401,
 * a group route goes to its first permitted page.
 */
export function resolveLocation(path: string, nodes: readonly AccessNode[]): Resolution {
  if (path === '/' || path === '') return { kind: 'redirect', to: '/home' };
  if (path === REFRESH_PREFIX || path.startsWith(`${REFRESH_PREFIX}/`)) {
    const to = path.slice(REFRESH_PREFIX.length) || '/';
    return { kind: 'refresh', to };
  }
  const route = routeForPath(path);
  if (!route) return { kind: 'redirect', to: '/404' };
  if (!canOpenPath(nodes, path)) return { kind: 'redirect', to: '/401' };
  if (route.children?.length) return { kind: 'redirect', to: redirectTarget(route, nodes) ?? '/404' };
  if (!hasPage(route.name)) return { kind: 'redirect', to: '/404' };
  const params = matchRoutePath(route.path, path) ?? {};
  const canonical = canonicalPath(route.path, params);
  if (canonical !== undefined && canonical !== path) return { kind: 'canonical', to: canonical };
  return { kind: 'page', route, params };
}

/**
 * The one path of a page: its pattern with the parameters filled in, numeric ids without
 * leading zeros. A record opened by any spelling of its path gets one tab and one kept-alive
 * page. Undefined for catch-all patterns, which keep the path as given.
 */
function canonicalPath(pattern: string, params: Record<string, string>): string | undefined {
  if (pattern.includes('*')) return undefined;
  const shape = '/' + pattern.split('/').filter((s) => s !== '').join('/');
  return shape.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name] ?? '';
    return encodeURIComponent(/^\d+$/.test(value) ? String(Number(value)) : value);
  });
}

/** The refresh-helper URL that re-mounts `fullPath`. */
export function refreshUrl(fullPath: string): string {
  return `${REFRESH_PREFIX}${fullPath}`;
}

/** Whether a link (path with optional query) leads to a page this user can open here. */
export function opensPage(link: string, nodes: readonly AccessNode[]): boolean {
  const path = link.split(/[?#]/, 1)[0] ?? link;
  const resolved = resolveLocation(path, nodes);
  if (resolved.kind === 'page' || resolved.kind === 'canonical') return true;
  return resolved.kind === 'redirect' && resolved.to !== '/404' && resolved.to !== '/401';
}
