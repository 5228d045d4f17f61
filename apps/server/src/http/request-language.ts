import { AsyncLocalStorage } from 'node:async_hooks';
import { loadLocale, type Locale, resolveLocale, setLocaleSource } from '@careops/core/i18n';
import type { FastifyInstance } from 'fastify';

const requestLanguage = new AsyncLocalStorage<Locale>();

/** The language a request asks for: the first tag of its Accept-Language that CareOps speaks, else English. */
export function languageOf(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const tag of value.split(',')) {
    const locale = resolveLocale(tag.split(';')[0]);
    if (locale) return locale;
  }
  return 'en';
}

/**
 * Answers each request's messages (errors, refusals, confirmations) in the language it asks for
 * (Accept-Language, which every face's client sends): the texts the server builds while it
 * handles the request come from that language's catalogue. Install before the routes.
 */
export async function installRequestLanguage(app: FastifyInstance): Promise<void> {
  await loadLocale('zh-CN');
  setLocaleSource(() => requestLanguage.getStore());
  app.addHook('onRequest', (request, _reply, done) => {
    requestLanguage.run(languageOf(request.headers['accept-language']), done);
  });
}
