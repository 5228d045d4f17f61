import { buildMenu, buildPermissionCatalogue, type MenuItem, type PermissionNode } from '@careops/core/permissions';
import { implementedPages } from '@careops/core/permissions';
import { describe, expect, it } from 'vitest';
import { hasPage, registerArea } from '../platform/contributions/contributions';
import { consoleRoutes, menuWithPages } from '../platform/shell/console-routes';
import { opensPage, resolveLocation } from '../platform/shell/resolve-location';
import { consoleAreas, registerConsoleAreas } from './areas';

registerConsoleAreas();

const catalogue = buildPermissionCatalogue();
const nodesFor = (...codes: string[]): PermissionNode[] => catalogue.filter((n) => codes.includes(n.code));
const cs = nodesFor('order', 'orderList', 'serviceOrderDetail', 'finance', 'collectionPayment');

describe('the areas', () => {
  it("contribute exactly the pages core lists as implemented, each once", () => {
    const names = consoleAreas.flatMap((area) => Object.keys(area.pages));
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...implementedPages].sort());
  });

  it('register once; a second area claiming a page is refused', () => {
    registerConsoleAreas();
    const [first] = consoleAreas;
    expect(() => registerArea({ ...first!, id: 'copy' })).toThrow(/is already registered/);
  });
});

describe('resolveLocation', () => {
  it('sends / to /home and opens the shell pages', () => {
    expect(resolveLocation('/', cs)).toEqual({ kind: 'redirect', to: '/home' });
    expect(resolveLocation('/home', cs)).toMatchObject({ kind: 'page', route: { name: 'home' } });
    expect(resolveLocation('/message-center', cs)).toMatchObject({ kind: 'page', route: { name: 'messageCenter' } });
  });

  it('answers 404 for unknown paths, opens the pages that exist', () => {
    expect(resolveLocation('/no-such-page', cs)).toEqual({ kind: 'redirect', to: '/404' });
    expect(hasPage('collectionPayment')).toBe(true);
    expect(resolveLocation('/finance/collection-payment', cs)).toMatchObject({ kind: 'page', route: { name: 'collectionPayment' } });
    expect(resolveLocation('/order/order-list', cs)).toMatchObject({ kind: 'page', route: { name: 'orderList' } });
  });

  it('answers 401 for routes the nodes do not grant', () => {
    expect(resolveLocation('/system/user', cs)).toEqual({ kind: 'redirect', to: '/401' });
    expect(resolveLocation('/order/order-place/7', cs)).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('turns /redirect/<path> into a re-mount of <path>', () => {
    expect(resolveLocation('/redirect/message-center', cs)).toEqual({ kind: 'refresh', to: '/message-center' });
    expect(resolveLocation('/redirect', cs)).toEqual({ kind: 'refresh', to: '/' });
  });

  it('tells links that open a page from dead ones', () => {
    expect(opensPage('/message-center?unread=1', cs)).toBe(true);
    expect(opensPage('/order/order-list?status=-1', cs)).toBe(true);
    expect(opensPage('/finance/collection-payment', cs)).toBe(true);
    expect(opensPage('/system/role', cs)).toBe(false);
  });
});

describe('menu and routes with pages only', () => {
  it('keeps only entries whose page exists, so nothing in the menu is dead', () => {
    const full = buildMenu(catalogue);
    const menu = menuWithPages(full);
    const leaves = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children?.length ? leaves(i.children) : [i]));
    expect(leaves(menu).length).toBeGreaterThan(0);
    expect(leaves(menu).every((leaf) => hasPage(leaf.name))).toBe(true);
    expect(leaves(full).filter((leaf) => hasPage(leaf.name)).map((l) => l.path)).toEqual(leaves(menu).map((l) => l.path));
    for (const group of menu) if (group.children) expect(group.children.length).toBeGreaterThan(1);

    const routes = consoleRoutes(catalogue);
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/login', '/404', '/home', '/message-center']));
    expect(routes.filter((r) => !r.children?.length && !r.path.startsWith('/redirect') && !['login', 'userLogin', 'authRedirect', 'notFound', 'unauthorized'].includes(r.name)).every((r) => hasPage(r.name))).toBe(true);
  });
});
