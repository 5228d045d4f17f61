import { accessibleRoutes, flattenRoutes, publicRoutes, type AccessNode, type MenuItem, type RouteDef } from '@careops/core/permissions';
import { hasPage } from '../contributions/contributions';

/** Keeps the routes that have a page (or, for groups, a descendant that has one). */
function withPages(routes: readonly RouteDef[]): RouteDef[] {
  return routes.flatMap((route) => {
    if (!route.children?.length) return hasPage(route.name) ? [route] : [];
    const children = withPages(route.children);
    return children.length ? [{ ...route, children }] : [];
  });
}

/**
 * The routes a user can actually open in this console: public ones, plus the permitted
 * routes that have a page (flattened, hidden ones included). What the palette may offer.
 */
export function consoleRoutes(nodes: readonly AccessNode[]): RouteDef[] {
  return [...publicRoutes, ...flattenRoutes(withPages(accessibleRoutes(nodes)))];
}

/**
 * The menu without entries whose page does not exist yet; a group left with a single entry
 * collapses into it, as core's buildMenu does for hidden children.
 */
export function menuWithPages(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (!item.children?.length) return hasPage(item.name) ? [item] : [];
    const children = menuWithPages(item.children);
    const [only] = children;
    if (!only) return [];
    if (children.length === 1) return [{ ...only, icon: only.icon || item.icon, num: item.num }];
    return [{ ...item, children }];
  });
}
