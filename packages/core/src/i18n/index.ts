export { en, type MessageKey } from './en';
export { type Catalogue, getLocale, type MessageParams, registerCatalogue, setLocale, setLocaleSource, t } from './translate';
export { loadAreaMessages } from './en-area-parts';
export { loadLocale, LOCALE_NAMES, type Locale, localeFromEnvironment, resolveLocale, SUPPORTED_LOCALES, useLocale } from './locales';
export { retranslate } from './retranslate';
