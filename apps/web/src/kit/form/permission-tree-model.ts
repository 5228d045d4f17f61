/**
 * The selection model of a tree of permission nodes (the role editor). Checking a node checks
 * it and its whole subtree; unchecking clears them. A node with children shows checked when it
 * and everything under it is selected, indeterminate when only part is, unchecked when none is.
 * What is saved is the selection plus the ancestors of every selected node, so the groups on
 * the way to a page are granted too (as the built-in roles store them).
 */
export interface TreeItem {
  /** The value saved (a permission code). */
  value: string;
  label: string;
  children: TreeItem[];
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** The values of a node and everything under it. */
export function subtreeValues(node: TreeItem): string[] {
  return [node.value, ...node.children.flatMap(subtreeValues)];
}

/** Checks (or unchecks) a node with its whole subtree. */
export function toggleNode(selected: ReadonlySet<string>, node: TreeItem, checked: boolean): Set<string> {
  const next = new Set(selected);
  for (const value of subtreeValues(node)) {
    if (checked) next.add(value);
    else next.delete(value);
  }
  return next;
}

/** How a node's checkbox shows. */
export function checkState(selected: ReadonlySet<string>, node: TreeItem): CheckState {
  const values = subtreeValues(node);
  const count = values.filter((v) => selected.has(v)).length;
  if (count === 0) return 'unchecked';
  return count === values.length ? 'checked' : 'indeterminate';
}

/** The values to save: the selection and the ancestors of each selected node, in tree order. */
export function savedValues(tree: readonly TreeItem[], selected: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const visit = (node: TreeItem): boolean => {
    const below = node.children.map(visit).some(Boolean);
    const keep = selected.has(node.value) || below;
    if (keep) out.push(node.value);
    return keep;
  };
  tree.forEach(visit);
  const order = new Map(tree.flatMap(subtreeValues).map((v, i) => [v, i]));
  return out.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/**
 * The part of the tree whose label or value contains `query` (case ignored): matching nodes
 * with their whole subtree, and the ancestors leading to them.
 */
export function filterTree(tree: readonly TreeItem[], query: string): TreeItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...tree];
  const matches = (node: TreeItem) => node.label.toLowerCase().includes(q) || node.value.toLowerCase().includes(q);
  const prune = (node: TreeItem): TreeItem | null => {
    if (matches(node)) return node;
    const children = node.children.map(prune).filter((c): c is TreeItem => c !== null);
    return children.length > 0 ? { ...node, children } : null;
  };
  return tree.map(prune).filter((n): n is TreeItem => n !== null);
}

/** Reads a lookup answer's nested records (`children` arrays) into tree items. */
export function treeFrom(nodes: unknown, valueKey: string, labelKey: string): TreeItem[] {
  if (!Array.isArray(nodes)) return [];
  const items: TreeItem[] = [];
  for (const node of nodes) {
    if (typeof node !== 'object' || node === null) continue;
    const record = node as Record<string, unknown>;
    const value = record[valueKey];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    items.push({ value: String(value), label: String(record[labelKey] ?? value), children: treeFrom(record.children, valueKey, labelKey) });
  }
  return items;
}
