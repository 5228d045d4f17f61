import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { missingUploads } from '../uploads/upload-refs';
import { entityWord, invalidField } from './catalogue-access';

/** Checks of a service's fields that need the database (101 naming the field). */

export async function assertCategoryExists(db: Kysely<Database>, categoryId: number): Promise<void> {
  const row = await db.selectFrom('service_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!row) throw invalidField('categoryId', t('error.notFound', { what: entityWord('category') }));
}

export async function assertServiceNameFree(db: Kysely<Database>, name: string, selfId?: number): Promise<void> {
  let query = db.selectFrom('services').select('id').where((w) => w(w.fn('lower', ['name']), '=', name.toLowerCase()));
  if (selfId !== undefined) query = query.where('id', '<>', selfId);
  if (await query.executeTakeFirst()) throw invalidField('name', t('catalogue.server.nameTaken', { name }));
}

export async function assertImagesExist(db: Kysely<Database>, coverUploadId: number | null | undefined, detailUploadIds: number[] | undefined): Promise<void> {
  if (coverUploadId) {
    const missing = await missingUploads(db, [coverUploadId]);
    if (missing.length) throw invalidField('coverUploadId', t('error.notFound', { what: entityWord('upload') }));
  }
  if (detailUploadIds?.length) {
    const missing = await missingUploads(db, detailUploadIds);
    if (missing.length) throw invalidField('detailUploadIds', t('catalogue.server.uploadsMissing', { ids: missing.join(', ') }));
  }
}

/** An agreement a service may name: it exists and is enabled (101 on agreementId otherwise). */
export async function assertAgreementUsable(db: Kysely<Database>, agreementId: number | null | undefined): Promise<void> {
  if (!agreementId) return;
  const row = await db.selectFrom('agreements').select(['name', 'status']).where('id', '=', agreementId).executeTakeFirst();
  if (!row) throw invalidField('agreementId', t('error.notFound', { what: t('catalogue.agreement.entity') }));
  if (row.status !== 1) throw invalidField('agreementId', t('catalogue.agreement.disabled', { name: row.name }));
}

/** A questionnaire a service may follow up with: it exists and is enabled (101 on questionnaireId otherwise). */
export async function assertQuestionnaireUsable(db: Kysely<Database>, questionnaireId: number | null | undefined): Promise<void> {
  if (!questionnaireId) return;
  const row = await db.selectFrom('questionnaires').select(['name', 'status']).where('id', '=', questionnaireId).executeTakeFirst();
  if (!row) throw invalidField('questionnaireId', t('error.notFound', { what: t('catalogue.questionnaire.entity') }));
  if (row.status !== 1) throw invalidField('questionnaireId', t('catalogue.questionnaire.disabled', { name: row.name }));
}
