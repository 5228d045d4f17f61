import { t } from '@careops/core/i18n';
import type { ResourceField } from '@careops/core/resources';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { checkState, filterTree, savedValues, toggleNode, type TreeItem } from './permission-tree-model';
import { useTreeItems } from './use-options';

export interface PermissionTreeFieldProps {
  field: ResourceField;
  /** The saved values (codes). */
  value: string[];
  onChange(value: string[]): void;
  labelId: string;
  describedBy?: string | undefined;
}

interface BranchProps {
  nodes: TreeItem[];
  selected: ReadonlySet<string>;
  /** The unfiltered nodes by value: a node's state and toggle cover its whole subtree, shown or not. */
  full: ReadonlyMap<string, TreeItem>;
  onToggle(node: TreeItem, checked: boolean): void;
}

function NodeCheckbox({ node, selected, full, onToggle }: Omit<BranchProps, 'nodes'> & { node: TreeItem }) {
  const ref = useRef<HTMLInputElement>(null);
  const whole = full.get(node.value) ?? node;
  const state = checkState(selected, whole);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <label className="flex items-center gap-2 py-0.5 text-sm text-gray-800">
      <input
        ref={ref}
        type="checkbox"
        checked={state === 'checked'}
        data-testid="tree-node"
        data-code={node.value}
        data-state={state}
        onChange={() => onToggle(whole, state !== 'checked')}
      />
      <span>{node.label}</span>
      <span className="text-xs text-gray-500">{node.value}</span>
    </label>
  );
}

function Branch({ nodes, ...rest }: BranchProps) {
  return (
    <ul className="space-y-0.5">
      {nodes.map((node) => (
        <li key={node.value}>
          <NodeCheckbox node={node} {...rest} />
          {node.children.length > 0 && (
            <div className="ml-5 border-l border-gray-200 pl-2">
              <Branch nodes={node.children} {...rest} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The permission tree editor of the role form: a nested list of checkboxes (checking a parent
 * checks its subtree; a partly checked parent shows indeterminate) with a filter box that
 * narrows the tree to matching nodes, so a keyboard user reaches a node in a few keys.
 */
export function PermissionTreeField({ field, value, onChange, labelId, describedBy }: PermissionTreeFieldProps) {
  const { items, loading, failed } = useTreeItems(field.options);
  const [query, setQuery] = useState('');
  const filterId = useId();
  const selected = useMemo(() => new Set(value), [value]);
  const shown = useMemo(() => filterTree(items, query), [items, query]);
  const full = useMemo(() => {
    const map = new Map<string, TreeItem>();
    const add = (node: TreeItem) => {
      map.set(node.value, node);
      node.children.forEach(add);
    };
    items.forEach(add);
    return map;
  }, [items]);
  const onToggle = (node: TreeItem, checked: boolean) => onChange(savedValues(items, toggleNode(selected, node, checked)));

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} data-testid={`field-${field.key}`} className="rounded border border-gray-300">
      <div className="flex items-center gap-2 border-b border-gray-200 p-2">
        <label htmlFor={filterId} className="sr-only">
          {t('web.list.tree.filter')}
        </label>
        <input
          id={filterId}
          type="search"
          className="field-input py-1"
          placeholder={t('web.list.tree.filter')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="tree-filter"
        />
        <span className="shrink-0 text-xs text-gray-600" aria-live="polite">
          {t('web.list.tree.count', { count: value.length })}
        </span>
      </div>
      <div className="max-h-72 overflow-auto p-2">
        {loading && <p className="text-sm text-gray-600">{t('common.loading')}</p>}
        {failed && (
          <p role="alert" className="text-sm text-danger">
            {failed}
          </p>
        )}
        {!loading && !failed && shown.length === 0 && <p className="text-sm text-gray-600">{t('common.empty')}</p>}
        <Branch nodes={shown} selected={selected} full={full} onToggle={onToggle} />
      </div>
    </div>
  );
}
