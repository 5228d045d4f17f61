import type { MessageKey } from './en';
import { englishText } from './en-parts';
import { fillPlurals } from './plural';

export type Catalogue = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;

// English is answered from its parts (en-parts.ts); other languages are registered here, as one
// catalogue or as the parts of one (zh-CN/), looked up part by part like English.
const catalogues: Record<string, ReadonlyArray<Readonly<Partial<Record<string, string>>>>> = {};
let current = 'en';
// Where a server finds the language of the request it is answering (request-language.ts there).
let localeSource: (() => string | undefined) | undefined;

/** Registers a catalogue (or its parts) for another language; missing keys fall back to English. */
export function registerCatalogue(
  locale: string,
  catalogue: Partial<Catalogue> | ReadonlyArray<Readonly<Partial<Record<string, string>>>>,
): void {
  catalogues[locale] = Array.isArray(catalogue) ? catalogue : [catalogue as Partial<Record<string, string>>];
}

/** Chooses the language `t` answers in. */
export function setLocale(locale: string): void {
  if (locale !== 'en' && !catalogues[locale]) throw new Error(`no message catalogue for locale "${locale}"`);
  current = locale;
}

/** Whether the catalogue has `key` (in English, which every key has). */
export function hasMessage(key: string): key is MessageKey {
  return englishText(key) !== undefined;
}

/**
 * Lets `t` ask, at each call, for the language of the work in progress (a server answering
 * requests in several languages); a language that is not registered falls back to the chosen one.
 */
export function setLocaleSource(source: (() => string | undefined) | undefined): void {
  localeSource = source;
}

/** The language `t` answers in now. */
export function getLocale(): string {
  const asked = localeSource?.();
  return asked !== undefined && (asked === 'en' || catalogues[asked]) ? asked : current;
}

/** The text of `key` in the current language when it is not English and has one; undefined otherwise. */
export function translatedText(key: string): string | undefined {
  const parts = catalogues[getLocale()];
  if (!parts) return undefined;
  for (const part of parts) {
    if (Object.hasOwn(part, key)) return part[key];
  }
  return undefined;
}

/**
 * The message for `key` in the current language, with `{name}` placeholders filled and
 * `{name, plural, one {…} other {…}}` choices made by the language's plural rules.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = translatedText(key) ?? englishText(key) ?? key;
  if (!params) return text;
  return fillPlurals(text, params, getLocale()).replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
