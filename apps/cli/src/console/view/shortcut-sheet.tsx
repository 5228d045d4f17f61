import { t } from '@careops/core/i18n';
import type { ResourceDescriptor } from '@careops/core/resources';
import { Box, Text } from 'ink';
import { globalKeys, listKeys, reviewKeys, type ConsoleKey } from '../console-keys';
import { fitCell } from '../table-layout';
import { useConsoleEnv } from './console-context';
import { useKeys } from './use-keys';

export interface ShortcutSheetProps {
  /** The list or record on screen: its descriptor's action shortcuts are listed. */
  resource?: ResourceDescriptor;
  reviewing: boolean;
  height: number;
  isActive: boolean;
  onClose(): void;
}

interface Section {
  title: string;
  rows: Array<{ keys: string; label: string }>;
}

const rowsOf = (keys: readonly ConsoleKey[]) => keys.map((k) => ({ keys: k.keys, label: t(k.label) }));

/** `?`: the console's keys, the open list's action shortcuts (its descriptor's) and the registry's shortcuts. */
export function ShortcutSheet({ resource, reviewing, height, isActive, onClose }: ShortcutSheetProps) {
  const { model, ctx, theme, widthOf } = useConsoleEnv();
  useKeys((input, key) => (key.escape || input === '?' || input === 'q' ? onClose() : undefined), { isActive });
  const sections: Section[] = [
    { title: t('console.keys.section.everywhere'), rows: rowsOf(globalKeys) },
    reviewing ? { title: t('people.ui.keys.section'), rows: rowsOf(reviewKeys) } : { title: t('console.keys.section.list'), rows: rowsOf(listKeys) },
  ];
  const actions = (resource?.actions ?? []).filter((a) => a.shortcut);
  if (resource && !reviewing && actions.length > 0) sections.push({ title: t('console.keys.section.actions'), rows: actions.map((a) => ({ keys: a.shortcut ?? '', label: t(a.title) })) });
  const registry = model.registry.shortcuts(ctx);
  if (registry.length > 0) sections.push({ title: t('console.keys.section.registry'), rows: registry.map((s) => ({ keys: s.shortcut, label: s.title })) });
  const lines = sections.flatMap((s) => [{ section: s.title }, ...s.rows.map((r) => ({ row: r }))]);
  return (
    <Box flexDirection="column" height={height}>
      <Text bold color={theme.accent}>
        {t('console.keys.title')}
      </Text>
      {lines.slice(0, Math.max(1, height - 1)).map((line, i) =>
        'section' in line ? (
          <Text key={i} bold>
            {line.section}
          </Text>
        ) : (
          <Text key={i} wrap="truncate-end">
            {'  '}
            {fitCell(line.row.keys, 12, widthOf)} {line.row.label}
          </Text>
        ),
      )}
    </Box>
  );
}
