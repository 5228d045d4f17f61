import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { maskPhone } from '../list/masking';
import { bumpVersion, claimVersion } from '../list/optimistic';
import { loadCustomerDetail } from './customers';
import { assertCustomerVisible, assertStudioChoosable, entityWord, invalidField, num } from './people-access';

/** An owner must be an existing staff account (101 naming `ownerId`). */
async function assertOwner(trx: Transaction<Database>, ownerId: number): Promise<void> {
  const owner = await trx.selectFrom('system_users').select('id').where('id', '=', ownerId).executeTakeFirst();
  if (!owner) throw invalidField('ownerId', t('system.validate.unknownIds', { what: t('system.entity.user'), ids: ownerId }));
}

/** addCustomer: a station-bound caller must put the customer in one of its stations. */
export const addCustomer: Handler<'addCustomer'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  if (stations && b.studioId === undefined) throw invalidField('studioId', t('system.validate.stationRequired'));
  if (b.studioId !== undefined) await assertStudioChoosable(ctx.db, b.studioId, stations, 'studioId');
  const id = await ctx.mutate(async (trx, audit) => {
    if (b.ownerId !== undefined) await assertOwner(trx, b.ownerId);
    const now = Date.now();
    const row = await trx
      .insertInto('customers')
      .values({
        name: b.name, phone: b.phone, source: b.source, status: b.status, studio_id: b.studioId ?? null, owner_id: b.ownerId ?? null,
        member_id: null, note: b.note, next_follow_up_at: b.nextFollowUpAt ?? null, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit({
      action: 'connection.add', entity: 'customer', entityId: row.id,
      after: { name: b.name, phone: maskPhone(b.phone), source: b.source, status: b.status, studioId: b.studioId ?? null, ownerId: b.ownerId ?? null, version: 1 },
    });
    return row.id;
  });
  return loadCustomerDetail(ctx.db, ctx.services.dialect, id);
};

const COLUMNS = {
  name: 'name', phone: 'phone', source: 'source', status: 'status', studioId: 'studio_id', ownerId: 'owner_id', note: 'note', nextFollowUpAt: 'next_follow_up_at',
} as const;

/** editCustomer: only the fields sent, at the version read; a new studio must be one of the caller's. */
export const editCustomer: Handler<'editCustomer'> = async (ctx) => {
  const { customerId, version: expected, ...fields } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  await assertCustomerVisible(ctx.db, customerId, stations);
  if (fields.studioId === null && stations) throw invalidField('studioId', t('system.validate.stationRequired'));
  if (fields.studioId !== undefined && fields.studioId !== null) await assertStudioChoosable(ctx.db, fields.studioId, stations, 'studioId');
  await ctx.mutate(async (trx, audit) => {
    const current = await trx.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
    const version = await claimVersion(trx, 'customers', customerId, expected, entityWord('customer'));
    if (fields.ownerId !== undefined && fields.ownerId !== null) await assertOwner(trx, fields.ownerId);
    const set: Record<string, string | number | null> = {};
    const before: Record<string, unknown> = { version: expected };
    const after: Record<string, unknown> = { version };
    for (const [field, column] of Object.entries(COLUMNS) as Array<[keyof typeof COLUMNS, (typeof COLUMNS)[keyof typeof COLUMNS]]>) {
      const value = fields[field];
      if (value === undefined) continue;
      set[column] = value;
      before[field] = field === 'phone' ? maskPhone(current.phone) : current[column];
      after[field] = field === 'phone' ? maskPhone(String(value)) : value;
    }
    if (Object.keys(set).length) await trx.updateTable('customers').set(set).where('id', '=', customerId).execute();
    await audit({ action: 'connection.edit', entity: 'customer', entityId: customerId, before, after });
  });
  return loadCustomerDetail(ctx.db, ctx.services.dialect, customerId);
};

/** addCustomerFollowUp: records a follow-up (by the caller), optionally moving the status and the next date. */
export const addCustomerFollowUp: Handler<'addCustomerFollowUp'> = async (ctx) => {
  const b = ctx.body;
  const auth = ctx.signedIn();
  await assertCustomerVisible(ctx.db, b.customerId, await auth.stationIds());
  const followUpId = await ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    const version =
      b.version === undefined ? await bumpVersion(trx, 'customers', b.customerId, now) : await claimVersion(trx, 'customers', b.customerId, b.version, entityWord('customer'), now);
    const current = await trx.selectFrom('customers').select(['status', 'next_follow_up_at']).where('id', '=', b.customerId).executeTakeFirstOrThrow();
    const set: { status?: string; next_follow_up_at?: number | null } = {};
    if (b.status !== undefined) set.status = b.status;
    // A new lead that someone followed up is being followed.
    else if (current.status === 'new') set.status = 'following';
    if (b.nextFollowUpAt !== undefined) set.next_follow_up_at = b.nextFollowUpAt;
    if (Object.keys(set).length) await trx.updateTable('customers').set(set).where('id', '=', b.customerId).execute();
    const row = await trx
      .insertInto('customer_follow_ups')
      .values({ customer_id: b.customerId, at: b.at ?? now, by_user_id: auth.userId, channel: b.channel, content: b.content })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit({
      action: 'connection.followUp', entity: 'customer', entityId: b.customerId,
      before: { status: current.status, nextFollowUpAt: current.next_follow_up_at === null ? null : num(current.next_follow_up_at), version: version - 1 },
      after: { followUpId: row.id, channel: b.channel, ...('status' in set ? { status: set.status } : {}), ...('next_follow_up_at' in set ? { nextFollowUpAt: set.next_follow_up_at } : {}), version },
    });
    return row.id;
  });
  const customer = await loadCustomerDetail(ctx.db, ctx.services.dialect, b.customerId);
  const followUp = customer.followUps.find((f) => f.id === followUpId);
  if (!followUp) throw new Error('the follow-up just written is missing');
  return { customer, followUp };
};
