import { type Locale, resolveLocale, useLocale } from '@careops/core/i18n';

const STORAGE_KEY = 'careops.language';

/**
 * The console's language: the one chosen in settings (kept in this browser: staff share the
 * language of a workstation, and the sign-in page needs it before anyone is signed in), else
 * the browser's first language when it is Chinese, else English.
 */
export function chosenLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the browser's language decides.
  }
  const fromStorage = resolveLocale(stored ?? undefined);
  if (fromStorage) return fromStorage;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return browser.map((tag) => resolveLocale(tag)).find((locale) => locale !== undefined) === 'zh-CN' ? 'zh-CN' : 'en';
}

/** Loads the chosen language's texts (only those) before the console starts. */
export async function startLanguage(): Promise<void> {
  const locale = chosenLocale();
  document.documentElement.lang = locale;
  await useLocale(locale);
}

/**
 * Remembers a new language and starts the console again in it: texts built when modules loaded
 * (validation messages, menus) are built anew, none is left in the old language.
 */
export function switchLanguage(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    return;
  }
  window.location.reload();
}
