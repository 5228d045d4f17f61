import { groupTitle } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import type { ResourceDescriptor } from '@careops/core/resources';
import { Box, Text } from 'ink';
import { useMemo, useRef, useState } from 'react';
import { isReviewable } from '../console-model';
import { keepInView, moveListCursor, startCursor } from '../list-cursor';
import type { QueueCount } from '../queue-counts';
import { fitCell } from '../table-layout';
import { useConsoleEnv } from './console-context';
import { useKeys } from './use-keys';

/** What an entry of the start screen opens. */
export type MenuTarget = { kind: 'list'; resource: ResourceDescriptor; filter?: string } | { kind: 'review'; resource: ResourceDescriptor };

interface MenuEntry {
  id: string;
  group: string;
  title: string;
  hint: string;
  target: MenuTarget;
}

export interface MenuViewProps {
  lists: readonly ResourceDescriptor[];
  counts: readonly QueueCount[] | null;
  height: number;
  width: number;
  isActive: boolean;
  onOpen(target: MenuTarget): void;
}

/** The entries: the queues with their counts first (each opens its list or review mode), then every list the user may open, by area. */
function menuEntries(lists: readonly ResourceDescriptor[], counts: readonly QueueCount[] | null): MenuEntry[] {
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

/** The start screen: queues and lists, `j`/`k` and Enter. */
export function MenuView({ lists, counts, height, width, isActive, onOpen }: MenuViewProps) {
  const { theme, widthOf } = useConsoleEnv();
  const entries = useMemo(() => menuEntries(lists, counts), [lists, counts]);
  const [position, setPosition] = useState(startCursor);
  const view = keepInView(position, entries.length, height);
  const at = useRef(view);
  at.current = view;
  const move = (delta: number) => {
    at.current = moveListCursor(at.current, delta, entries.length, height);
    setPosition(at.current);
  };
  useKeys(
    (input, key) => {
      if (input === 'j' || key.downArrow) return move(1);
      if (input === 'k' || key.upArrow) return move(-1);
      if (key.pageDown) return move(height);
      if (key.pageUp) return move(-height);
      const entry = entries[at.current.cursor];
      if (key.return && entry) onOpen(entry.target);
    },
    { isActive, split: true },
  );
  const groupWidth = Math.min(22, Math.floor(width / 4));
  const titleWidth = Math.min(44, Math.max(10, Math.floor(width / 2.5)));
  return (
    <Box flexDirection="column" height={height}>
      {entries.slice(view.offset, view.offset + height).map((entry, i) => (
        <Text key={entry.id} inverse={view.offset + i === view.cursor} wrap="truncate-end">
          {view.offset + i === view.cursor ? '> ' : '  '}
          <Text color={view.offset + i === view.cursor ? undefined : theme.dim}>{fitCell(entry.group, groupWidth, widthOf)}</Text> {fitCell(entry.title, titleWidth, widthOf)} <Text color={view.offset + i === view.cursor ? undefined : theme.dim}>{entry.hint}</Text>
        </Text>
      ))}
    </Box>
  );
}
