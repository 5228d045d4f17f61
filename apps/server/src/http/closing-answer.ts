import { ResultCode } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { FastifyInstance } from 'fastify';
import { plainEnvelope } from './envelope';

/**
 * While the server stops (SIGTERM), a request that arrives on a connection still open is
 * answered 503 with the envelope ("service unavailable") and `Connection: close`, and does
 * nothing; the requests already running finish. Replaces Fastify's own 503, which is not our
 * envelope (build the app with `return503OnClosing: false`). Install before the routes.
 */
export function installClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.code(503).header('connection', 'close');
    return reply.send(plainEnvelope(ResultCode.internal, t('error.http.503')));
  });
}
