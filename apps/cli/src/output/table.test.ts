import { beforeAll, describe, expect, it } from 'vitest';
import { renderTable, tableCell } from './table';
import { displayWidth, loadTextWidth, padToWidth, truncateToWidth } from './text-width';

beforeAll(loadTextWidth);

describe('text width', () => {
  it('counts CJK and emoji as two cells and combining marks as none', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('王丽')).toBe(4);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('👍')).toBe(2);
  });

  it('counts an emoji with a skin tone, a ZWJ family and a flag as one two-cell cluster', () => {
    expect(displayWidth('👍🏽')).toBe(2);
    expect(displayWidth('👨\u200d👩\u200d👧')).toBe(2);
    expect(displayWidth('🇨🇳')).toBe(2);
    expect(displayWidth('李👍🏽a')).toBe(5);
    expect(displayWidth('\u200b')).toBe(0);
  });

  it('truncates to a width with an ellipsis, never inside a cluster', () => {
    expect(truncateToWidth('abcdef', 4)).toBe('abc…');
    expect(truncateToWidth('王丽华', 4)).toBe('王…');
    expect(truncateToWidth('abc', 3)).toBe('abc');
    expect(truncateToWidth('👍🏽👍🏽👍🏽', 5)).toBe('👍🏽👍🏽…');
    expect(truncateToWidth('a👨\u200d👩\u200d👧b', 3)).toBe('a…');
  });

  it('pads by cells', () => {
    expect(padToWidth('👍🏽', 4)).toBe('👍🏽  ');
  });
});

describe('table', () => {
  it('aligns columns by display width, with no trailing spaces', () => {
    const text = renderTable(['id', 'name', 'phone'], [
      ['1', '王丽', '13800000001'],
      ['22', 'Li', ''],
    ]);
    expect(text).toBe(['id  name  phone', '1   王丽  13800000001', '22  Li'].join('\n') + '\n');
  });

  it('keeps every record on one line', () => {
    expect(tableCell('a\nb\tc')).toBe('a b c');
    expect(renderTable(['note'], [['two\nlines']])).toBe('note\ntwo lines\n');
  });

  it('shortens the widest column to fit the terminal', () => {
    const text = renderTable(['id', 'address'], [['1', 'No. 88 Some Very Long Road, Pudong New District, Shanghai']], { maxWidth: 30 });
    for (const line of text.trimEnd().split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(30);
    expect(text).toContain('…');
  });

  it('aligns emoji with skin tones and ZWJ sequences as two cells', () => {
    const text = renderTable(['name', 'id'], [['👍🏽', '1'], ['👨\u200d👩\u200d👧x', '2'], ['王', '3']]);
    expect(text).toBe(['name  id', '👍🏽    1', '👨\u200d👩\u200d👧x   2', '王    3'].join('\n') + '\n');
  });

  it('bolds the header when asked', () => {
    expect(renderTable(['id'], [['1']], { bold: true })).toBe('\u001b[1mid\u001b[22m\n1\n');
  });
});
