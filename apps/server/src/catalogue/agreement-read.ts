import type { AgreementDetail, AgreementSummary } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { inWindowOrder, listWindow } from '../list/list-query';
import { notFound } from '../list/optimistic';
import { containsText } from '../list/text-match';

/** Agreement lists and records: the latest published version, the draft, the services naming it. */

export const agreementNotFound = () => notFound(t('catalogue.agreement.entity'));

const sortColumns = { id: 'agreements.id', createdAt: 'agreements.created_at', updatedAt: 'agreements.updated_at', name: 'agreements.name' };

/** The latest published version of each agreement of `ids`. */
async function latestVersions(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; number: number; content: string; published_at: number }>();
  const rows = await db
    .selectFrom('agreement_versions as v')
    .select(['v.id', 'v.agreement_id', 'v.number', 'v.content', 'v.published_at'])
    .where('v.agreement_id', 'in', ids)
    .where((eb) => eb('v.number', '=', eb.selectFrom('agreement_versions as w').select((w) => w.fn.max('w.number').as('n')).whereRef('w.agreement_id', '=', 'v.agreement_id')))
    .execute();
  return new Map(rows.map((r) => [r.agreement_id, { id: r.id, number: Number(r.number), content: r.content, published_at: Number(r.published_at) }]));
}

export async function loadAgreementSummaries(db: Kysely<Database>, ids: number[]): Promise<AgreementSummary[]> {
  if (!ids.length) return [];
  const [rows, latest, services] = await Promise.all([
    db.selectFrom('agreements').selectAll().where('id', 'in', ids).execute(),
    latestVersions(db, ids),
    db.selectFrom('services').select(['agreement_id', (eb) => eb.fn.countAll<number>().as('n')]).where('agreement_id', 'in', ids).groupBy('agreement_id').execute(),
  ]);
  const serviceCount = new Map(services.map((s) => [Number(s.agreement_id), Number(s.n)]));
  const shaped = rows.map((r) => {
    const v = latest.get(r.id);
    return {
      id: r.id,
      name: r.name,
      status: Number(r.status),
      latestNumber: v?.number ?? 0,
      publishedAt: v ? v.published_at : null,
      unpublishedChanges: v ? v.content !== r.draft : r.draft.trim() !== '',
      serviceCount: serviceCount.get(r.id) ?? 0,
      createdAt: Number(r.created_at),
      updatedAt: Number(r.updated_at),
      version: Number(r.version),
    };
  });
  return inWindowOrder(ids, shaped);
}

export async function loadAgreementDetail(db: Kysely<Database>, id: number): Promise<AgreementDetail> {
  const [summary] = await loadAgreementSummaries(db, [id]);
  if (!summary) throw agreementNotFound();
  const [row, versions, consents, services] = await Promise.all([
    db.selectFrom('agreements').select('draft').where('id', '=', id).executeTakeFirstOrThrow(),
    db
      .selectFrom('agreement_versions as v')
      .leftJoin('system_users as u', 'u.id', 'v.published_by')
      .select(['v.id', 'v.number', 'v.content', 'v.published_at', 'u.id as by_id', 'u.name as by_name'])
      .where('v.agreement_id', '=', id)
      .orderBy('v.number', 'desc')
      .execute(),
    db
      .selectFrom('agreement_consents as c')
      .innerJoin('agreement_versions as v', 'v.id', 'c.agreement_version_id')
      .select(['c.agreement_version_id', (eb) => eb.fn.count<number>('c.member_id').distinct().as('n')])
      .where('v.agreement_id', '=', id)
      .groupBy('c.agreement_version_id')
      .execute(),
    db.selectFrom('services').select(['id', 'name']).where('agreement_id', '=', id).orderBy('id').execute(),
  ]);
  const consentCount = new Map(consents.map((c) => [c.agreement_version_id, Number(c.n)]));
  return {
    ...summary,
    draft: row.draft,
    versions: versions.map((v) => ({
      id: v.id,
      number: Number(v.number),
      content: v.content,
      publishedAt: Number(v.published_at),
      publishedBy: v.by_id === null ? null : { id: v.by_id, name: v.by_name ?? '' },
      consentCount: consentCount.get(v.id) ?? 0,
    })),
    services,
  };
}

export const getAgreementList: Handler<'getAgreementList'> = async (ctx) => {
  const b = ctx.body;
  let from = ctx.db.selectFrom('agreements');
  if (b.name) from = from.where(containsText('agreements.name', b.name, ctx.services.dialect));
  if (b.status !== undefined) from = from.where('agreements.status', '=', b.status);
  const { ids, ...page } = await listWindow({ from, idColumn: 'agreements.id', sortColumns, ...b });
  return { ...page, list: await loadAgreementSummaries(ctx.db, ids) };
};

export const getAgreement: Handler<'getAgreement'> = async (ctx) => loadAgreementDetail(ctx.db, ctx.body.agreementId);
