import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalogue, setLocale } from '../i18n/translate';
import { buildPermissionCatalogue } from './permission-catalogue';
import { areaRoutes } from './route-table';
import { buildTree, type TreeNode } from './tree';

interface Item {
  id: number;
  parentId: number;
  name: string;
  num?: number;
}
const ids = (nodes: Array<TreeNode<Item>>): unknown[] => nodes.map((n) => (n.children.length ? { [n.id]: ids(n.children) } : n.id));

afterEach(() => setLocale('en'));

describe('buildTree', () => {
  it('roots at id 0 named after the product', () => {
    expect(buildTree([])).toEqual({ id: 0, name: 'platform operations management system', children: [] });
  });

  it('nests by parentId and orders siblings by num', () => {
    const root = buildTree<Item>([
      { id: 1, parentId: 0, name: 'a', num: 2 },
      { id: 2, parentId: 0, name: 'b', num: 1 },
      { id: 3, parentId: 1, name: 'a1', num: 9 },
      { id: 4, parentId: 1, name: 'a2', num: 3 },
      { id: 5, parentId: 4, name: 'a2x' },
    ]);
    expect(ids(root.children)).toEqual([2, { 1: [{ 4: [5] }, 3] }]);
    expect(root.children[1]?.name).toBe('a');
  });

  it('keeps input order without num, unnumbered after numbered', () => {
    const root = buildTree<Item>([
      { id: 1, parentId: 0, name: 'x' },
      { id: 2, parentId: 0, name: 'y' },
      { id: 3, parentId: 0, name: 'z', num: 5 },
      { id: 4, parentId: 0, name: 'w' },
    ]);
    expect(ids(root.children)).toEqual([3, 1, 2, 4]);
  });

  it('attaches orphans, self-parents and cycles to the root', () => {
    const root = buildTree<Item>([
      { id: 1, parentId: 99, name: 'orphan' },
      { id: 2, parentId: 2, name: 'self' },
      { id: 3, parentId: 4, name: 'cycle a' },
      { id: 4, parentId: 3, name: 'cycle b' },
      { id: 5, parentId: 4, name: 'under cycle' },
    ]);
    expect(ids(root.children)).toEqual([1, 2, { 3: [{ 4: [5] }] }]);
  });

  it('copies items instead of changing them', () => {
    const items: Item[] = [{ id: 1, parentId: 0, name: 'a' }, { id: 2, parentId: 1, name: 'b' }];
    const snapshot = structuredClone(items);
    const root = buildTree(items);
    expect(items).toEqual(snapshot);
    expect(root.children[0]).not.toBe(items[0]);
  });

  it('turns the permission catalogue into its area tree', () => {
    const root = buildTree(buildPermissionCatalogue());
    expect(root.children.map((n) => n.code)).toEqual(areaRoutes.map((r) => r.name));
    const system = root.children.find((n) => n.code === 'system');
    expect(system?.children.map((n) => n.code)).toEqual(['message', 'systemUser', 'systemRole', 'getCustomerPushLog', 'audit.view', 'pii.viewFull']);
  });

  it('names the root in the current language', () => {
    registerCatalogue('test-tree', { 'app.title': 'plateforme' });
    setLocale('test-tree');
    expect(buildTree([]).name).toBe('plateforme');
  });
});
