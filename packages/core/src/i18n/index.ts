export { en, type MessageKey } from './en';
export { type Catalogue, getLocale, type MessageParams, registerCatalogue, setLocale, t } from './translate';
export { loadAreaMessages } from './en-area-parts';
