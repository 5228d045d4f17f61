import { t } from '@careops/core/i18n';
import { hashPassword, revokeUserSessions } from '../auth';
import { generatePassword } from '../auth/passwords';
import { revokeSession } from '../auth/sessions';
import type { Handler } from '../http/handler-types';
import { bumpVersion, claimVersion } from '../list/optimistic';
import { assertCanManage, callerCodes, invalidField } from './user-access';
import { assertUserVisible } from './user-queries';

/**
 * resetUserPassword: sets the password given, or generates one and answers it once (never
 * stored in clear, never audited); every session of the account ends.
 */
export const resetUserPassword: Handler<'resetUserPassword'> = async (ctx) => {
  const { userId } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const mine = await callerCodes(ctx);
  await assertUserVisible(ctx.db, userId, stations);
  await assertCanManage(ctx.db, mine, userId);
  const generated = ctx.body.password === undefined ? generatePassword() : null;
  const hash = await hashPassword(ctx.body.password ?? generated ?? '');
  return ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    const version =
      ctx.body.version === undefined
        ? await bumpVersion(trx, 'system_users', userId, now)
        : await claimVersion(trx, 'system_users', userId, ctx.body.version, t('system.entity.user'), now);
    await trx.updateTable('system_users').set({ password_hash: hash, password_changed_at: now }).where('id', '=', userId).execute();
    const sessionsEnded = await revokeUserSessions(trx, userId, 'passwordReset', now);
    await audit({ action: 'systemUser.resetPassword', entity: 'system_user', entityId: userId, after: { generated: generated !== null, version, sessionsEnded } });
    return { id: userId, version, password: generated, sessionsEnded };
  });
};

/** The account's live sessions (not revoked, not expired; none while disabled), newest first. */
export const getUserSessions: Handler<'getUserSessions'> = async (ctx) => {
  const { userId } = ctx.body;
  const auth = ctx.signedIn();
  await assertUserVisible(ctx.db, userId, await auth.stationIds());
  await assertCanManage(ctx.db, await callerCodes(ctx), userId);
  const now = Date.now();
  const rows = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'channel', 'address', 'user_agent', 'created_at', 'last_seen_at', 'idle_expires_at', 'absolute_expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('absolute_expires_at', '>', now)
    .where('idle_expires_at', '>', now)
    .where((eb) => eb.exists(eb.selectFrom('system_users').select('id').where('id', '=', userId).where('status', '=', 1)))
    .orderBy('id', 'desc')
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      address: r.address,
      userAgent: r.user_agent,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at,
      idleExpiresAt: r.idle_expires_at,
      absoluteExpiresAt: r.absolute_expires_at,
      current: r.id === auth.sessionId,
    })),
  };
};

/** Ends one live session of the account (`sessionId`) or all of them. */
export const endUserSessions: Handler<'endUserSessions'> = async (ctx) => {
  const { userId, sessionId } = ctx.body;
  await assertUserVisible(ctx.db, userId, await ctx.signedIn().stationIds());
  await assertCanManage(ctx.db, await callerCodes(ctx), userId);
  return ctx.mutate(async (trx, audit) => {
    let ended: number;
    if (sessionId === undefined) {
      ended = await revokeUserSessions(trx, userId, 'endedByAdmin');
    } else {
      const live = await trx.selectFrom('sessions').select('id').where('id', '=', sessionId).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
      if (!live) throw invalidField('sessionId', t('system.validate.sessionNotLive', { id: sessionId }));
      ended = (await revokeSession(trx, sessionId, 'endedByAdmin')) ? 1 : 0;
    }
    await audit({ action: 'systemUser.endSessions', entity: 'system_user', entityId: userId, after: { sessionId: sessionId ?? 'all', ended } });
    return { ended };
  });
};

/** revealUserField: the full phone for a holder of `pii.viewFull`; the read is audited ('pii.read'). */
export const revealUserField: Handler<'revealUserField'> = async (ctx) => {
  const { userId, field } = ctx.body;
  await assertUserVisible(ctx.db, userId, await ctx.signedIn().stationIds());
  return ctx.mutate(async (trx, audit) => {
    const row = await trx.selectFrom('system_users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
    await audit({ action: 'pii.read', entity: 'system_user', entityId: userId, after: { field } });
    return { field, value: row.phone };
  });
};
