import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database, } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { assertConsumablePackExists } from '../inventory';
import { claimVersion } from '../list/optimistic';
import { entityWord, notFoundOf, num, withUniqueName } from './catalogue-access';
import { assertAgreementUsable, assertCategoryExists, assertImagesExist, assertQuestionnaireUsable, assertServiceNameFree } from './service-checks';
import { loadServiceDetail } from './service-rows';

/**
 * Adding and editing services, and the shelf. A price change writes the service only: orders
 * keep the amounts they were placed at (orders.list_price_cents / amount_cents).
 */

const what = () => entityWord('service');

/** The spec's default follow-up duration when a questionnaire is named without one. */
const DEFAULT_FOLLOW_UP_HOURS = 72;

async function answer(trx: Transaction<Database>, id: number) {
  const detail = await loadServiceDetail(trx, id);
  if (!detail) throw notFoundOf('service');
  return detail;
}

/** addService: a new service (on the shelf unless said otherwise). */
export const addService: Handler<'addService'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertCategoryExists(trx, b.categoryId);
    await assertServiceNameFree(trx, b.name);
    await assertImagesExist(trx, b.coverUploadId, b.detailUploadIds);
    await assertConsumablePackExists(trx, b.consumablePackId);
    await assertAgreementUsable(trx, b.agreementId);
    await assertQuestionnaireUsable(trx, b.questionnaireId);
    const row = await withUniqueName(b.name, () =>
      trx
        .insertInto('services')
        .values({
          category_id: b.categoryId,
          name: b.name,
          price_cents: b.price,
          duration_minutes: b.durationMinutes,
          required_title: b.requiredTitle,
          agreement_id: b.agreementId ?? null,
          questionnaire_id: b.questionnaireId ?? null,
          follow_up_hours: b.questionnaireId ? (b.followUpHours ?? DEFAULT_FOLLOW_UP_HOURS) : null,
          consumable_pack_id: b.consumablePackId ?? null,
          produces_waste: b.producesWaste ? 1 : 0,
          on_shelf: b.onShelf ? 1 : 0,
          description: b.description,
          cover_upload_id: b.coverUploadId ?? null,
          detail_upload_ids: JSON.stringify(b.detailUploadIds),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await audit({
      action: 'service.add',
      entity: 'service',
      entityId: row.id,
      after: { name: b.name, categoryId: b.categoryId, priceCents: b.price, durationMinutes: b.durationMinutes, requiredTitle: b.requiredTitle, onShelf: b.onShelf, agreementId: b.agreementId ?? null, questionnaireId: b.questionnaireId ?? null, version: 1 },
    });
    return answer(trx, row.id);
  });
};

/** editService: the fields sent; the audit row keeps what changed. */
export const editService: Handler<'editService'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const version = await claimVersion(trx, 'services', b.serviceId, b.version, what(), now);
    const current = await trx.selectFrom('services').selectAll().where('id', '=', b.serviceId).executeTakeFirstOrThrow();
    if (b.categoryId !== undefined) await assertCategoryExists(trx, b.categoryId);
    if (b.name !== undefined) await assertServiceNameFree(trx, b.name, b.serviceId);
    await assertImagesExist(trx, b.coverUploadId, b.detailUploadIds);
    await assertConsumablePackExists(trx, b.consumablePackId);
    await assertAgreementUsable(trx, b.agreementId);
    await assertQuestionnaireUsable(trx, b.questionnaireId);
    // No questionnaire, no duration; a questionnaire named without one keeps the current duration (72 h when there was none).
    const questionnaireId = b.questionnaireId === undefined ? current.questionnaire_id : b.questionnaireId;
    const followUpHours = questionnaireId ? (b.followUpHours ?? (current.follow_up_hours === null ? DEFAULT_FOLLOW_UP_HOURS : num(current.follow_up_hours))) : null;
    const next = {
      name: b.name,
      category_id: b.categoryId,
      price_cents: b.price,
      duration_minutes: b.durationMinutes,
      required_title: b.requiredTitle,
      consumable_pack_id: b.consumablePackId,
      produces_waste: b.producesWaste === undefined ? undefined : b.producesWaste ? 1 : 0,
      description: b.description,
      cover_upload_id: b.coverUploadId,
      detail_upload_ids: b.detailUploadIds === undefined ? undefined : JSON.stringify(b.detailUploadIds),
      agreement_id: b.agreementId,
      questionnaire_id: b.questionnaireId,
      follow_up_hours: b.questionnaireId === undefined && b.followUpHours === undefined ? undefined : followUpHours,
    };
    const changes: Record<string, unknown> = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(next)) {
      if (value === undefined) continue;
      const old: unknown = current[column as keyof typeof current];
      const same = typeof value === 'number' ? num(old) === value : old === value;
      if (same) continue;
      changes[column] = value;
      before[column] = column === 'description' ? t('catalogue.server.descriptionLength', { length: String(old).length }) : old;
      after[column] = column === 'description' ? t('catalogue.server.descriptionLength', { length: String(value).length }) : value;
    }
    if (Object.keys(changes).length) await withUniqueName(b.name ?? current.name, () => trx.updateTable('services').set(changes).where('id', '=', b.serviceId).execute());
    await audit({ action: 'service.edit', entity: 'service', entityId: b.serviceId, before: { ...before, version: b.version }, after: { ...after, version } });
    return answer(trx, b.serviceId);
  });
};

/** alterServiceShelf: on or off the shelf (off: no new orders; existing ones carry on). */
export const alterServiceShelf: Handler<'alterServiceShelf'> = async (ctx) => {
  const b = ctx.body;
  return ctx.mutate(async (trx, audit) => {
    const version = await claimVersion(trx, 'services', b.serviceId, b.version, what());
    const before = await trx.selectFrom('services').select('on_shelf').where('id', '=', b.serviceId).executeTakeFirstOrThrow();
    await trx.updateTable('services').set({ on_shelf: b.onShelf ? 1 : 0 }).where('id', '=', b.serviceId).execute();
    await audit({ action: 'service.shelf', entity: 'service', entityId: b.serviceId, before: { onShelf: num(before.on_shelf) === 1, version: b.version }, after: { onShelf: b.onShelf, version } });
    return { id: b.serviceId, onShelf: b.onShelf ? 1 : 0, version };
  });
};
