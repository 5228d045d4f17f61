import type { PermissionNode } from './permission-catalogue';
import { matchRoutePath, hasParams } from './route-match';
import { areaRoutes, flattenRoutes, homeRoute, publicRoutes, type RouteDef } from './route-table';

/** What the access helpers read of a permission node. */
export type AccessNode = Pick<PermissionNode, 'code' | 'ismenu'>;

/** Codes of the nodes flagged as menus (spec §6: only those grant routes). */
export function grantedCodes(nodes: readonly AccessNode[]): Set<string> {
  return new Set(nodes.filter((n) => n.ismenu === 1).map((n) => n.code));
}

function firstLeaf(routes: readonly RouteDef[]): RouteDef | undefined {
  return flattenRoutes([...routes]).find((r) => !r.children?.length && !r.hidden && !hasParams(r.path));
}

/*
 * A leaf route is kept when its own node is granted. A route with children is a container:
 * it is kept when at least one child is kept, with only those children. Granting a parent's
 * node alone grants nothing: it neither opens the children (a role must list each page,
 * hidden detail pages included) nor shows an empty group.
 */
function keep(route: RouteDef, granted: ReadonlySet<string>): RouteDef | undefined {
  if (!route.children?.length) return granted.has(route.name) ? route : undefined;
  const children = route.children.map((c) => keep(c, granted)).filter((c): c is RouteDef => c !== undefined);
  if (children.length === 0) return undefined;
  const kept: RouteDef = { ...route, children };
  // Point the redirect at a permitted page when its usual target was filtered out.
  if (route.redirect && route.redirect !== 'noRedirect' && !flattenRoutes(children).some((r) => r.path === route.redirect)) {
    kept.redirect = firstLeaf(children)?.path ?? 'noRedirect';
  }
  return kept;
}

/**
 * The routes a user may open: home (granted to every signed-in user) followed by the area
 * routes filtered by the user's menu nodes (see `keep` above for the parent rule). Route-table
 * order is kept; the menu sorts by the nodes' `num`.
 */
export function accessibleRoutes(nodes: readonly AccessNode[]): RouteDef[] {
  const granted = grantedCodes(nodes);
  const areas = areaRoutes.map((r) => keep(r, granted)).filter((r): r is RouteDef => r !== undefined);
  return [homeRoute, ...areas];
}

const homeAndPublic = new Set<RouteDef>([...publicRoutes, ...flattenRoutes([homeRoute])]);
// Literal routes before parameterised ones, so '/product/edit-service' never reads as an id.
const everyRoute = [...publicRoutes, ...flattenRoutes([homeRoute]), ...flattenRoutes(areaRoutes)];
const lookupOrder = [...everyRoute.filter((r) => !hasParams(r.path)), ...everyRoute.filter((r) => hasParams(r.path))];

/** The route (public, home or area) a concrete path like '/order/service-order-detail/42' opens. */
export function routeForPath(path: string): RouteDef | undefined {
  return lookupOrder.find((r) => matchRoutePath(r.path, path) !== undefined);
}

/**
 * Whether a user with these nodes may open a concrete path: public and home routes always,
 * area routes when `accessibleRoutes` keeps them; unknown paths never.
 */
export function canOpenPath(nodes: readonly AccessNode[], path: string): boolean {
  const route = routeForPath(path);
  if (!route) return false;
  if (homeAndPublic.has(route)) return true;
  return keep(route, grantedCodes(nodes)) !== undefined;
}
