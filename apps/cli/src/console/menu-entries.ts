import { groupTitle } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import type { ResourceDescriptor } from '@careops/core/resources';
import { isReviewable } from './console-model';
import type { QueueCount } from './queue-counts';

/** What an entry of the start screen opens. */
export type MenuTarget = { kind: 'list'; resource: ResourceDescriptor; filter?: string } | { kind: 'review'; resource: ResourceDescriptor };

export interface MenuEntry {
  id: string;
  group: string;
  title: string;
  hint: string;
  target: MenuTarget;
}

/** The entries: the queues with their counts first (each opens its list or review mode), then every list the user may open, by area. */
export function menuEntries(lists: readonly ResourceDescriptor[], counts: readonly QueueCount[] | null): MenuEntry[] {
  const byId = new Map(lists.map((d) => [d.id, d]));
  const queues = (counts ?? []).flatMap((c): MenuEntry[] => {
    const resource = byId.get(c.source.resource);
    if (!resource) return [];
    const target: MenuTarget = c.source.review && isReviewable(resource) ? { kind: 'review', resource } : { kind: 'list', resource, ...(c.source.filter ? { filter: c.source.filter } : {}) };
    return [{ id: `queue:${c.source.id}`, group: t('console.menu.queues'), title: `${t(c.source.title)} (${c.count})`, hint: target.kind === 'review' ? t('console.menu.review', { title: t(resource.title) }) : `${resource.cli} list ${c.source.filter ?? ''}`.trim(), target }];
  });
  const all = lists.flatMap((resource): MenuEntry[] => {
    const list: MenuEntry = { id: `list:${resource.id}`, group: groupTitle(resource.group), title: t(resource.title), hint: `careops ${resource.cli} list`, target: { kind: 'list', resource } };
    if (!isReviewable(resource)) return [list];
    return [list, { id: `review:${resource.id}`, group: groupTitle(resource.group), title: t('console.menu.review', { title: t(resource.title) }), hint: `careops ${resource.cli} approve|reject`, target: { kind: 'review', resource } }];
  });
  return [...queues, ...all];
}
