export { en, type MessageKey } from './en';
export { type Catalogue, getLocale, type MessageParams, registerCatalogue, setLocale, t } from './translate';
export { loadAreaMessages } from './en-area-parts';
export { LOCALE_NAMES, type Locale, localeFromEnvironment, resolveLocale, SUPPORTED_LOCALES, useLocale } from './locales';
