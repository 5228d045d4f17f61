import formbody from '@fastify/formbody';
import { t } from '@careops/core/i18n';
import type { FastifyInstance } from 'fastify';

/** Request bodies are capped at 1 MiB (413 beyond). */
export const BODY_LIMIT = 1024 * 1024;

const malformed = (encoding: string, detail: string) =>
  Object.assign(new Error(t('server.input.malformedDetail', { message: t('error.malformedBody', { encoding }), detail })), { statusCode: 400 });

/** JSON.parse without `__proto__` keys (they could poison objects merged later). */
function parseJson(text: string): unknown {
  return text.includes('__proto__') ? JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)) : JSON.parse(text);
}

/**
 * JSON (an empty body counts as none) whose parse errors say what is wrong, and
 * form-encoded bodies (values arrive as strings; the schemas coerce).
 */
export async function installBodyParsing(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, parseJson(text));
    } catch (error) {
      done(malformed('JSON', error instanceof Error ? error.message : String(error)), undefined);
    }
  });
  await app.register(formbody);
}
