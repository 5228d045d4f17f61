import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { FastifyRequest } from 'fastify';
import type { Channel } from '../db/schema';

/** Where a request comes from, for sessions and the audit trail. */
export interface RequestMeta {
  address: string;
  userAgent: string;
  channel: Exclude<Channel, 'system'>;
}

const channels = new Set(['web', 'terminal', 'cli']);

/** A single header value (a repeated header is refused as absent). */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Reads address, user agent and the `x-careops-channel` header (web, terminal or cli; default web). */
export function requestMeta(request: FastifyRequest): RequestMeta {
  const raw = headerOf(request, 'x-careops-channel')?.trim().toLowerCase();
  if (raw !== undefined && raw !== '' && !channels.has(raw)) {
    const field = 'x-careops-channel';
    throw new CareOpsError('invalidInput', t('error.invalidField', { field, problem: t('server.input.channel') }), { field });
  }
  return {
    address: request.ip,
    userAgent: headerOf(request, 'user-agent') ?? '',
    channel: (raw || 'web') as RequestMeta['channel'],
  };
}
