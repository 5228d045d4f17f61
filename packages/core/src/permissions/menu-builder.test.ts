import { describe, expect, it } from 'vitest';
import { HOME_ICON, buildMenu, type MenuItem, type MenuNode } from './menu-builder';
import { buildPermissionCatalogue } from './permission-catalogue';
import { areaRoutes } from './route-table';

const catalogue = buildPermissionCatalogue();
const node = (code: string, overrides: Partial<MenuNode> = {}): MenuNode => {
  const found = catalogue.find((n) => n.code === code);
  if (!found) throw new Error(`no node ${code}`);
  return { ...found, ...overrides };
};
const shape = (items: MenuItem[]): unknown[] => items.map((i) => (i.children ? { [i.name]: shape(i.children) } : i.name));
const home: MenuItem = { path: '/home', name: 'home', title: 'home', icon: HOME_ICON, num: 0 };

describe('buildMenu', () => {
  it('shows only home without nodes', () => {
    expect(buildMenu([])).toEqual([home]);
  });

  it('builds the full menu: home first, hidden pages omitted, single children collapsed', () => {
    const menu = buildMenu(catalogue);
    expect(menu[0]).toEqual(home);
    expect(shape(menu)).toEqual([
      'home',
      { order: ['orderList', 'medicalWaste', 'orderAlterPrice'] },
      {
        finance: [
          'collectionPayment', 'rewardsPayment', 'payAccount', 'invoiceRise', 'invoiceManage', 'withdrawAccount',
          'withdrawRecord', 'eCoinBuyRecord',
        ],
      },
      'studioCenter',
      { securityCenter: ['securityCenterList', 'voiceAnnouncements'] },
      {
        person: ['memberManagement', 'serviceNurse', 'nurseExamine', 'coverService', 'connection', 'assistiveCard'],
      },
      {
        product: ['service', 'package', 'brand', 'productRelease', 'consumption', 'material', 'informList', 'questionnaire'],
      },
      { consumables: ['consumablesList', 'consumablesBag', 'stocktake', 'stockTransfer'] },
      {
        operationTools: ['slideshow', 'couponList', 'couponGrantList', 'popularizeList', 'feedback'],
      },
      { system: ['messageRecord', 'systemUser', 'systemRole'] },
    ]);
  });

  it('collapses a group with one visible child into the child, at the group place with the group icon', () => {
    const studio = buildMenu(catalogue).find((i) => i.name === 'studioCenter');
    expect(studio).toEqual({
      path: '/studio/studio-index/studio-center',
      name: 'studioCenter',
      title: 'nursing station list',
      icon: 'building',
      num: node('studio').num,
    });
    const [, only] = buildMenu([node('order'), node('medicalWaste'), node('serviceOrderDetail')]);
    expect(only).toEqual({ path: '/order/medical-waste', name: 'medicalWaste', title: 'waste tasks', icon: 'clipboard-list', num: 1 });
    const [, ownIcon] = buildMenu([node('order'), node('medicalWaste', { icon: 'trash' })]);
    expect(ownIcon?.icon).toBe('trash');
  });

  it('takes title, icon and order from the nodes', () => {
    const menu = buildMenu([
      node('order', { name: 'Orders', icon: 'list', num: 2 }),
      node('orderList', { name: 'All orders', icon: 'a', num: 2 }),
      node('orderAlterPrice', { name: 'Price changes', icon: 'b', num: 1 }),
      node('finance', { num: 1 }),
      node('withdrawRecord'),
      node('collectionPayment'),
    ]);
    expect(menu.map((i) => i.name)).toEqual(['home', 'finance', 'order']);
    expect(menu[2]).toEqual({
      path: '/order',
      name: 'order',
      title: 'Orders',
      icon: 'list',
      num: 2,
      children: [
        { path: '/order/order-alter-price', name: 'orderAlterPrice', title: 'Price changes', icon: 'b', num: 1 },
        { path: '/order/order-list', name: 'orderList', title: 'All orders', icon: 'a', num: 2 },
      ],
    });
  });

  it('falls back to the route title and table position when the parent has no node', () => {
    const menu = buildMenu([node('slideshow'), node('feedback')]);
    expect(menu[1]).toMatchObject({ name: 'operationTools', title: 'operation tools', icon: '', num: areaRoutes.findIndex((r) => r.name === 'operationTools') + 1 });
  });

  it('omits hidden pages and groups left without visible pages', () => {
    expect(buildMenu([node('order'), node('serviceOrderDetail'), node('orderPlace')])).toEqual([home]);
    expect(buildMenu([node('studio'), node('editStudio')])).toEqual([home]);
  });

  it('ignores action nodes and uses the first of duplicate codes', () => {
    expect(buildMenu([node('orderList', { ismenu: 0 })])).toEqual([home]);
    const [, item] = buildMenu([node('orderList', { name: 'first' }), node('orderList', { name: 'second' })]);
    expect(item?.title).toBe('first');
  });
});
