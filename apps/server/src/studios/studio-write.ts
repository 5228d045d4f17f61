import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { claimVersion } from '../list/optimistic';
import { publishRecordChanged } from '../events/publish';
import { loadStudioDetail } from './studio-read';
import { assertStudioVisible, invalidField, num, studioAffects, studioWord } from './studio-access';

/** Request field → column of the studio's editable fields. */
const COLUMNS = {
  name: 'name',
  practiceLicenceNo: 'practice_licence_no',
  licenceExpiresAt: 'licence_expires_at',
  businessLicenceNo: 'business_licence_no',
  legalRepresentative: 'legal_representative',
  contactName: 'contact_name',
  phone: 'phone',
  province: 'province',
  city: 'city',
  district: 'district',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  serviceRadiusKm: 'service_radius_km',
  businessHours: 'business_hours',
  securityContactId: 'security_contact_id',
} as const;
type Field = keyof typeof COLUMNS;
type Values = { [K in Field]?: string | number | null };

/** Only headquarters staff (bound to no station) open new studios: a station-bound one would not see it. */
const outside = () => new CareOpsError('permissionDenied', t('studios.server.outside'));

async function assertUniqueName(trx: Transaction<Database>, name: string, except: number | null): Promise<void> {
  let query = trx.selectFrom('studios').select('id').where('name', '=', name);
  if (except !== null) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw invalidField('name', t('studios.server.nameTaken', { name }));
}

async function assertContact(trx: Transaction<Database>, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const user = await trx.selectFrom('system_users').select('id').where('id', '=', id).where('status', '=', 1).executeTakeFirst();
  if (!user) throw invalidField('securityContactId', t('studios.server.contactUnknown', { id }));
}

function rowValues(values: Values): Record<string, string | number | null> {
  const set: Record<string, string | number | null> = {};
  for (const [field, column] of Object.entries(COLUMNS) as Array<[Field, string]>) {
    const value = values[field];
    if (value !== undefined) set[column] = value;
  }
  return set;
}

/** addStudio: enabled, with a unique name. */
export const addStudio: Handler<'addStudio'> = async (ctx) => {
  const b = ctx.body;
  if ((await ctx.signedIn().stationIds()) !== null) throw outside();
  const id = await ctx.mutate(async (trx, audit) => {
    await assertUniqueName(trx, b.name, null);
    await assertContact(trx, b.securityContactId);
    const now = Date.now();
    const values = rowValues(b);
    const row = await trx
      .insertInto('studios')
      .values({
        name: b.name, practice_licence_no: b.practiceLicenceNo, business_licence_no: b.businessLicenceNo, contact_name: b.contactName, phone: b.phone,
        region: [b.province, b.city, b.district].filter(Boolean).join(' '), address: b.address, service_radius_km: b.serviceRadiusKm, status: 1,
        ...values, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit({ action: 'studio.add', entity: 'studio', entityId: row.id, after: { ...b, status: 1, version: 1 } });
    return row.id;
  });
  return loadStudioDetail(ctx.db, id);
};

/** editStudio: only the fields sent, at the version read. */
export const editStudio: Handler<'editStudio'> = async (ctx) => {
  const { studioId, version: expected, ...fields } = ctx.body;
  await assertStudioVisible(ctx.db, studioId, await ctx.signedIn().stationIds());
  await ctx.mutate(async (trx, audit) => {
    const current = await trx.selectFrom('studios').selectAll().where('id', '=', studioId).executeTakeFirstOrThrow();
    const version = await claimVersion(trx, 'studios', studioId, expected, studioWord());
    if (fields.name !== undefined) await assertUniqueName(trx, fields.name, studioId);
    await assertContact(trx, fields.securityContactId);
    const set = rowValues(fields);
    if (fields.province !== undefined || fields.city !== undefined || fields.district !== undefined) {
      set.region = [fields.province ?? current.province, fields.city ?? current.city, fields.district ?? current.district].filter(Boolean).join(' ');
    }
    const before: Record<string, unknown> = { version: expected };
    const after: Record<string, unknown> = { version };
    for (const [field, column] of Object.entries(COLUMNS) as Array<[Field, keyof typeof current]>) {
      if (fields[field] === undefined) continue;
      before[field] = current[column];
      after[field] = fields[field];
    }
    if (Object.keys(set).length) await trx.updateTable('studios').set(set).where('id', '=', studioId).execute();
    await audit({ action: 'studio.edit', entity: 'studio', entityId: studioId, before, after });
    await publishRecordChanged(trx, { entity: 'studio', id: studioId, version, studioId });
  });
  return loadStudioDetail(ctx.db, studioId);
};

/**
 * alterStudioStatus: disabling records the reason and answers what it affects (open orders keep
 * going; order placement refuses the studio; its staff keep read access). Enabling clears the reason.
 */
export const alterStudioStatus: Handler<'alterStudioStatus'> = async (ctx) => {
  const { studioId, version: expected, status, reason } = ctx.body;
  await assertStudioVisible(ctx.db, studioId, await ctx.signedIn().stationIds());
  return ctx.mutate(async (trx, audit) => {
    const current = await trx.selectFrom('studios').select(['status', 'disabled_reason']).where('id', '=', studioId).executeTakeFirstOrThrow();
    const version = await claimVersion(trx, 'studios', studioId, expected, studioWord());
    if (num(current.status) === status) {
      const state = t(status === 1 ? 'studios.server.enabled' : 'studios.server.disabled');
      throw invalidField('status', t('studios.server.already', { state }));
    }
    const disabledReason = status === 0 ? (reason ?? '') : '';
    await trx.updateTable('studios').set({ status, disabled_reason: disabledReason }).where('id', '=', studioId).execute();
    const affects = await studioAffects(trx, studioId);
    await audit({
      action: 'studio.status', entity: 'studio', entityId: studioId,
      before: { status: num(current.status), disabledReason: current.disabled_reason, version: expected },
      after: { status, disabledReason, version, affects },
    });
    await publishRecordChanged(trx, { entity: 'studio', id: studioId, version, studioId });
    return { id: studioId, status, version, affects };
  });
};
