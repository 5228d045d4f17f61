import type { ResourceDescriptor } from '@careops/core/resources';
import { Box, Text } from 'ink';
import { useMemo, useRef, useState } from 'react';
import { keepInView, moveListCursor, startCursor } from '../list-cursor';
import { menuEntries, type MenuTarget } from '../menu-entries';
import type { QueueCount } from '../queue-counts';
import { fitCell } from '../table-layout';
import { useConsoleEnv } from './console-context';
import { useKeys } from './use-keys';

export interface MenuViewProps {
  lists: readonly ResourceDescriptor[];
  counts: readonly QueueCount[] | null;
  height: number;
  width: number;
  isActive: boolean;
  onOpen(target: MenuTarget): void;
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
