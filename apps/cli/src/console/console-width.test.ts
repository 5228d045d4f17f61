import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { consoleWidth, isPlainText } from './console-width';

const texts = ['', 'Orders', 'org review (25)', '王小明', 'Li 👍🏽', 'café', 'ｶﾀｶﾅ', 'a\tb', '\u001b[1mbold\u001b[22m'];

describe('console widths', () => {
  it('measures plain ASCII without string-width, as string-width does', () => {
    const width = consoleWidth(() => Promise.reject(new Error('not needed')));
    for (const text of ['', 'Orders', 'org review (25)', 'careops orders list --status 2']) {
      expect(isPlainText(text)).toBe(true);
      expect(width.widthOf(text)).toBe(stringWidth(text));
    }
    expect(isPlainText('王小明')).toBe(false);
    expect(isPlainText('a\tb')).toBe(false);
  });

  it('uses string-width for every other text once loaded, and estimates wide text before', async () => {
    let loads = 0;
    const width = consoleWidth(async () => {
      loads += 1;
      return stringWidth;
    });
    expect(width.widthOf('王小明')).toBe(6);
    await Promise.all([width.load(), width.load()]);
    expect(loads).toBe(1);
    for (const text of texts) expect(width.widthOf(text)).toBe(stringWidth(text));
  });
});
