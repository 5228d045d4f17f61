import { en, type MessageKey } from './en';

export type Catalogue = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;

const catalogues: Record<string, Partial<Catalogue>> = { en };
let current = 'en';

/** Registers a catalogue for another language; missing keys fall back to English. */
export function registerCatalogue(locale: string, catalogue: Partial<Catalogue>): void {
  catalogues[locale] = catalogue;
}

/** Chooses the language `t` answers in. */
export function setLocale(locale: string): void {
  if (!catalogues[locale]) throw new Error(`no message catalogue for locale "${locale}"`);
  current = locale;
}

export function getLocale(): string {
  return current;
}

/** The message for `key` in the current language, with `{name}` placeholders filled. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = catalogues[current]?.[key] ?? en[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
