import { t } from '../i18n/translate';

/** What the tree helper needs of an item; `num`, when present, orders siblings. */
export interface TreeItem {
  id: number;
  parentId: number;
  num?: number;
}

/** An item with its children. */
export type TreeNode<T extends TreeItem = TreeItem> = T & { children: Array<TreeNode<T>> };

/** The root of `buildTree`: id 0, named after the product (spec §3). */
export interface TreeRoot<T extends TreeItem = TreeItem> {
  id: 0;
  name: string;
  children: Array<TreeNode<T>>;
}

function sortByNum<T extends TreeItem>(nodes: Array<TreeNode<T>>): void {
  nodes.sort((a, b) => (a.num ?? Number.POSITIVE_INFINITY) - (b.num ?? Number.POSITIVE_INFINITY));
  for (const node of nodes) sortByNum(node.children);
}

/**
 * Nests items by `parentId` under a root { id: 0, name: 'app.title' }. Items with parentId 0,
 * an unknown parent, themselves as parent, or caught in a parent cycle hang off the root.
 * Siblings are ordered by `num` ascending (items without `num` last, in input order). The
 * items are copied, never changed.
 */
export function buildTree<T extends TreeItem>(items: readonly T[]): TreeRoot<T> {
  const nodes: Array<TreeNode<T>> = items.map((item) => ({ ...item, children: [] }));
  const byId = new Map<number, TreeNode<T>>();
  for (const node of nodes) if (!byId.has(node.id)) byId.set(node.id, node);

  const root: TreeRoot<T> = { id: 0, name: t('app.title'), children: [] };
  const parentOf = new Map<TreeNode<T>, TreeNode<T> | TreeRoot<T>>();
  for (const node of nodes) {
    const parent = node.parentId === 0 || node.parentId === node.id ? undefined : byId.get(node.parentId);
    const target = parent ?? root;
    target.children.push(node);
    parentOf.set(node, target);
  }

  // Items in a parent cycle are unreachable from the root; lift the first of each cycle.
  const reached = new Set<TreeNode<T>>();
  const reach = (list: Array<TreeNode<T>>) => {
    for (const node of list) {
      reached.add(node);
      reach(node.children);
    }
  };
  reach(root.children);
  for (const node of nodes) {
    if (reached.has(node)) continue;
    const parent = parentOf.get(node);
    if (parent) parent.children.splice(parent.children.indexOf(node), 1);
    root.children.push(node);
    reach([node]);
  }

  sortByNum(root.children);
  return root;
}
