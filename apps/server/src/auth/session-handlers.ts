import type { Handler } from '../http/handler-types';
import { permissionDenied } from './authenticate';
import { revokeSession } from './sessions';

/**
 * The caller's permission nodes and identity. Read on every call (no cache), so a role
 * change shows at once, also for tokens already issued. Another user's id → 106.
 */
export const getUserPermission: Handler<'getUserPermission'> = async (ctx) => {
  const auth = ctx.signedIn();
  if (ctx.body.userId !== undefined && ctx.body.userId !== auth.userId) throw permissionDenied();
  const permissionNode = await ctx.services.queries.nodes(auth.userId);
  return { permissionNode, users: { username: auth.username, id: auth.userId, phone: auth.phone } };
};

/** Ends the caller's session. */
export const logout: Handler<'logout'> = async (ctx) => {
  const auth = ctx.signedIn();
  await ctx.mutate(async (trx, audit) => {
    await revokeSession(trx, auth.sessionId, 'logout');
    await audit({ action: 'auth.logout', entity: 'session', entityId: auth.sessionId });
  });
  return null;
};
