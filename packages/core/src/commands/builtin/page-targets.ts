import { isImplemented } from '../../permissions/implemented-pages';
import { homeRoute, areaRoutes, type RouteDef } from '../../permissions/route-table';

/** A page `open` may go to. */
export interface PageTarget {
  /** The route the user named (a parent resolves to one of its pages). */
  route: RouteDef;
  /** Where to navigate. */
  path: string;
  /** Title of the page navigated to. */
  title: string;
}

const hasParam = (route: RouteDef) => /[:*]/.test(route.path);

/**
 * The pages a user may open by name: home and its children for everyone signed in, and each
 * area route whose own code and every ancestor's code the user holds, among the routes that
 * have a page (or lead to one; see implementedPages). Routes with a path
 * parameter are never targets; a parent resolves to its redirect when that page is allowed,
 * else to its first allowed visible page.
 */
export function openablePages(permissions: ReadonlySet<string>): PageTarget[] {
  const targets: PageTarget[] = [];
  const leafOf = (route: RouteDef, granted: (r: RouteDef) => boolean): { path: string; title: string } | undefined => {
    const children = (route.children ?? []).filter((c) => granted(c) && !hasParam(c));
    if (children.length === 0) return route.children?.length ? undefined : { path: route.path, title: route.title };
    const preferred = children.find((c) => c.path === route.redirect) ?? children.find((c) => !c.hidden);
    return preferred ? leafOf(preferred, granted) : undefined;
  };
  const visit = (route: RouteDef, granted: (r: RouteDef) => boolean) => {
    if (!granted(route) || hasParam(route)) return;
    const leaf = leafOf(route, granted);
    if (leaf) targets.push({ route, ...leaf });
    for (const child of route.children ?? []) visit(child, granted);
  };
  visit(homeRoute, isImplemented);
  for (const area of areaRoutes) visit(area, (r) => permissions.has(r.name) && isImplemented(r));
  return targets;
}

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/^\/+/, '');
}

/**
 * The page a user means by `query`: an exact name, path or title first, then a prefix of one,
 * then a keyword prefix; ties go to the earlier route of the table.
 */
export function findPage(targets: readonly PageTarget[], query: string): PageTarget | undefined {
  const q = normalise(query);
  if (!q) return undefined;
  const keys = (target: PageTarget) => [target.route.name, target.route.path, target.route.title].map(normalise);
  return (
    targets.find((target) => keys(target).includes(q)) ??
    targets.find((target) => keys(target).some((k) => k.startsWith(q))) ??
    targets.find((target) => (target.route.keywords ?? []).some((k) => normalise(k).startsWith(q)))
  );
}
