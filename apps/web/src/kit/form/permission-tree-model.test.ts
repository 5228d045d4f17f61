import { describe, expect, it } from 'vitest';
import { checkState, filterTree, savedValues, toggleNode, treeFrom, type TreeItem } from './permission-tree-model';

const tree: TreeItem[] = treeFrom(
  [
    {
      code: 'system',
      name: 'system management',
      children: [
        { code: 'systemUser', name: 'system users', children: [{ code: 'systemUser.add', name: 'add system users', children: [] }, { code: 'systemUser.edit', name: 'edit', children: [] }] },
        { code: 'systemRole', name: 'roles', children: [] },
      ],
    },
    { code: 'order', name: 'order management', children: [{ code: 'orderList', name: 'order list', children: [] }] },
  ],
  'code',
  'name',
);
const node = (value: string): TreeItem => {
  const find = (items: TreeItem[]): TreeItem | undefined => items.map((i) => (i.value === value ? i : find(i.children))).find(Boolean);
  const found = find(tree);
  if (!found) throw new Error(value);
  return found;
};

describe('permission tree selection', () => {
  it('checking a parent checks its whole subtree; unchecking clears it', () => {
    const on = toggleNode(new Set(), node('system'), true);
    expect([...on].sort()).toEqual(['system', 'systemRole', 'systemUser', 'systemUser.add', 'systemUser.edit']);
    expect(checkState(on, node('system'))).toBe('checked');
    expect([...toggleNode(on, node('systemUser'), false)].sort()).toEqual(['system', 'systemRole']);
  });

  it('a partly checked parent is indeterminate', () => {
    const some = toggleNode(new Set(), node('systemUser.add'), true);
    expect(checkState(some, node('systemUser.add'))).toBe('checked');
    expect(checkState(some, node('systemUser'))).toBe('indeterminate');
    expect(checkState(some, node('system'))).toBe('indeterminate');
    expect(checkState(some, node('order'))).toBe('unchecked');
  });

  it('saves the selection with the ancestors of each selected node, in tree order', () => {
    expect(savedValues(tree, new Set(['systemUser.edit', 'orderList']))).toEqual(['system', 'systemUser', 'systemUser.edit', 'order', 'orderList']);
    expect(savedValues(tree, new Set())).toEqual([]);
  });

  it('filters to matching nodes with their subtrees and the ancestors leading to them', () => {
    const shown = filterTree(tree, 'USERS');
    expect(shown.map((n) => n.value)).toEqual(['system']);
    expect(shown[0]?.children.map((n) => n.value)).toEqual(['systemUser']);
    expect(shown[0]?.children[0]?.children.map((n) => n.value)).toEqual(['systemUser.add', 'systemUser.edit']);
    expect(filterTree(tree, '  ')).toHaveLength(2);
    expect(filterTree(tree, 'nothing like it')).toEqual([]);
  });

  it('reads only records with a usable value', () => {
    expect(treeFrom([{ code: 'a', name: 'A' }, null, { name: 'no code' }, 'x'], 'code', 'name')).toEqual([{ value: 'a', label: 'A', children: [] }]);
    expect(treeFrom('not a list', 'code', 'name')).toEqual([]);
  });
});
