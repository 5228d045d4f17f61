import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ResultCode } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { plainEnvelope } from './envelope';
import { securityHeaders } from './security-headers';

/**
 * Fastify's `frameworkErrors`: a path that is not a valid URL (bad percent-encoding) gets the
 * 400 envelope with the security headers, like every other answer.
 */
export function answerFrameworkError(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(400)
    .headers(securityHeaders)
    .header('cache-control', 'no-store')
    .send({ ...plainEnvelope(ResultCode.invalidInput, t('server.input.badUrl')), requestId: request.id });
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any request exists
 * (headers too large 431, a timeout 408, anything malformed 400) is answered with the envelope
 * and the security headers, then the connection closes.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? t('server.input.headersTooLarge') : status === 408 ? t('error.http.408') : t('error.http.400');
  const body = JSON.stringify(plainEnvelope(ResultCode.invalidInput, message));
  const headers = Object.entries({ ...securityHeaders, 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${headers}\r\n${body}`);
  socket.destroy(error);
}
