import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV', () => {
  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('')).toBe('');
  });

  it('defuses cells a spreadsheet would run as formulas, not negative numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField('=a,b')).toBe(`"'=a,b"`);
  });

  it('joins lines with CRLF and ends with one', () => {
    expect(toCsv(['id', 'name'], [['1', 'Li, Na'], ['2', 'Wu']])).toBe('id,name\r\n1,"Li, Na"\r\n2,Wu\r\n');
  });
});
