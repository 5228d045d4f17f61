import { describe, expect, it } from 'vitest';
import { CareOpsError } from '../../contract/careops-error';
import { fakeContext } from '../testing/fake-command-context';
import { openPageCommand } from './open-page';
import { findPage, openablePages } from './page-targets';

const held = [
  'order', 'orderList', 'medicalWaste', 'studio', 'studioIndex', 'studioCenter', 'editStudio', 'detailStudio', 'securityCenter', 'securityCenterList',
  'system', 'systemUser', 'person', 'nurseExamine', 'connection', 'finance', 'collectionPayment',
];

describe('navigation.open', () => {
  it.each([
    ['orderList', '/order/order-list', 'order list'],
    ['ORDER LIST', '/order/order-list', 'order list'],
    ['/order/medical-waste', '/order/medical-waste', 'waste tasks'],
    ['order/medical-waste', '/order/medical-waste', 'waste tasks'],
    ['waste', '/order/medical-waste', 'waste tasks'],
    ['order', '/order/order-list', 'order list'],
    ['home', '/home', 'home'],
    ['message', '/message-center', 'message center'],
    ['person', '/nurse-examine', 'qualification review'],
    ['nurse review', '/nurse-examine', 'qualification review'],
    ['leads', '/connection', 'customers'],
    ['system', '/system/user', 'system users'],
    ['studio', '/studio/studio-index/studio-center', 'nursing station list'],
    ['/studio/edit-studio', '/studio/edit-studio', 'new nursing center'],
    ['security', '/security-center/security-center-list', 'security center'],
    ['finance', '/finance/collection-payment', 'income and expense details'],
    ['/finance/collection-payment', '/finance/collection-payment', 'income and expense details'],
  ])('"%s" opens %s', async (page, path, title) => {
    const ctx = fakeContext({ permissions: held });
    expect(await openPageCommand.run(ctx, { page })).toEqual({ kind: 'navigate', path, title });
    expect(ctx.navigated).toEqual([path]);
  });

  it.each([
    ['operationTools', 'an area without its node'],
    ['orderAlterPrice', 'a page without its node'],
    ['detail', 'a page with a path parameter'],
    ['/studio/detail-studio/:id', 'a page with a path parameter, by path'],
    ['nowhere', 'no page at all'],
  ])('refuses "%s" (%s)', async (page) => {
    const ctx = fakeContext({ permissions: held });
    const run = openPageCommand.run(ctx, { page });
    await expect(run).rejects.toBeInstanceOf(CareOpsError);
    await expect(run).rejects.toThrow(`no page you may open matches '${page}'`);
    expect(ctx.navigated).toEqual([]);
  });

  it('refuses a page whose area is not held, even with the page node', async () => {
    const ctx = fakeContext({ permissions: ['orderList'] });
    await expect(openPageCommand.run(ctx, { page: 'orderList' })).rejects.toThrow("no page you may open matches 'orderList'");
  });

  it('offers only pages the face has when it says which (hasPage)', async () => {
    const ctx = { ...fakeContext({ permissions: held }), hasPage: (name: string) => name !== 'medicalWaste' };
    await expect(openPageCommand.run(ctx, { page: 'waste' })).rejects.toThrow("no page you may open matches 'waste'");
    expect(await openPageCommand.run(ctx, { page: 'orderList' })).toMatchObject({ path: '/order/order-list' });
    expect(openPageCommand.completeArg?.(ctx, 'page', '/')).not.toContain('/order/medical-waste');
  });

  it('works without navigate (the CLI prints the path)', async () => {
    const ctx = fakeContext({ permissions: held, navigate: false });
    expect(await openPageCommand.run(ctx, { page: 'orderList' })).toEqual({ kind: 'navigate', path: '/order/order-list', title: 'order list' });
  });

  it('a parent whose redirect page is not held opens its first held page', () => {
    const pages = openablePages(new Set(['order', 'medicalWaste']));
    expect(findPage(pages, 'order')?.path).toBe('/order/medical-waste');
  });

  it('lists every openable page without parameters', () => {
    const paths = openablePages(new Set(held)).map((p) => p.path);
    expect(paths.every((p) => !p.includes(':'))).toBe(true);
    expect(paths).toContain('/home');
    expect([...new Set(paths.filter((p) => p.startsWith('/finance')))]).toEqual(['/finance/collection-payment']);
    expect(paths.filter((p) => p.startsWith('/operation-tools'))).toEqual([]);
    expect(paths).toContain('/studio/edit-studio');
  });
});
