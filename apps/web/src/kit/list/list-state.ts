import { parseEnumValue } from '@careops/core/enums';
import { parseDateArg, type ResourceFilter, type ResourceList } from '@careops/core/resources';

/**
 * The state of a list as its URL carries it, so a filtered list is a shareable link and
 * back/forward walk through the filters: `?name=li&status=enabled&sort=-username&page=2&limit=50`.
 * Enumeration filters use the enumeration's slug (as the CLI does), lookups their id, date
 * ranges two days (`from=2026-11-01&to=2026-11-30`), booleans `true`/`false`.
 */
export interface ListState {
  /** Raw filter values by URL key (a date range has two keys); blank ones are left out. */
  filters: Record<string, string>;
  page: number;
  limit: number;
  sort: { key: string; order: 'asc' | 'desc' } | null;
}

/** URL keys the list itself uses besides its filters. */
export const LIST_PARAMS = ['page', 'limit', 'sort'] as const;

/** The URL keys of a filter: its key, or the two bounds of a date range. */
export function filterParamKeys(filter: ResourceFilter): string[] {
  if (filter.kind === 'date-range') return filter.range ? [filter.range.from, filter.range.to] : [];
  return [filter.key];
}

/** Every URL key a list reads. */
export function listParamKeys(list: ResourceList): string[] {
  return [...list.filters.flatMap(filterParamKeys), ...LIST_PARAMS];
}

function parseSort(list: ResourceList, raw: string | null): ListState['sort'] {
  if (!list.sort) return null;
  const text = (raw ?? '').trim();
  const key = text.replace(/^[-+]/, '');
  if (text && list.sort.keys.includes(key)) return { key, order: text.startsWith('-') ? 'desc' : 'asc' };
  return { ...list.sort.default };
}

/** Reads a list's state from its query string; unknown or malformed values fall back to the defaults. */
export function readListState(list: ResourceList, search: string): ListState {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const key of list.filters.flatMap(filterParamKeys)) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    filters,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: list.pageSizes.includes(limit) ? limit : list.defaultLimit,
    sort: parseSort(list, params.get('sort')),
  };
}

const sortText = (sort: NonNullable<ListState['sort']>) => `${sort.order === 'desc' ? '-' : ''}${sort.key}`;

/**
 * The query string of a state (without '?'), defaults left out, followed by `keep` (the page's
 * own parameters, e.g. `view=audit`). Filters come in the descriptor's order, so equal states
 * give equal links.
 */
export function writeListSearch(list: ResourceList, state: ListState, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of list.filters.flatMap(filterParamKeys)) {
    const value = state.filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const sort = state.sort;
  if (sort && list.sort && (sort.key !== list.sort.default.key || sort.order !== list.sort.default.order)) params.set('sort', sortText(sort));
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== list.defaultLimit) params.set('limit', String(state.limit));
  for (const [key, value] of Object.entries(keep)) if (value) params.set(key, value);
  return params.toString();
}

/** Whether any filter is set. */
export const hasFilters = (state: ListState): boolean => Object.keys(state.filters).length > 0;

function filterValue(filter: ResourceFilter, raw: string): unknown {
  switch (filter.kind) {
    case 'enum': {
      if (filter.options?.kind !== 'enumeration') return raw;
      return parseEnumValue(filter.options.enumeration, raw) ?? raw;
    }
    case 'boolean':
      return raw === 'true' || raw === '1' || raw === 'yes' ? true : raw === 'false' || raw === '0' || raw === 'no' ? false : raw;
    case 'number':
      return /^\d+$/.test(raw) ? Number(raw) : raw;
    default:
      return raw;
  }
}

/**
 * The request body of the list endpoint for a state: filters converted (slugs to values, days
 * to epoch ms — `to` is the end of its day), `sort` as `field` / `-field`, page and limit.
 * A value the server would refuse is passed as typed, so its message names the field.
 */
export function listRequestBody(list: ResourceList, state: ListState): Record<string, unknown> {
  const body: Record<string, unknown> = { page: state.page, limit: state.limit };
  for (const filter of list.filters) {
    if (filter.kind === 'date-range') {
      if (!filter.range) continue;
      const from = state.filters[filter.range.from];
      const to = state.filters[filter.range.to];
      if (from) body[filter.range.from] = parseDateArg(from) ?? from;
      if (to) body[filter.range.to] = parseDateArg(to, true) ?? to;
      continue;
    }
    const raw = state.filters[filter.key];
    if (raw) body[filter.key] = filterValue(filter, raw);
  }
  if (state.sort) body.sort = sortText(state.sort);
  return body;
}
