import { describe, expect, it } from 'vitest';
import { PUBLIC, SIGNED_IN, actionCodes, buildPermissionCatalogue } from './permission-catalogue';
import { grantableRoutes } from './route-table';

describe('permission catalogue', () => {
  const nodes = buildPermissionCatalogue();

  it('has one menu node per grantable route, in route-table order, then the action codes', () => {
    const menus = nodes.filter((n) => n.ismenu === 1);
    expect(menus.map((n) => n.code)).toEqual(grantableRoutes.map((r) => r.name));
    expect(menus.map((n) => n.name)).toEqual(grantableRoutes.map((r) => r.title));
    expect(nodes.filter((n) => n.ismenu === 0).map((n) => n.code)).toEqual(actionCodes.map((a) => a.code));
    expect(nodes.some((n) => n.code === 'getCustomerPushLog')).toBe(true);
  });

  it('gives unique ids 1..n and unique codes', () => {
    expect(nodes.map((n) => n.id)).toEqual(nodes.map((_, i) => i + 1));
    expect(new Set(nodes.map((n) => n.code)).size).toBe(nodes.length);
  });

  it('is stable between builds', () => {
    expect(buildPermissionCatalogue()).toEqual(nodes);
    expect(nodes.find((n) => n.code === 'order')?.id).toBe(1);
    expect(nodes.find((n) => n.code === 'orderList')?.id).toBe(2);
  });

  it('links children to existing parents and numbers siblings from 1', () => {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    for (const node of nodes) {
      if (node.parentId !== 0) expect(byId.has(node.parentId), node.code).toBe(true);
      expect(node.parentId).not.toBe(node.id);
    }
    expect(byId.get(nodes.find((n) => n.code === 'studioCenter')?.parentId ?? -1)?.code).toBe('studioIndex');
    expect(byId.get(nodes.find((n) => n.code === 'getCustomerPushLog')?.parentId ?? -1)?.code).toBe('system');
    const top = nodes.filter((n) => n.parentId === 0);
    expect(top.map((n) => n.num)).toEqual(top.map((_, i) => i + 1));
    expect(top.every((n) => n.icon !== '')).toBe(true);
  });

  it('has sentinels that are not node codes', () => {
    expect(PUBLIC).toBe('public');
    expect(SIGNED_IN).toBe('signedIn');
    expect(nodes.some((n) => n.code === PUBLIC || n.code === SIGNED_IN)).toBe(false);
  });
});
