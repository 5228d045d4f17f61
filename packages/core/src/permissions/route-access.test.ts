import { describe, expect, it } from 'vitest';
import { buildPermissionCatalogue, type PermissionNode } from './permission-catalogue';
import { accessibleRoutes, canOpenPath, grantedCodes, routeForPath } from './route-access';
import { areaRoutes, homeRoute, type RouteDef } from './route-table';

const catalogue = buildPermissionCatalogue();
const grant = (...codes: string[]): PermissionNode[] =>
  codes.map((code) => {
    const node = catalogue.find((n) => n.code === code);
    if (!node) throw new Error(`no node ${code}`);
    return node;
  });
const names = (routes: RouteDef[]): unknown[] =>
  routes.map((r) => (r.children ? { [r.name]: names(r.children) } : r.name));

describe('grantedCodes', () => {
  it('counts only nodes flagged as menus', () => {
    expect([...grantedCodes([{ code: 'orderList', ismenu: 1 }, { code: 'medicalWaste', ismenu: 0 }])]).toEqual(['orderList']);
  });
});

describe('accessibleRoutes', () => {
  it('gives only home without nodes', () => {
    expect(accessibleRoutes([])).toEqual([homeRoute]);
  });

  it('keeps granted pages with their parents, in route-table order', () => {
    const routes = accessibleRoutes(grant('withdrawRecord', 'orderList', 'serviceOrderDetail', 'studioCenter'));
    expect(names(routes)).toEqual([
      { dashboard: ['home', 'messageCenter'] },
      { order: ['orderList', 'serviceOrderDetail'] },
      { finance: ['withdrawRecord'] },
      { studio: [{ studioIndex: ['studioCenter'] }] },
    ]);
    expect(routes[1]?.redirect).toBe('/order/order-list');
    expect(routes[3]?.redirect).toBe('/studio/studio-index/studio-center');
  });

  it('re-points a parent redirect at a permitted page', () => {
    const [, order] = accessibleRoutes(grant('medicalWaste', 'orderAlterPrice'));
    expect(order?.redirect).toBe('/order/medical-waste');
    const [, onlyHidden] = accessibleRoutes(grant('serviceOrderDetail'));
    expect(onlyHidden?.redirect).toBe('noRedirect');
    const [, security] = accessibleRoutes(grant('voiceAnnouncements'));
    expect(security?.redirect).toBe('noRedirect');
  });

  it('does not let a parent node alone grant its children', () => {
    expect(accessibleRoutes(grant('order', 'finance', 'studioIndex'))).toEqual([homeRoute]);
  });

  it('ignores action nodes and unknown codes', () => {
    expect(accessibleRoutes([{ code: 'orderList', ismenu: 0 }, { code: 'noSuchPage', ismenu: 1 }])).toEqual([homeRoute]);
  });

  it('leaves the route table untouched', () => {
    const before = JSON.stringify(areaRoutes);
    accessibleRoutes(grant('medicalWaste'));
    expect(JSON.stringify(areaRoutes)).toBe(before);
  });

  it('keeps every area when everything is granted', () => {
    expect(accessibleRoutes(catalogue)).toEqual([homeRoute, ...areaRoutes]);
  });
});

describe('routeForPath', () => {
  it.each([
    ['/', 'dashboard'],
    ['/home', 'home'],
    ['/message-center', 'messageCenter'],
    ['/user/login', 'userLogin'],
    ['/redirect/order/order-list', 'redirect'],
    ['/order', 'order'],
    ['/order/service-order-detail/42', 'serviceOrderDetail'],
    ['/product/edit-service', 'editService'],
    ['/product/update-service/7', 'updateService'],
    ['/finance/PayAccountDetail/3?tab=ledger', 'payAccountDetail'],
    ['/system/message/message-record/record', 'messageRecordRecord'],
    ['/system/message/message-record/record-detail/9', 'messageRecordDetail'],
    ['/member-detail/5/', 'memberDetail'],
  ])('%s -> %s', (path, name) => {
    expect(routeForPath(path)?.name).toBe(name);
  });

  it.each(['/nope', '/order/service-order-detail', '/order/order-list/extra', '/finance/payaccount'])('%s -> none', (path) => {
    expect(routeForPath(path)).toBeUndefined();
  });
});

describe('canOpenPath', () => {
  it('opens public and home routes for everyone signed in', () => {
    for (const path of ['/login', '/404', '/redirect/x/y', '/', '/home', '/message-center']) {
      expect(canOpenPath([], path), path).toBe(true);
    }
  });

  it('opens a concrete area path only with its node', () => {
    const nodes = grant('orderList', 'serviceOrderDetail');
    expect(canOpenPath(nodes, '/order/service-order-detail/42')).toBe(true);
    expect(canOpenPath(nodes, '/order/order-list?page=2')).toBe(true);
    expect(canOpenPath(nodes, '/order')).toBe(true);
    expect(canOpenPath(nodes, '/order/order-place/42')).toBe(false);
    expect(canOpenPath(grant('orderList'), '/order/service-order-detail/42')).toBe(false);
    expect(canOpenPath(grant('order'), '/order')).toBe(false);
    expect(canOpenPath(grant('studioCenter'), '/studio/studio-index')).toBe(true);
  });

  it('never opens unknown paths', () => {
    expect(canOpenPath(catalogue, '/nope')).toBe(false);
    expect(canOpenPath(catalogue, '/order/service-order-detail')).toBe(false);
  });
});
