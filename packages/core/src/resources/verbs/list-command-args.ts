import type { ResourceDescriptor } from '../types';
import { argKeyOf } from './arg-shapes';

/** A list as a face shows it: filter values by request key (a date range by its two keys), sort, page and size. */
export interface ListView {
  filters: Readonly<Record<string, string>>;
  sort: { key: string; order: 'asc' | 'desc' } | null;
  page: number;
  limit: number;
}

/**
 * The args of `<noun> list` that give the rows `view` shows: each filter under its command-line
 * name, the sort when it is not the default, the page and size when they are not the defaults.
 * With commandLineFor it makes the list's "copy as command" line.
 */
export function listCommandArgs(d: ResourceDescriptor, view: ListView): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const filter of d.list.filters) {
    if (filter.kind === 'date-range') {
      for (const key of filter.range ? [filter.range.from, filter.range.to] : []) {
        const value = view.filters[key]?.trim();
        if (value) args[key] = value;
      }
      continue;
    }
    const value = view.filters[filter.key]?.trim();
    if (value) args[argKeyOf(filter)] = filter.kind === 'number' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  const sort = d.list.sort;
  if (sort && view.sort && (view.sort.key !== sort.default.key || view.sort.order !== sort.default.order)) {
    args.sort = view.sort.key;
    args.order = view.sort.order;
  }
  if (view.page !== 1) args.page = view.page;
  if (view.limit !== d.list.defaultLimit) args.limit = view.limit;
  return args;
}
