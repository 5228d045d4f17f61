import { registerCatalogue, setLocale } from './translate';

/** The languages every face speaks; English is the catalogue's source. */
export const SUPPORTED_LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The name a language calls itself, for the switch in settings (the same in every language). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', 'zh-CN': '中文' };

/**
 * A supported language from a language tag or a POSIX locale name: `zh-CN`, `zh_CN.UTF-8`, `zh`,
 * `zh-Hans` → zh-CN; `en`, `en_US.UTF-8`, `C`, `POSIX` → en. Undefined for anything else.
 */
export function resolveLocale(text: string | undefined): Locale | undefined {
  const value = text?.trim().split('.')[0]?.split('@')[0]?.replace('_', '-').toLowerCase();
  if (!value) return undefined;
  if (value === 'c' || value === 'posix' || value === 'en' || value.startsWith('en-')) return 'en';
  if (value === 'zh' || value === 'zh-cn' || value === 'zh-hans' || value.startsWith('zh-hans-') || value === 'zh-sg') return 'zh-CN';
  return undefined;
}

/** The language a POSIX environment asks for: LC_ALL, then LC_MESSAGES, then LANG (first one set). */
export function localeFromEnvironment(env: Readonly<Record<string, string | undefined>>): Locale {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name]?.trim();
    if (value) return resolveLocale(value) ?? 'en';
  }
  return 'en';
}

/**
 * Makes `locale` the language of `t`. Only that language's texts are loaded: zh-CN is its own
 * module (its own chunk in the web build), fetched the first time it is chosen.
 */
export async function useLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  setLocale(locale);
}

/** Loads a language's texts without choosing it (a server answers each request in its own). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'zh-CN') {
    const { chineseParts } = await import('./zh-CN/index');
    registerCatalogue('zh-CN', chineseParts);
  }
}
