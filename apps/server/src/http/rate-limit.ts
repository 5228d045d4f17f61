import rateLimit from '@fastify/rate-limit';
import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { FastifyInstance } from 'fastify';
import { logSecurityEvent } from './security-events';

export interface PublicRateLimits {
  /** Sign-in calls (password, SMS) per address per minute. */
  signInPerMinute: number;
  /** Calls that draw a captcha or send an SMS code, per address per minute. */
  challengePerMinute: number;
}

const challenges = new Set(['getPicVerifyCode', 'getSmsVerifyCode']);
const signIns = new Set(['passwordLogin', 'smsLogin']);
/** Health checks: enough for any monitor, still a bound. */
const HEALTH_PER_MINUTE = 600;

/**
 * Installs @fastify/rate-limit without a global limit; routes opt in with `rateLimitFor`.
 * Over the limit: 108 "too many attempts" with HTTP 429, `result.retryAfter` and Retry-After,
 * logged as a security event. Install before the routes.
 */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      logSecurityEvent(request, 'rateLimited', { max: context.max, retryAfter });
      return new CareOpsError('tooManyAttempts', t('error.tooManyAttempts'), { details: { retryAfter } });
    },
  });
}

/**
 * The per-address limit of an endpoint everyone may call without signing in (sign-in,
 * captcha, SMS code, health), counted per endpoint over a minute.
 */
export function rateLimitFor(name: string, limits: PublicRateLimits): { max: number; timeWindow: number } {
  const max = challenges.has(name) ? limits.challengePerMinute : signIns.has(name) ? limits.signInPerMinute : HEALTH_PER_MINUTE;
  return { max, timeWindow: 60_000 };
}
