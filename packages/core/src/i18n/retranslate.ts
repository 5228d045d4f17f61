import { englishParts } from './en-parts';
import { getLocale, t } from './translate';
import type { MessageKey } from './en';

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
  /** Characters that are not placeholders: the more, the surer a match. */
  weight: number;
}

let exact: Map<string, MessageKey> | undefined;
let templates: Template[] | undefined;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function index(): { exact: Map<string, MessageKey>; templates: Template[] } {
  if (exact && templates) return { exact, templates };
  exact = new Map();
  templates = [];
  for (const part of englishParts) {
    for (const [key, text] of Object.entries(part)) {
      if (text.includes(', plural,')) continue;
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, key as MessageKey);
        continue;
      }
      const source = text.split(/\{\w+\}/).map(escape).join('(.+?)');
      templates.push({ key: key as MessageKey, pattern: new RegExp(`^${source}$`, 's'), names, weight: text.replace(/\{\w+\}/g, '').length });
    }
  }
  templates.sort((a, b) => b.weight - a.weight);
  return { exact, templates };
}

/**
 * An English catalogue text, as built in English before the language was known (a contract
 * schema's message, made when its module loaded), said in the current language: found by its
 * English wording, its placeholders' values carried over. Anything else is returned unchanged.
 */
export function retranslate(text: string): string {
  if (getLocale() === 'en') return text;
  const found = index();
  const key = found.exact.get(text);
  if (key) return t(key);
  for (const template of found.templates) {
    if (template.weight < 3) continue;
    const match = template.pattern.exec(text);
    if (!match) continue;
    return t(template.key, Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? ''])));
  }
  return text;
}
