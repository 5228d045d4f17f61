import { describe, expect, it } from 'vitest';
import { flattenRoutes, areaRoutes, homeRoute, publicRoutes } from '../permissions/route-table';
import { englishParts } from './en-parts';
import { chineseParts } from './zh-CN/index';
import { routeTitlesZh } from './zh-CN/routes';

const english = new Map<string, string>();
for (const part of englishParts) for (const [key, text] of Object.entries(part)) english.set(key, text);

const chinese = new Map<string, string>();
for (const part of chineseParts) for (const [key, text] of Object.entries(part)) if (text !== undefined) chinese.set(key, text);

/** The placeholders of a text: `{name}` and the number of a `{name, plural, …}` choice. */
const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1] ?? ''))].sort();

// Texts that read the same in Chinese: names, codes, key hints and pure placeholders.
const SAME_IN_BOTH = /^[\s\d{}\w.,:;·/()[\]#%+\-–→…'"@<>=|•`]*$/u;

describe('the zh-CN catalogue', () => {
  it('has every English key (a new English text needs its zh-CN twin in i18n/zh-CN/<same file>.ts)', () => {
    const missing = [...english.keys()].filter((key) => !chinese.has(key));
    expect(missing, `zh-CN lacks ${missing.length} key(s):\n${missing.join('\n')}`).toEqual([]);
  });

  it('has no key English lacks (a renamed or removed key)', () => {
    const extra = [...chinese.keys()].filter((key) => !key.startsWith('route.') && !english.has(key));
    expect(extra).toEqual([]);
  });

  it('keeps the placeholders of every English text', () => {
    const differing = [...chinese.entries()]
      .filter(([key]) => english.has(key))
      .filter(([key, text]) => placeholdersOf(text).join() !== placeholdersOf(english.get(key) ?? '').join())
      .map(([key, text]) => `${key}: ${english.get(key)} ≠ ${text}`);
    expect(differing).toEqual([]);
  });

  it('translates: a text identical to the English one is a name, a code or placeholders only', () => {
    const untranslated = [...chinese.entries()]
      .filter(([key, text]) => english.get(key) === text && !SAME_IN_BOTH.test(text.replace(/\{\w+\}/g, '')))
      .map(([key]) => key);
    expect(untranslated).toEqual(['app.productName', 'cli.prompt.yesNo', 'keyboard.terminal.confirm'].filter((key) => untranslated.includes(key)));
  });

  it('has no empty text', () => {
    expect([...chinese.entries()].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('titles every route in Chinese, and no route the table lacks', () => {
    const names = flattenRoutes([...publicRoutes, homeRoute, ...areaRoutes]).map((route) => route.name);
    expect(names.filter((name) => !Object.hasOwn(routeTitlesZh, name))).toEqual([]);
    expect(Object.keys(routeTitlesZh).filter((name) => !names.includes(name))).toEqual([]);
  });
});
