import type { ImageRef, ServiceDetail, ServiceSummary } from '@careops/core/contract';
import { centsToDecimalText } from '@careops/core/format';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inWindowOrder } from '../list/list-query';
import { imageRefs } from '../uploads/upload-refs';
import { num } from './catalogue-access';

/** Services as lists and details answer them. */

const idsOf = (json: string): number[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
};

async function serviceRows(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('services')
    .innerJoin('service_categories as c', 'c.id', 'services.category_id')
    .leftJoin('service_categories as p', 'p.id', 'c.parent_id')
    .select([
      'services.id', 'services.name', 'services.category_id', 'c.name as category_name', 'p.name as parent_name', 'services.price_cents', 'services.duration_minutes',
      'services.required_title', 'services.consumable_pack_id', 'services.produces_waste', 'services.on_shelf', 'services.cover_upload_id', 'services.detail_upload_ids',
      'services.description', 'services.created_at', 'services.updated_at', 'services.version',
      'services.agreement_id', 'services.questionnaire_id', 'services.follow_up_hours',
    ])
    .where('services.id', 'in', ids)
    .execute();
}
type ServiceRow = Awaited<ReturnType<typeof serviceRows>>[number];

function summaryOf(r: ServiceRow, cover: ImageRef | undefined): ServiceSummary {
  const priceCents = num(r.price_cents);
  return {
    id: num(r.id),
    name: r.name,
    category: { id: num(r.category_id), name: r.category_name, fullName: r.parent_name ? `${r.parent_name} / ${r.category_name}` : r.category_name },
    priceCents,
    price: centsToDecimalText(priceCents),
    durationMinutes: num(r.duration_minutes),
    requiredTitle: r.required_title,
    consumablePackId: r.consumable_pack_id === null ? null : num(r.consumable_pack_id),
    producesWaste: num(r.produces_waste) === 1,
    onShelf: num(r.on_shelf) === 1 ? 1 : 0,
    thumbnailUrl: cover?.thumbnailUrl ?? null,
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    version: num(r.version),
  };
}

/** The summaries of `ids`, in that order. */
export async function loadServiceSummaries(db: Kysely<Database>, ids: number[], withDescription = false): Promise<ServiceSummary[]> {
  const rows = await serviceRows(db, ids);
  const covers = await imageRefs(db, rows.flatMap((r) => (r.cover_upload_id === null ? [] : [num(r.cover_upload_id)])));
  const list = rows.map((r) => {
    const summary = summaryOf(r, r.cover_upload_id === null ? undefined : covers.get(num(r.cover_upload_id)));
    return withDescription ? { ...summary, description: r.description } : summary;
  });
  return inWindowOrder(ids, list);
}

/** One service with its description, images and how many orders and packages use it. */
export async function loadServiceDetail(db: Kysely<Database>, id: number): Promise<ServiceDetail | undefined> {
  const [row] = await serviceRows(db, [id]);
  if (!row) return undefined;
  const detailIds = idsOf(row.detail_upload_ids);
  const coverId = row.cover_upload_id === null ? null : num(row.cover_upload_id);
  const agreementId = row.agreement_id === null ? null : num(row.agreement_id);
  const questionnaireId = row.questionnaire_id === null ? null : num(row.questionnaire_id);
  const [refs, orders, packages, agreement, questionnaire] = await Promise.all([
    imageRefs(db, [...(coverId === null ? [] : [coverId]), ...detailIds]),
    db.selectFrom('orders').select(sql<number>`count(*)`.as('n')).where('service_id', '=', id).executeTakeFirst(),
    db.selectFrom('package_items').select(sql<number>`count(*)`.as('n')).where('service_id', '=', id).executeTakeFirst(),
    agreementId === null ? undefined : db.selectFrom('agreements').select(['id', 'name']).where('id', '=', agreementId).executeTakeFirst(),
    questionnaireId === null ? undefined : db.selectFrom('questionnaires').select(['id', 'name']).where('id', '=', questionnaireId).executeTakeFirst(),
  ]);
  const cover = coverId === null ? undefined : refs.get(coverId);
  return {
    ...summaryOf(row, cover),
    categoryId: num(row.category_id),
    description: row.description,
    cover: cover ?? null,
    coverUploadId: coverId,
    images: detailIds.flatMap((i) => {
      const ref = refs.get(i);
      return ref ? [ref] : [];
    }),
    detailUploadIds: detailIds,
    agreement: agreement ? { id: num(agreement.id), name: agreement.name } : null,
    agreementId,
    questionnaire: questionnaire ? { id: num(questionnaire.id), name: questionnaire.name } : null,
    questionnaireId,
    followUpHours: questionnaireId === null || row.follow_up_hours === null ? null : num(row.follow_up_hours),
    orderCount: num(orders?.n ?? 0),
    packageCount: num(packages?.n ?? 0),
  };
}
