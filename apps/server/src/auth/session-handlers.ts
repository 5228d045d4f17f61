import type { ResponseOf } from '@careops/core/contract';
import type { Handler } from '../http/handler-types';
import { JsonText } from '../http/json-text';
import { permissionDenied } from './authenticate';
import { revokeSession } from './sessions';

/**
 * The caller's permission nodes and identity. Read on every call (no cache), so a role
 * change shows at once, also for tokens already issued. Another user's id → 106. The hot
 * path: the nodes arrive as JSON text from the database and are sent without re-encoding.
 */
export const getUserPermission: Handler<'getUserPermission'> = async (ctx) => {
  const auth = ctx.signedIn();
  if (ctx.body.userId !== undefined && ctx.body.userId !== auth.userId) throw permissionDenied();
  const nodes = await ctx.services.queries.nodesJson(auth.userId);
  const users = JSON.stringify({ username: auth.username, id: auth.userId, phone: auth.phone });
  return new JsonText<ResponseOf<'getUserPermission'>>(`{"permissionNode":${nodes},"users":${users}}`);
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
