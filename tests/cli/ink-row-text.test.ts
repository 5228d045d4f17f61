// The CLI build's shortcut in Ink's frame to text (scripts/build/interactive-vendor-plugins.mjs,
// rowToText) against ansi-tokenize's own styledCharsToString, on styled rows.
import { ansiCodesToString, diffAnsiCodes, styledCharsFromTokens, styledCharsToString, tokenize } from '@alcalzone/ansi-tokenize';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script, plain JavaScript
import { rowToText } from '../../scripts/build/interactive-vendor-plugins.mjs';

type StyledChars = ReturnType<typeof styledCharsFromTokens>;
const shortcut = new Function('ansiCodesToString', 'diffAnsiCodes', 'chars', rowToText as string) as (
  codesToString: typeof ansiCodesToString,
  diff: typeof diffAnsiCodes,
  chars: StyledChars,
) => string;

const texts = [
  '',
  'plain text',
  '\u001b[1mbold\u001b[22m after',
  '\u001b[7m\u001b[1m lists \u001b[22m\u001b[27m',
  'a\u001b[31mred\u001b[39m\u001b[32mgreen\u001b[0m end',
  '\u001b[2mdim \u001b[1mboth\u001b[22m none',
  '中文\u001b[4mu\u001b[24m😀 wide',
  '\u001b[38;5;200mx\u001b[48;2;1;2;3my\u001b[0m',
];

describe("the frame's row to text", () => {
  it('gives the text ansi-tokenize gives, whether cells share their styles or not', () => {
    const blank = { type: 'char' as const, value: ' ', fullWidth: false, styles: [] };
    for (const text of texts) {
      for (const from of [0, 1, 4]) {
        const chars = styledCharsFromTokens(tokenize(text)).slice(from);
        const rows = [chars, chars.map((c) => ({ ...c, styles: [...c.styles] })), [blank, ...chars, blank, blank]];
        for (const row of rows) expect(shortcut(ansiCodesToString, diffAnsiCodes, row), JSON.stringify(text)).toBe(styledCharsToString(row));
      }
    }
  });
});
