/** Cells a text takes on the terminal (string-width: CJK and emoji are two). */
export type WidthOf = (text: string) => number;

export interface TableColumn {
  key: string;
  title: string;
}

export interface PlacedColumn extends TableColumn {
  /** Cells the column gets. */
  width: number;
}

/** Cells between two columns. */
export const COLUMN_GAP = 2;
/** A column is never narrower than this (or its title, when shorter). */
const MIN_WIDTH = 6;
/** Rows measured for a column's natural width: enough to be typical, few enough for a keystroke. */
const SAMPLE_ROWS = 200;

/**
 * The columns a table shows in `width` cells. Columns are in priority order (the descriptor's
 * order: id and name first); each gets its natural width (the widest of its title and the
 * sampled cells, at most 40 % of the screen) while it fits, the first that does not fit gets
 * what is left when that is at least its minimum, and the rest are dropped.
 */
export function layoutColumns(columns: readonly TableColumn[], rows: ReadonlyArray<Readonly<Record<string, string>>>, width: number, widthOf: WidthOf): PlacedColumn[] {
  const cap = Math.max(MIN_WIDTH, Math.floor(width * 0.4));
  const sample = rows.slice(0, SAMPLE_ROWS);
  const placed: PlacedColumn[] = [];
  let used = 0;
  for (const column of columns) {
    const titleWidth = widthOf(column.title);
    let natural = titleWidth;
    for (const row of sample) natural = Math.max(natural, widthOf(row[column.key] ?? ''));
    const wanted = Math.min(natural, cap);
    const minimum = Math.min(wanted, Math.max(MIN_WIDTH, Math.min(titleWidth, 10)));
    const gap = placed.length === 0 ? 0 : COLUMN_GAP;
    const left = width - used - gap;
    if (wanted <= left) {
      placed.push({ ...column, width: wanted });
      used += gap + wanted;
      continue;
    }
    if (left >= minimum) placed.push({ ...column, width: left });
    else if (placed.length === 0) placed.push({ ...column, width: Math.max(1, width) });
    break;
  }
  return placed;
}

// Made when a cell is first cut: the first segmenter loads ICU's break rules (~8 ms), which the
// console's first frame does not need.
let graphemes: Intl.Segmenter | undefined;

/** `text` cut to at most `width` cells (ending with "…" when cut, never inside a cluster), padded with spaces to exactly `width`. */
export function fitCell(text: string, width: number, widthOf: WidthOf): string {
  const clean = text.replace(/[\r\n\t]+/g, ' ');
  const full = widthOf(clean);
  if (full <= width) return clean + ' '.repeat(width - full);
  if (width <= 0) return '';
  let out = '';
  let used = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(clean)) {
    const w = widthOf(segment);
    if (used + w > width - 1) break;
    out += segment;
    used += w;
  }
  return `${out}…${' '.repeat(Math.max(0, width - used - 1))}`;
}

/** One table line: each placed column's cell, fitted, separated by the gap. */
export function tableLine(columns: readonly PlacedColumn[], row: Readonly<Record<string, string>>, widthOf: WidthOf): string {
  return columns.map((c) => fitCell(row[c.key] ?? '', c.width, widthOf)).join(' '.repeat(COLUMN_GAP));
}
