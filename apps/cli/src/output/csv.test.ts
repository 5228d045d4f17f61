import { describe, expect, it } from 'vitest';
import { csvField, renderCsv } from './csv';

describe('CSV', () => {
  it('leaves plain fields alone', () => {
    expect(csvField('Wang Li')).toBe('Wang Li');
    expect(csvField('')).toBe('');
    expect(csvField('王丽')).toBe('王丽');
  });

  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('joins records with LF', () => {
    expect(renderCsv([['id', 'note'], ['7', 'a "b", c']])).toBe('id,note\n7,"a ""b"", c"\n');
  });
});
