import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvLine, spreadsheetSafe, toCsv } from './csv';
import { FORMULA_PAYLOADS, HARMLESS_TEXTS } from './formula-payloads';

describe('CSV fields', () => {
  it('leaves plain fields alone, in any script', () => {
    for (const text of ['Wang Li', '', '王丽', 'plain', ...HARMLESS_TEXTS]) expect(csvField(text)).toBe(text);
  });

  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('padded ')).toBe('"padded "');
  });

  it.each(FORMULA_PAYLOADS)('guards the formula $text', ({ text, field }) => {
    expect(csvField(text)).toBe(field);
    expect(spreadsheetSafe(text)).toBe(`'${text}`);
  });

  it('guards a leading minus even on a number: a cell cannot tell -1 from -1+1', () => {
    expect(csvField('-12.5')).toBe("'-12.5");
  });
});

describe('CSV files', () => {
  it('ends every record with CRLF by default, LF on request', () => {
    expect(toCsv([['id', 'note'], ['7', 'a "b", c']])).toBe('id,note\r\n7,"a ""b"", c"\r\n');
    expect(toCsv([['id'], ['7']], { lineEnding: '\n' })).toBe('id\n7\n');
    expect(csvLine(['=1', 'x'], { lineEnding: '\n' })).toBe("'=1,x\n");
  });

  it('starts with a byte-order mark on request', () => {
    expect(toCsv([['id']], { bom: true })).toBe(`${CSV_BOM}id\r\n`);
    expect(toCsv([])).toBe('');
  });
});
