import type { PermissionNode } from './permission-catalogue';
import { accessibleRoutes } from './route-access';
import { translatedText } from '../i18n/translate';
import { areaRoutes, homeRoute, type RouteDef } from './route-table';


/** One entry of the sidebar menu. */
export interface MenuItem {
  path: string;
  /** Route name, which is also the permission node code. */
  name: string;
  title: string;
  icon: string;
  /** Sort order among siblings (the node's num). */
  num: number;
  children?: MenuItem[];
}

/** What the menu builder reads of a permission node. */
export type MenuNode = Pick<PermissionNode, 'code' | 'name' | 'icon' | 'num' | 'ismenu'>;

/** Icon of the home entry, which no permission node describes. */
export const HOME_ICON = 'house';

// Position among siblings in the route table, 1-based: the order when no node gives one
// (the same numbering the permission catalogue seeds).
const tablePosition = new Map<string, number>();
const recordPositions = (routes: readonly RouteDef[]) =>
  routes.forEach((r, i) => {
    tablePosition.set(r.name, i + 1);
    recordPositions(r.children ?? []);
  });
recordPositions(areaRoutes);

function sortByNum(items: MenuItem[]): MenuItem[] {
  return items.sort((a, b) => a.num - b.num);
}

/**
 * The sidebar menu for a user's permission nodes (spec §2 Layout, §6): Home first, then the
 * accessible area routes. Hidden routes are omitted; each node gives the title (its name),
 * icon and order (num, ascending); a group left with no visible child disappears; a group
 * with exactly one visible child is replaced by that child, which takes the group's place
 * and, when it has no icon, the group's icon.
 */
export function buildMenu(nodes: readonly MenuNode[]): MenuItem[] {
  const nodeOf = new Map<string, MenuNode>();
  for (const node of nodes) if (node.ismenu === 1 && !nodeOf.has(node.code)) nodeOf.set(node.code, node);

  const toItem = (route: RouteDef): MenuItem | undefined => {
    if (route.hidden) return undefined;
    const node = nodeOf.get(route.name);
    const item: MenuItem = {
      path: route.path,
      name: route.name,
      // The node's name is the English title the server seeded; another language names the route itself.
      title: translatedText(`route.${route.name}`) ?? (node?.name || route.title),
      icon: node?.icon ?? '',
      num: node?.num ?? tablePosition.get(route.name) ?? 0,
    };
    if (!route.children?.length) return item;
    const children = sortByNum(route.children.map(toItem).filter((c): c is MenuItem => c !== undefined));
    const [only] = children;
    if (!only) return undefined;
    if (children.length === 1) return { ...only, icon: only.icon || item.icon, num: item.num };
    return { ...item, children };
  };

  const home = homeRoute.children?.find((r) => r.path === '/home');
  const homeItem: MenuItem = { path: '/home', name: 'home', title: home?.title ?? 'home', icon: HOME_ICON, num: 0 };
  const areas = accessibleRoutes(nodes).filter((r) => r !== homeRoute);
  return [homeItem, ...sortByNum(areas.map(toItem).filter((c): c is MenuItem => c !== undefined))];
}
