import { CareOpsError, fieldLocationRequest, fieldLocationResult, fieldRaiseRequest, fieldRaiseResult } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { PUBLIC } from '@careops/core/permissions';
import type { FastifyRequest } from 'fastify';
import { isWellFormedToken, newToken, sha256 } from '../auth/tokens';
import type { Handler } from '../http/handler-types';
import type { RouteSpec } from '../http/register-endpoints';
import { headerOf } from '../http/request-meta';
import type { Services } from '../services';
import { applyAlarmEvent } from './alarm-apply';
import { raiseAlarm, recordLocation } from './alarm-raise';
import { num } from './alarm-rows';

/** The header carrying a nurse's field credential (docs/security-center.md, The nurse app). */
export const NURSE_TOKEN_HEADER = 'x-careops-nurse-token';

const badCredential = () => new CareOpsError('sessionExpired', t('security.server.badCredential'));

/** The nurse a field credential belongs to (103 for a missing, unknown or revoked one, or a nurse no longer active). */
export async function nurseOf(services: Services, request: FastifyRequest): Promise<number> {
  const token = headerOf(request, NURSE_TOKEN_HEADER)?.trim();
  if (!token || !isWellFormedToken(token)) throw badCredential();
  const row = await services.db
    .selectFrom('nurse_field_credentials as c')
    .innerJoin('nurses as n', 'n.id', 'c.nurse_id')
    .select(['c.id', 'c.nurse_id', 'c.revoked_at', 'n.status'])
    .where('c.token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || num(row.status) !== 1) throw badCredential();
  return num(row.nurse_id);
}

/** issueFieldCredential: a new credential for the nurse app; the token is answered once and kept hashed. */
export const issueFieldCredential: Handler<'issueFieldCredential'> = async (ctx) => {
  const auth = ctx.signedIn();
  const { nurseId, label } = ctx.body;
  const stations = await auth.stationIds();
  return ctx.mutate(async (trx, audit) => {
    const nurse = await trx.selectFrom('nurses').select(['id', 'studio_id']).where('id', '=', nurseId).executeTakeFirst();
    if (!nurse || (stations !== null && !stations.includes(nurse.studio_id))) {
      throw new CareOpsError('invalidInput', t('error.invalidField', { field: 'nurseId', problem: t('error.notFound', { what: t('security.server.entity.nurse') }) }), { field: 'nurseId' });
    }
    const token = newToken();
    const now = Date.now();
    const row = await trx.insertInto('nurse_field_credentials').values({ nurse_id: nurseId, token_hash: sha256(token), label, last_used_at: null, revoked_at: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await audit({ action: 'securityCenterList.credential', entity: 'nurse', entityId: nurseId, after: { credentialId: row.id, label } });
    return { id: num(row.id), nurseId, token };
  });
};

/**
 * revokeFieldCredentials: the nurse's credentials in use stop working at once (the field
 * endpoints read the credential on every call); all of them, or the one named. Nothing in use
 * to revoke is refused (101 naming the field), so a second revoke changes nothing and says so.
 */
export const revokeFieldCredentials: Handler<'revokeFieldCredentials'> = async (ctx) => {
  const auth = ctx.signedIn();
  const { nurseId, credentialId } = ctx.body;
  const stations = await auth.stationIds();
  return ctx.mutate(async (trx, audit) => {
    const nurse = await trx.selectFrom('nurses').select(['id', 'studio_id']).where('id', '=', nurseId).executeTakeFirst();
    if (!nurse || (stations !== null && !stations.includes(nurse.studio_id))) {
      throw new CareOpsError('invalidInput', t('error.invalidField', { field: 'nurseId', problem: t('error.notFound', { what: t('security.server.entity.nurse') }) }), { field: 'nurseId' });
    }
    const now = Date.now();
    // Only rows still in use, and only those this call revoked: of two revokes at once, the later one finds none left and is refused.
    let revoke = trx.updateTable('nurse_field_credentials').set({ revoked_at: now, updated_at: now }).where('nurse_id', '=', nurseId).where('revoked_at', 'is', null);
    if (credentialId !== undefined) revoke = revoke.where('id', '=', credentialId);
    const ids = (await revoke.returning('id').execute()).map((r) => num(r.id)).sort((a, b) => a - b);
    if (ids.length === 0) {
      if (credentialId !== undefined) throw new CareOpsError('invalidInput', t('error.invalidField', { field: 'credentialId', problem: t('security.server.credentialNotInUse', { id: credentialId }) }), { field: 'credentialId' });
      throw new CareOpsError('invalidInput', t('error.invalidField', { field: 'nurseId', problem: t('security.server.noCredentialInUse') }), { field: 'nurseId' });
    }
    await audit({ action: 'securityCenterList.credentialRevoke', entity: 'nurse', entityId: nurseId, before: { credentialIds: ids }, after: { revokedAt: now } });
    return { nurseId, revokedIds: ids, revokedAt: now };
  });
};

/**
 * The nurse app's endpoints, outside the staff table (no staff session): POST
 * /api/field/raiseSos and /api/field/location with the nurse's credential header. Public as
 * far as the per-address rate limit goes; every call is audited with the nurse as the record.
 */
export function fieldRoutes(services: Services): RouteSpec[] {
  return [
    {
      name: 'fieldRaiseSos',
      def: { path: '/api/field/raiseSos', method: 'POST', permission: PUBLIC, mutates: true, request: fieldRaiseRequest, response: fieldRaiseResult },
      handler: async (ctx) => {
        const nurseId = await nurseOf(services, ctx.request);
        const body = ctx.body as ReturnType<typeof fieldRaiseRequest.parse>;
        return ctx.mutate(async (trx, audit) => {
          const now = Date.now();
          const raised = await raiseAlarm(trx, { nurseId, orderId: body.orderId, latitude: body.latitude, longitude: body.longitude, address: body.address, drill: false, actor: { kind: 'nurse', id: null }, now, escalateMs: services.config.sosEscalateMs });
          await audit({ action: 'securityCenterList.raise', entity: 'sos_alarm', entityId: raised.alarmId, after: { nurseId, orderId: body.orderId ?? null, latitude: body.latitude, longitude: body.longitude } });
          return { alarmId: raised.alarmId, status: 'active' };
        });
      },
    },
    {
      name: 'fieldLocation',
      def: { path: '/api/field/location', method: 'POST', permission: PUBLIC, mutates: true, request: fieldLocationRequest, response: fieldLocationResult },
      handler: async (ctx) => {
        const nurseId = await nurseOf(services, ctx.request);
        const { latitude, longitude } = ctx.body as ReturnType<typeof fieldLocationRequest.parse>;
        return ctx.mutate(async (trx, audit) => {
          const now = Date.now();
          await recordLocation(trx, nurseId, latitude, longitude, now);
          const open = await trx.selectFrom('sos_alarms').select('id').where('nurse_id', '=', nurseId).where('status', 'in', ['active', 'escalated', 'acknowledged']).execute();
          const alarmIds: number[] = [];
          for (const { id } of open) {
            const applied = await applyAlarmEvent(trx, services.dialect, num(id), { type: 'alarm.locate' }, { kind: 'nurse', id: null }, { now, quiet: true, detail: `${latitude},${longitude}`, set: { latitude, longitude, location_at: now } });
            if (applied) alarmIds.push(applied.alarmId);
          }
          await audit({ action: 'securityCenterList.locate', entity: 'nurse', entityId: nurseId, after: { alarmIds } });
          return { at: now, alarmIds };
        });
      },
    },
  ];
}
