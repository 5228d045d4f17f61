import { describe, expect, it } from 'vitest';
import { implementedPages, isImplemented } from './implemented-pages';
import { areaRoutes, flattenRoutes, homeRoute } from './route-table';

describe('implemented pages', () => {
  it('names routes of the route table only', () => {
    const names = new Set(flattenRoutes([homeRoute, ...areaRoutes]).map((route) => route.name));
    expect([...implementedPages].filter((name) => !names.has(name))).toEqual([]);
  });

  it('an area is implemented when a page below it is', () => {
    const implemented = areaRoutes.filter(isImplemented).map((route) => route.name);
    expect(implemented).toEqual(expect.arrayContaining(['order', 'person', 'system', 'product']));
    // An area with no page below it is not offered.
    expect(isImplemented({ path: '/none', name: 'none', title: 'none', children: [{ path: '/none/page', name: 'nonePage', title: 'none' }] })).toBe(false);
    for (const area of areaRoutes.filter(isImplemented)) expect(flattenRoutes(area.children ?? []).some((r) => implementedPages.has(r.name)), area.name).toBe(true);
  });
});
