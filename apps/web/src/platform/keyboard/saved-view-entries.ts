import type { SavedView } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { PaletteEntry } from './palette-index';

/** The list URL parameter carrying a saved view's columns (the list page applies and keeps them). */
export const VIEW_COLUMNS_PARAM = 'columns';

/** The link that opens a saved view on its list page: its filters, sort and columns in the query. */
export function viewLink(view: SavedView): string {
  const params = new URLSearchParams(view.filters);
  if (view.sort) params.set('sort', `${view.sort.order === 'desc' ? '-' : ''}${view.sort.key}`);
  if (view.columns && view.columns.length > 0) params.set(VIEW_COLUMNS_PARAM, view.columns.join(','));
  const query = params.toString();
  return query ? `${view.path}?${query}` : view.path;
}

/** Saved views (yours and the team's) as palette entries opening their list page; views saved without a page are left out. */
export function savedViewEntries(views: readonly SavedView[]): PaletteEntry[] {
  return views
    .filter((view) => view.path !== '')
    .map((view) => ({
      id: `view:${view.id}`,
      kind: 'page',
      title: t('daily.views.entry', { name: view.name }),
      hint: viewLink(view),
      group: t('daily.views.group'),
      keywords: [view.name, view.resource],
    }));
}
