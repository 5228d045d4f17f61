import { displayWidth, padToWidth, truncateToWidth } from './text-width';

export interface TableOptions {
  /** Terminal width; wide columns are shortened (with "…") to fit it. */
  maxWidth?: number;
  /** Bold header (ANSI), for colour-capable terminals. */
  bold?: boolean;
}

const GAP = '  ';
const MIN_COLUMN = 6;

/** One line per cell: newlines, tabs and control characters become spaces on a terminal. */
export function tableCell(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

function fitWidths(widths: number[], maxWidth: number): number[] {
  const fitted = [...widths];
  const total = () => fitted.reduce((sum, w) => sum + w, 0) + GAP.length * (fitted.length - 1);
  while (total() > maxWidth) {
    let widest = -1;
    for (let i = 0; i < fitted.length; i += 1) {
      const w = fitted[i] ?? 0;
      if (w > MIN_COLUMN && (widest < 0 || w > (fitted[widest] ?? 0))) widest = i;
    }
    if (widest < 0) break;
    fitted[widest] = (fitted[widest] ?? 0) - 1;
  }
  return fitted;
}

/** An aligned text table: a header line and one line per row. */
export function renderTable(headers: string[], rows: string[][], options: TableOptions = {}): string {
  const cells = rows.map((row) => headers.map((_, i) => tableCell(row[i] ?? '')));
  const heads = headers.map(tableCell);
  let widths = heads.map((head, i) => Math.max(displayWidth(head), ...cells.map((row) => displayWidth(row[i] ?? ''))));
  if (options.maxWidth) widths = fitWidths(widths, options.maxWidth);
  const line = (row: string[]) =>
    row
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        const text = truncateToWidth(cell, width);
        return i === row.length - 1 ? text : padToWidth(text, width);
      })
      .join(GAP)
      .trimEnd();
  const header = line(heads);
  const out = [options.bold ? `\u001b[1m${header}\u001b[22m` : header, ...cells.map(line)];
  return `${out.join('\n')}\n`;
}
