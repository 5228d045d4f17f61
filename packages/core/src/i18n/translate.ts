import type { MessageKey } from './en';
import { englishText } from './en-parts';

export type Catalogue = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;

// English is answered from its parts (en-parts.ts); other languages are registered here.
const catalogues: Record<string, Partial<Catalogue>> = {};
let current = 'en';

/** Registers a catalogue for another language; missing keys fall back to English. */
export function registerCatalogue(locale: string, catalogue: Partial<Catalogue>): void {
  catalogues[locale] = catalogue;
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

export function getLocale(): string {
  return current;
}

/** The message for `key` in the current language, with `{name}` placeholders filled. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = catalogues[current]?.[key] ?? englishText(key) ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
