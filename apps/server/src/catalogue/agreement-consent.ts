import { t } from '@careops/core/i18n';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from '../orders/order-access';

/**
 * Consent when ordering: a service whose enabled agreement has a published version needs the
 * member's consent to the LATEST version. Consent given once holds for later orders until a new
 * version is published; then the next order needs it again.
 */

export interface ServiceAgreement {
  id: number;
  name: string;
  versionId: number;
  number: number;
  content: string;
  accepted: boolean;
}

/** The agreement each service of `serviceIds` needs (absent: none), and whether `memberId` accepted its latest version. */
export async function agreementsForServices(db: Kysely<Database>, memberId: number, serviceIds: number[]): Promise<Map<number, ServiceAgreement>> {
  const found = new Map<number, ServiceAgreement>();
  if (!serviceIds.length) return found;
  const rows = await db
    .selectFrom('services as s')
    .innerJoin('agreements as a', 'a.id', 's.agreement_id')
    .innerJoin('agreement_versions as v', 'v.agreement_id', 'a.id')
    .select(['s.id as service_id', 'a.id', 'a.name', 'v.id as version_id', 'v.number', 'v.content'])
    .where('s.id', 'in', serviceIds)
    .where('a.status', '=', 1)
    .where((eb) => eb('v.number', '=', eb.selectFrom('agreement_versions as w').select((w) => w.fn.max('w.number').as('n')).whereRef('w.agreement_id', '=', 'a.id')))
    .execute();
  const versionIds = [...new Set(rows.map((r) => r.version_id))];
  const accepted = versionIds.length
    ? new Set((await db.selectFrom('agreement_consents').select('agreement_version_id').where('member_id', '=', memberId).where('agreement_version_id', 'in', versionIds).execute()).map((c) => c.agreement_version_id))
    : new Set<number>();
  for (const r of rows) found.set(r.service_id, { id: r.id, name: r.name, versionId: r.version_id, number: Number(r.number), content: r.content, accepted: accepted.has(r.version_id) });
  return found;
}

/**
 * Settles consent for a new order in its transaction: answers the version the order carries
 * (null when the service needs none). Consent given with this order is recorded; a missing or
 * outdated one is refused naming `agreementVersionId`.
 */
export async function settleConsent(
  trx: Transaction<Database>,
  order: { memberId: number; serviceId: number | undefined; serviceName: string; agreementId: number | null; givenVersionId: number | undefined; now: number },
): Promise<{ versionId: number; given: boolean } | null> {
  // Most services name no agreement: nothing to read then.
  const needed = order.serviceId === undefined || order.agreementId === null ? undefined : (await agreementsForServices(trx, order.memberId, [order.serviceId])).get(order.serviceId);
  if (!needed) {
    if (order.givenVersionId !== undefined) throw invalidField('agreementVersionId', t('catalogue.agreement.noAgreement', { service: order.serviceName }));
    return null;
  }
  if (order.givenVersionId !== undefined && order.givenVersionId !== needed.versionId) {
    const given = await trx.selectFrom('agreement_versions').select('number').where('id', '=', order.givenVersionId).where('agreement_id', '=', needed.id).executeTakeFirst();
    throw invalidField('agreementVersionId', t('catalogue.agreement.consentStale', { given: given ? Number(given.number) : order.givenVersionId, agreement: needed.name, number: needed.number }));
  }
  if (order.givenVersionId === needed.versionId) return { versionId: needed.versionId, given: true };
  if (needed.accepted) return { versionId: needed.versionId, given: false };
  throw invalidField('agreementVersionId', t('catalogue.agreement.consentNeeded', { service: order.serviceName, agreement: needed.name, number: needed.number }));
}

/** Records the consent given with an order. */
export async function recordConsent(trx: Transaction<Database>, memberId: number, versionId: number, orderId: number, recordedBy: number, now: number): Promise<void> {
  await trx.insertInto('agreement_consents').values({ member_id: memberId, agreement_version_id: versionId, order_id: orderId, accepted_at: now, recorded_by: recordedBy }).execute();
}

/** The agreement version an order carries, with when the member accepted it (null: no agreement). */
export async function loadOrderAgreement(db: Kysely<Database>, orderId: number) {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('agreement_versions as v', 'v.id', 'o.agreement_version_id')
    .innerJoin('agreements as a', 'a.id', 'v.agreement_id')
    .select(['a.id', 'a.name', 'v.id as version_id', 'v.number', 'o.member_id'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  const consent = await db.selectFrom('agreement_consents').select('accepted_at').where('member_id', '=', row.member_id).where('agreement_version_id', '=', row.version_id).orderBy('accepted_at').limit(1).executeTakeFirst();
  return { id: row.id, name: row.name, versionId: row.version_id, number: Number(row.number), acceptedAt: consent ? Number(consent.accepted_at) : null };
}
