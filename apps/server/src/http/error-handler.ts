import { CareOpsError, ResultCode } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorEnvelope, plainEnvelope } from './envelope';
import { logSecurityEvent } from './security-events';

/** PostgreSQL "data exception" (class 22: out of range, bad text representation…): bad input. */
const isDataException = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' && /^22[0-9A-Z]{3}$/.test((error as { code: string }).code);

/**
 * One place turns every failure into the envelope (with the request's id as `requestId`): CareOpsError → its code and HTTP status;
 * transport errors (malformed body 400, 413, 415) → their status with a message naming the
 * problem; anything else → 500 "server error", logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | CareOpsError | Error, request, reply) => {
    if (error instanceof CareOpsError) {
      // A token refused (not a mere missing one), a disabled account, a permission refused.
      if (error.code === 'sessionExpired' && request.headers.token !== undefined) logSecurityEvent(request, 'session.invalid');
      else if (error.code === 'accountDisabled' || error.code === 'permissionDenied') logSecurityEvent(request, 'permission.denied', { code: error.code });
      return reply.code(error.httpStatus).send({ ...errorEnvelope(error), requestId: request.id });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error, reqId: request.id, url: request.url }, 'database refused a value');
      return reply.code(200).send({ ...plainEnvelope(ResultCode.invalidInput, t('server.input.outOfRange')), requestId: request.id });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = 'code' in error ? error.code : undefined;
    if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ ...plainEnvelope(ResultCode.invalidInput, t('error.bodyTooLarge')), requestId: request.id });
    }
    if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = request.headers['content-type'] ?? '';
      return reply.code(415).send({ ...plainEnvelope(ResultCode.invalidInput, t('server.input.mediaType', { type })), requestId: request.id });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ ...plainEnvelope(status === 429 ? ResultCode.tooManyAttempts : ResultCode.invalidInput, error.message), requestId: request.id });
    }
    request.log.error({ err: error, reqId: request.id, url: request.url }, 'unexpected error');
    return reply.code(500).send({ ...plainEnvelope(ResultCode.internal, t('error.internal')), requestId: request.id });
  });
}
