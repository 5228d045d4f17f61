import { messageOf } from '@careops/core/client';
import { loadOptions, type OptionItem, type OptionSource } from '@careops/core/resources';
import { useEffect, useState } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { treeFrom, type TreeItem } from './permission-tree-model';
import { callEndpoint, isRecord } from '../resource-api';

export interface Options<T> {
  items: T;
  loading: boolean;
  /** Why the choices could not be loaded. */
  failed: string | null;
}

const sourceKey = (source: OptionSource | undefined) =>
  !source ? '' : source.kind === 'enumeration' ? `enum:${source.enumeration.name}` : `${source.endpoint}:${JSON.stringify(source.request ?? {})}`;

/**
 * The choices of an enum filter or field: an enumeration's entries at once (labels from the
 * catalogue), or the records of a lookup endpoint, loaded when the component mounts (so a role
 * created a moment ago is offered).
 */
export function useOptionItems(source: OptionSource | undefined): Options<OptionItem[]> {
  const { api } = useConsole();
  const key = sourceKey(source);
  const [state, setState] = useState<Options<OptionItem[]>>(() =>
    source?.kind === 'enumeration'
      ? { items: source.enumeration.entries.map((e) => ({ value: e.value, label: e.label })), loading: false, failed: null }
      : { items: [], loading: source !== undefined, failed: null },
  );
  useEffect(() => {
    if (!source || source.kind === 'enumeration') return undefined;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    loadOptions(api, source).then(
      (items) => live && setState({ items, loading: false, failed: null }),
      (error: unknown) => live && setState({ items: [], loading: false, failed: messageOf(error) }),
    );
    return () => {
      live = false;
    };
    // The source is data from a descriptor: its key says when it changed.
  }, [api, key]);
  return state;
}

/** The nested choices of a tree field (the permission tree), as the lookup endpoint answers them. */
export function useTreeItems(source: OptionSource | undefined): Options<TreeItem[]> {
  const { api } = useConsole();
  const key = sourceKey(source);
  const [state, setState] = useState<Options<TreeItem[]>>({ items: [], loading: true, failed: null });
  useEffect(() => {
    if (!source || source.kind === 'enumeration') {
      setState({ items: [], loading: false, failed: null });
      return undefined;
    }
    let live = true;
    callEndpoint(api, source.endpoint, { ...source.request }).then(
      (answer) => {
        const nodes = source.listKey && isRecord(answer) ? answer[source.listKey] : answer;
        if (live) setState({ items: treeFrom(nodes, source.valueKey, source.labelKey), loading: false, failed: null });
      },
      (error: unknown) => live && setState({ items: [], loading: false, failed: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, key]);
  return state;
}
