import { describe, expect, it } from 'vitest';
import { renderTsv, tsvField } from './tsv';

describe('TSV', () => {
  it('escapes tab, newline, carriage return and backslash so each record is one line', () => {
    expect(tsvField('a\tb')).toBe('a\\tb');
    expect(tsvField('line 1\nline 2')).toBe('line 1\\nline 2');
    expect(tsvField('x\r\ny')).toBe('x\\r\\ny');
    expect(tsvField('C:\\path')).toBe('C:\\\\path');
    expect(tsvField('plain, "quoted"')).toBe('plain, "quoted"');
  });

  it('guards a field a spreadsheet would run as a formula, then escapes it', () => {
    expect(tsvField('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(tsvField('-1+1')).toBe("'-1+1");
    expect(tsvField('\t=1')).toBe("'\\t=1");
    expect(tsvField('a=1')).toBe('a=1');
  });

  it('writes one line per record with tab-separated fields', () => {
    const text = renderTsv([
      ['id', 'name'],
      ['1', 'Wang\tLi'],
      ['2', ''],
    ]);
    expect(text).toBe('id\tname\n1\tWang\\tLi\n2\t\n');
    expect(text.slice(0, -1).split('\n').map((l) => l.split('\t').length)).toEqual([2, 2, 2]);
  });
});
