import { buildPaletteIndex, rankPalette, type PaletteItem } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { Box, Text } from 'ink';
import { useMemo, useState } from 'react';
import { fitCell } from '../table-layout';
import { useConsoleEnv } from './console-context';
import { useKeys } from './use-keys';

export interface PaletteViewProps {
  items: readonly PaletteItem[];
  /** Ids chosen lately, newest first (ranked first, as on the web). */
  recent: readonly string[];
  height: number;
  width: number;
  isActive: boolean;
  onChoose(item: PaletteItem): void;
  onCancel(): void;
}

/**
 * The command palette (`:` or Ctrl+K): the console's lists and the registry's commands, ranked by
 * core's palette search (the web palette's), `>` for commands only; ↑/↓ (or Ctrl+N/P) move,
 * Enter chooses, Esc closes.
 */
export function PaletteView({ items, recent, height, width, isActive, onChoose, onCancel }: PaletteViewProps) {
  const { theme, widthOf } = useConsoleEnv();
  const index = useMemo(() => buildPaletteIndex(items), [items]);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const shownRows = Math.max(1, height - 3);
  const ranking = useMemo(() => rankPalette(index, query, recent, shownRows), [index, query, recent, shownRows]);
  const results = ranking.items;

  useKeys(
    (input, key) => {
      if (key.escape) return onCancel();
      if (key.return) {
        const chosen = results[cursor];
        if (chosen) onChoose(chosen.entry);
        return;
      }
      if (key.downArrow || (key.ctrl && input === 'n')) return setCursor((c) => Math.min(results.length - 1, c + 1));
      if (key.upArrow || (key.ctrl && input === 'p')) return setCursor((c) => Math.max(0, c - 1));
      const erased = input.match(/[\u007f\b]/g)?.length ?? 0;
      if (key.backspace || key.delete || erased > 0) {
        setCursor(0);
        return setQuery((q) => Array.from(q).slice(0, -Math.max(1, erased)).join(''));
      }
      if (key.ctrl || key.meta || key.tab) return;
      // A query pasted (or typed faster than a frame) with Enter at its end chooses the best match.
      const end = input.search(/[\r\n]/);
      if (end >= 0) {
        const best = rankPalette(index, query + input.slice(0, end), recent, 1).items[0];
        if (best) onChoose(best.entry);
        return;
      }
      if (input) {
        setCursor(0);
        setQuery((q) => q + input);
      }
    },
    { isActive },
  );

  const hintWidth = Math.max(0, Math.min(40, Math.floor(width / 3)));
  const titleWidth = Math.max(1, width - hintWidth - 16);
  return (
    <Box flexDirection="column" height={height}>
      <Text>
        <Text bold color={theme.accent}>
          {'> '}
        </Text>
        {query}
        <Text inverse> </Text>
        {query === '' ? <Text color={theme.dim}> {t('keyboard.palette.placeholder')}</Text> : null}
      </Text>
      {results.length === 0 ? <Text color={theme.dim}>{t('keyboard.palette.empty', { query })}</Text> : null}
      {results.map((r, i) => (
        <Text key={r.entry.id} inverse={i === cursor} wrap="truncate-end">
          {i === cursor ? '> ' : '  '}
          {fitCell(r.entry.title, titleWidth, widthOf)} {fitCell(t(`keyboard.palette.kind.${r.entry.kind}`), 8, widthOf)}{' '}
          <Text color={i === cursor ? undefined : theme.dim}>{fitCell(r.entry.hint, hintWidth, widthOf)}</Text>
        </Text>
      ))}
      {ranking.total > results.length ? <Text color={theme.dim}>{t('keyboard.palette.more', { shown: results.length, total: ranking.total })}</Text> : null}
    </Box>
  );
}
