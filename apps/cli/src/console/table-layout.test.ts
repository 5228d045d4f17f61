import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { fitCell, layoutColumns, tableLine } from './table-layout';

const columns = [
  { key: 'id', title: 'id' },
  { key: 'name', title: 'name' },
  { key: 'status', title: 'status' },
  { key: 'studio', title: 'studio' },
];
const rows = [
  { id: '12', name: '王小明', status: 'under review', studio: 'Kangning Home Nursing Station (Chaoyang)' },
  { id: '7', name: 'Li 👍🏽', status: 'approved', studio: 'Renai' },
];

describe('table layout', () => {
  it('gives each column its widest cell by display width (CJK and emoji take two cells)', () => {
    const placed = layoutColumns(columns, rows, 200, stringWidth);
    expect(placed.map((c) => [c.key, c.width])).toEqual([
      ['id', 2],
      ['name', 6],
      ['status', 12],
      ['studio', 40],
    ]);
  });

  it('drops columns from the lowest priority when the terminal is narrow, never the first ones', () => {
    expect(layoutColumns(columns, rows, 40, stringWidth).map((c) => c.key)).toEqual(['id', 'name', 'status', 'studio']);
    expect(layoutColumns(columns, rows, 30, stringWidth).map((c) => c.key)).toEqual(['id', 'name', 'status']);
    expect(layoutColumns(columns, rows, 24, stringWidth).map((c) => c.key)).toEqual(['id', 'name', 'status']);
    expect(layoutColumns(columns, rows, 12, stringWidth).map((c) => c.key)).toEqual(['id', 'name']);
    for (const width of [12, 24, 30, 40, 80]) {
      const placed = layoutColumns(columns, rows, width, stringWidth);
      expect(placed.reduce((sum, c) => sum + c.width, 0) + 2 * (placed.length - 1)).toBeLessThanOrEqual(width);
    }
  });

  it('cuts a cell at a cluster boundary with an ellipsis and pads it to the exact width', () => {
    expect(fitCell('王小明', 5, stringWidth)).toBe('王小…');
    expect(stringWidth(fitCell('王小明', 5, stringWidth))).toBe(5);
    expect(fitCell('👍🏽👍🏽👍🏽', 4, stringWidth)).toBe('👍🏽… ');
    expect(fitCell('ok', 4, stringWidth)).toBe('ok  ');
    expect(fitCell('a\tb\nc', 5, stringWidth)).toBe('a b c');
  });

  it('lines up every row at the same display width', () => {
    const placed = layoutColumns(columns, rows, 60, stringWidth);
    const widths = rows.map((row) => stringWidth(tableLine(placed, row, stringWidth)));
    expect(new Set(widths).size).toBe(1);
    expect(widths[0]).toBeLessThanOrEqual(60);
  });
});
