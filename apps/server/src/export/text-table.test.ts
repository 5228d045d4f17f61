import { describe, expect, it } from 'vitest';
import { ChunkPool, ChunkWriter } from './chunk-writer';
import { TextTable } from './text-table';

describe('TextTable', () => {
  it('keeps texts by id and gives them back, any characters', () => {
    const table = new TextTable();
    const texts = ['Lin Chao', '', '王小明', 'café ☕', 'x'.repeat(5000)];
    texts.forEach((text, i) => table.set(i * 3 + 1, text));
    texts.forEach((text, i) => expect(table.text(i * 3 + 1)).toBe(text));
    expect(table.has(2)).toBe(false);
    expect(table.text(2)).toBeUndefined();
    expect(table.has(10_000)).toBe(false);
    expect(table.has(null)).toBe(false);
  });

  it('writes a text as its UTF-8 bytes', () => {
    const table = new TextTable();
    table.set(7, 'Xu 张');
    table.set(8, 'y'.repeat(100));
    const out = new ChunkWriter(new ChunkPool());
    table.write(7, out);
    table.write(8, out);
    expect(Buffer.concat(out.take(true)).toString('utf8')).toBe(`Xu 张${'y'.repeat(100)}`);
  });

  it('tells which texts CSV and XML take as they are', () => {
    const table = new TextTable();
    const cases: Array<[string, boolean, boolean]> = [
      ['Lin Chao', true, true],
      ['a, b', false, true],
      ['=SUM(A1)', false, true],
      [' edge', false, false],
      ['<b>&', true, false],
      ['say "hi"', false, false],
      ['', true, false],
    ];
    cases.forEach(([text], i) => table.set(i, text));
    cases.forEach(([text, csv, xml], i) => {
      expect([text, table.plain(i, false)]).toEqual([text, csv]);
      expect([text, table.plain(i, true)]).toEqual([text, xml]);
    });
  });

  it('replaces a text set again', () => {
    const table = new TextTable();
    table.set(1, 'old name');
    table.set(1, 'new');
    expect(table.text(1)).toBe('new');
  });
});
