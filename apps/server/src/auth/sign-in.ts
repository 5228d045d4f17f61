import type { LoginResult } from '@careops/core/contract';
import type { SystemUserRow } from '../db/schema';
import type { HandlerContext } from '../http/handler-types';
import { settleAttempt, type AttemptMethod } from './login-guard';
import { createSession } from './sessions';

/** The session user the spec's clients keep (spec §3), from an account row. */
export function sessionUserOf(user: Pick<SystemUserRow, 'id' | 'username' | 'name' | 'phone' | 'avatar' | 'introduction' | 'is_consult'>) {
  const consult = user.is_consult === 1;
  return {
    userId: user.id,
    username: user.username,
    name: user.name,
    phone: user.phone,
    avatar: user.avatar,
    introduction: user.introduction,
    isConsult: consult,
    consult,
  };
}

/**
 * Opens a session for a user whose credentials were just proven: turns the reserved attempt
 * into a success (which also resets the captcha counters), creates the session and its audit
 * row in one transaction, then answers { user, token, menu }.
 */
export async function signIn<B>(ctx: HandlerContext<B>, user: SystemUserRow, method: Exclude<AttemptMethod, 'changePassword'>, attemptId: number): Promise<LoginResult> {
  const { config } = ctx.services;
  const now = Date.now();
  const { token } = await ctx.mutate(async (trx, audit) => {
    await settleAttempt(trx, attemptId);
    const session = await createSession(trx, config, { userId: user.id, channel: ctx.meta.channel, address: ctx.meta.address, userAgent: ctx.meta.userAgent }, now);
    await audit({ action: 'auth.login', entity: 'session', entityId: session.sessionId, actorId: user.id, after: { userId: user.id, method, channel: ctx.meta.channel } });
    return session;
  });
  const menu = await ctx.services.queries.nodes(user.id);
  return { user: sessionUserOf(user), token, menu };
}
