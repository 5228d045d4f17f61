import { areaRoutes, homeRoute, type RouteDef } from '@careops/core/permissions';

/** One breadcrumb: a title, and where it leads (none for the current page and inert parents). */
export interface Crumb {
  title: string;
  to?: string;
}

function ancestry(routes: readonly RouteDef[], name: string): RouteDef[] | undefined {
  for (const route of routes) {
    if (route.name === name) return [route];
    const below = route.children ? ancestry(route.children, name) : undefined;
    if (below) return [route, ...below];
  }
  return undefined;
}

const homePage = homeRoute.children?.find((r) => r.path === '/home');

/**
 * The breadcrumb of a route (spec §2 Layout): Home first, then the route's parents from the
 * route table, then the page itself. A parent links to its redirect unless that is
 * 'noRedirect' or not a page the user can open (`canOpen`); the last crumb never links.
 */
export function breadcrumbTrail(route: RouteDef, canOpen: (path: string) => boolean): Crumb[] {
  const home: Crumb = { title: homePage?.title ?? homeRoute.title, to: '/home' };
  if (route.name === homePage?.name) return [{ title: home.title }];
  const chain = ancestry([homeRoute, ...areaRoutes], route.name)?.filter((r) => r !== homeRoute) ?? [route];
  const crumbs = chain.map((r, i): Crumb => {
    if (i === chain.length - 1) return { title: r.title };
    const target = r.redirect;
    return target && target !== 'noRedirect' && canOpen(target) ? { title: r.title, to: target } : { title: r.title };
  });
  return [home, ...crumbs];
}
