import { Box, Text } from 'ink';
import { memo, useMemo } from 'react';
import { layoutColumns, tableLine, type TableColumn } from '../table-layout';
import { useConsoleEnv } from './console-context';

export interface DataTableProps {
  columns: readonly TableColumn[];
  rows: ReadonlyArray<Readonly<Record<string, string>>>;
  cursor: number;
  /** First row shown. */
  offset: number;
  /** Rows shown (the header line is extra). */
  height: number;
  width: number;
  isSelected(index: number): boolean;
}

/** Cells before each row: the cursor mark and the selection mark. */
const MARKS = 2;

// One text per line, already fitted to the width: Ink has nothing to wrap or cut.
const Line = memo(function Line({ text, current, selected }: { text: string; current: boolean; selected: boolean }) {
  return <Text inverse={current}>{`${current ? '>' : ' '}${selected ? '*' : ' '}${text}`}</Text>;
});

/**
 * A table that fits the terminal: the columns that fit its width in priority order (the rest
 * dropped), cells cut by display width, and only the rows on screen drawn, so a keystroke in a
 * list of thousands redraws a screenful.
 */
export function DataTable({ columns, rows, cursor, offset, height, width, isSelected }: DataTableProps) {
  const { widthOf, theme } = useConsoleEnv();
  const placed = useMemo(() => layoutColumns(columns, rows, Math.max(1, width - MARKS), widthOf), [columns, rows, width, widthOf]);
  const titles = useMemo(() => Object.fromEntries(placed.map((c) => [c.key, c.title])), [placed]);
  // A row's line is measured and fitted once per layout; a keystroke only picks lines.
  const lines = useMemo(() => new WeakMap<object, string>(), [placed]);
  const lineOf = (row: Readonly<Record<string, string>>) => {
    let line = lines.get(row);
    if (line === undefined) {
      // Without the last cell's padding: Ink handles every character of a line on every frame.
      line = tableLine(placed, row, widthOf).trimEnd();
      lines.set(row, line);
    }
    return line;
  };
  const shown = rows.slice(offset, offset + height);
  return (
    <Box flexDirection="column">
      <Text bold color={theme.accent} wrap="truncate-end">
        {' '.repeat(MARKS)}
        {tableLine(placed, titles, widthOf)}
      </Text>
      {shown.map((row, i) => (
        <Line key={offset + i} text={lineOf(row)} current={offset + i === cursor} selected={isSelected(offset + i)} />
      ))}
    </Box>
  );
}
