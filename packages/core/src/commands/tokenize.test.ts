import { describe, expect, it } from 'vitest';
import { quoteWord, tokenize } from './tokenize';

const values = (line: string) => tokenize(line).tokens.map((t) => t.value);

describe('tokenize', () => {
  it('splits on whitespace', () => {
    expect(values('  orders   list\t--limit 5 ')).toEqual(['orders', 'list', '--limit', '5']);
    expect(tokenize('').tokens).toEqual([]);
  });

  it('reads single quotes literally and double quotes with escapes', () => {
    expect(values(`open 'order list'`)).toEqual(['open', 'order list']);
    expect(values(`say 'a\\b'`)).toEqual(['say', 'a\\b']);
    expect(values(`say "a \\"b\\" \\\\ c"`)).toEqual(['say', 'a "b" \\ c']);
    expect(values(`x --name="two words"`)).toEqual(['x', '--name=two words']);
    expect(values(`x ''`)).toEqual(['x', '']);
  });

  it('escapes outside quotes', () => {
    expect(values('open order\\ list')).toEqual(['open', 'order list']);
    expect(tokenize('\\--x').tokens[0]).toMatchObject({ value: '--x', quoted: true });
  });

  it('records where each token starts and ends', () => {
    expect(tokenize(`ab "c d" e`).tokens.map((t) => [t.start, t.end])).toEqual([[0, 2], [3, 8], [9, 10]]);
    expect(tokenize('ab ').openEnd).toBe(false);
    expect(tokenize('ab').openEnd).toBe(true);
  });

  it('names an unclosed quote or a trailing backslash', () => {
    expect(tokenize('open "order').error).toBe('unclosed double quote');
    expect(tokenize("open 'order").error).toBe('unclosed single quote');
    expect(tokenize('open order\\').error).toBe('the line ends with a lone backslash');
    expect(values('open "order')).toEqual(['open', 'order']);
  });

  it('quotes words that need it', () => {
    expect(quoteWord('plain')).toBe('plain');
    expect(quoteWord('two words')).toBe('"two words"');
    expect(quoteWord('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteWord('')).toBe('""');
  });
});
