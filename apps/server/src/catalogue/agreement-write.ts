import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditWriter, Handler } from '../http/handler-types';
import { claimVersion } from '../list/optimistic';
import { uniqueViolation } from '../list/unique-violation';
import { invalidField } from '../orders/order-access';
import { loadAgreementDetail } from './agreement-read';

/**
 * Writing agreements: the draft changes freely; publishing copies it into the next numbered
 * version, which no statement ever changes again. A service names one agreement; attaching
 * moves each service's version.
 */

const nameTaken = (name: string) => invalidField('name', t('catalogue.agreement.nameTaken', { name }));

async function assertNameFree(trx: Transaction<Database>, name: string, exceptId?: number): Promise<void> {
  let query = trx.selectFrom('agreements').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken(name);
}

/** Publishes the agreement's draft as its next version; answers the version's number. */
async function publishDraft(trx: Transaction<Database>, agreementId: number, userId: number, now: number, audit: AuditWriter, version: number): Promise<number> {
  const agreement = await trx.selectFrom('agreements').select(['draft', 'name']).where('id', '=', agreementId).executeTakeFirstOrThrow();
  const latest = await trx.selectFrom('agreement_versions').select(['number', 'content']).where('agreement_id', '=', agreementId).orderBy('number', 'desc').limit(1).executeTakeFirst();
  if (agreement.draft.trim() === '') throw invalidField('draft', t('catalogue.agreement.blankDraft'));
  if (latest && latest.content === agreement.draft) throw invalidField('draft', t('catalogue.agreement.nothingToPublish', { number: Number(latest.number) }));
  const number = (latest ? Number(latest.number) : 0) + 1;
  const row = await trx.insertInto('agreement_versions').values({ agreement_id: agreementId, number, content: agreement.draft, published_at: now, published_by: userId }).returning('id').executeTakeFirstOrThrow();
  await audit({ action: 'informList.publish', entity: 'agreement', entityId: agreementId, before: { latestNumber: latest ? Number(latest.number) : 0 }, after: { latestNumber: number, agreementVersionId: row.id, version } });
  return number;
}

export const addAgreement: Handler<'addAgreement'> = async (ctx) => {
  const b = ctx.body;
  const auth = ctx.signedIn();
  const id = await ctx
    .mutate(async (trx, audit) => {
      await assertNameFree(trx, b.name);
      const now = Date.now();
      const row = await trx.insertInto('agreements').values({ name: b.name, draft: b.draft, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      await audit({ action: 'informList.add', entity: 'agreement', entityId: row.id, after: { name: b.name, draftLength: b.draft.length, version: 1 } });
      if (b.publish) await publishDraft(trx, row.id, auth.userId, now, audit, 1);
      return row.id;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error)?.includes('name')) throw nameTaken(b.name);
      throw error;
    });
  return loadAgreementDetail(ctx.db, id);
};

export const editAgreement: Handler<'editAgreement'> = async (ctx) => {
  const { agreementId, version: expected, ...fields } = ctx.body;
  await ctx
    .mutate(async (trx, audit) => {
      const current = await trx.selectFrom('agreements').selectAll().where('id', '=', agreementId).executeTakeFirst();
      const version = await claimVersion(trx, 'agreements', agreementId, expected, t('catalogue.agreement.entity'));
      if (!current) return;
      if (fields.name !== undefined) await assertNameFree(trx, fields.name, agreementId);
      const set = { ...(fields.name !== undefined ? { name: fields.name } : {}), ...(fields.draft !== undefined ? { draft: fields.draft } : {}), ...(fields.status !== undefined ? { status: fields.status } : {}) };
      if (Object.keys(set).length) await trx.updateTable('agreements').set(set).where('id', '=', agreementId).execute();
      // The texts themselves stay out of the audit row: their lengths say that they changed.
      const before = {
        version: expected,
        ...(fields.name !== undefined ? { name: current.name } : {}),
        ...(fields.status !== undefined ? { status: current.status } : {}),
        ...(fields.draft !== undefined ? { draftLength: current.draft.length } : {}),
      };
      const after = {
        version,
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.status !== undefined ? { status: fields.status } : {}),
        ...(fields.draft !== undefined ? { draftLength: fields.draft.length } : {}),
      };
      await audit({ action: 'informList.edit', entity: 'agreement', entityId: agreementId, before, after });
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error)?.includes('name')) throw nameTaken(fields.name ?? '');
      throw error;
    });
  return loadAgreementDetail(ctx.db, agreementId);
};

export const publishAgreement: Handler<'publishAgreement'> = async (ctx) => {
  const { agreementId, version: expected } = ctx.body;
  const auth = ctx.signedIn();
  await ctx.mutate(async (trx, audit) => {
    const version = await claimVersion(trx, 'agreements', agreementId, expected, t('catalogue.agreement.entity'));
    await publishDraft(trx, agreementId, auth.userId, Date.now(), audit, version);
  });
  return loadAgreementDetail(ctx.db, agreementId);
};

/** Services of `ids` that exist (101 naming `serviceIds` with the unknown ones). */
export async function servicesOf(trx: Transaction<Database>, ids: number[]): Promise<Array<{ id: number; name: string; agreement_id: number | null; questionnaire_id: number | null; follow_up_hours: number | null; version: number }>> {
  const rows = await trx.selectFrom('services').select(['id', 'name', 'agreement_id', 'questionnaire_id', 'follow_up_hours', 'version']).where('id', 'in', ids).orderBy('id').execute();
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw invalidField('serviceIds', t('catalogue.agreement.unknownServices', { ids: missing.join(', ') }));
  return rows;
}

export const attachAgreementServices: Handler<'attachAgreementServices'> = async (ctx) => {
  const { agreementId, serviceIds } = ctx.body;
  return ctx.mutate(async (trx, audit) => {
    const agreement = await trx.selectFrom('agreements').select(['id', 'name', 'status']).where('id', '=', agreementId).executeTakeFirst();
    if (!agreement) throw invalidField('agreementId', t('error.notFound', { what: t('catalogue.agreement.entity') }));
    if (agreement.status !== 1) throw invalidField('agreementId', t('catalogue.agreement.disabled', { name: agreement.name }));
    const services = await servicesOf(trx, serviceIds);
    const now = Date.now();
    for (const s of services) {
      await trx.updateTable('services').set((eb) => ({ agreement_id: agreementId, version: eb('version', '+', 1), updated_at: now })).where('id', '=', s.id).execute();
      await audit({ action: 'informList.attach', entity: 'service', entityId: s.id, before: { agreementId: s.agreement_id, version: s.version }, after: { agreementId, version: s.version + 1 } });
    }
    return { id: agreementId, attached: services.map((s) => ({ id: s.id, name: s.name })) };
  });
};
