import { NURSE_DOCUMENT_KINDS } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { nextActivationStatus, nextReviewStatus } from '@careops/core/machines';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditWriter } from '../http/handler-types';
import { invalidField, notFoundOf, num } from './people-access';
import { statusWord } from './review-decision';

/**
 * Resubmission: what the nurse app (applications) and the member app (cards) will call when a
 * rejected applicant tries again. Those apps are not part of the console, so for now only the
 * test hooks call these; the logic lives here so a future endpoint is one line. Each runs in
 * the caller's transaction with an audit writer (`ctx.mutate`), goes through the machine from
 * the STORED status, and starts a new attempt: back to review (2), attempt + 1.
 */

export interface ResubmittedDocument {
  kind: (typeof NURSE_DOCUMENT_KINDS)[number];
  url: string;
}

/** A rejected application back to review as a new attempt; its nurse back to pending (0). Replaces the documents given. */
export async function resubmitApplication(trx: Transaction<Database>, applicationId: number, audit: AuditWriter, documents: ResubmittedDocument[] = [], now = Date.now()) {
  const row = await trx.selectFrom('nurse_applications').select(['status', 'attempt', 'version', 'reason', 'nurse_id']).where('id', '=', applicationId).executeTakeFirst();
  if (!row) throw notFoundOf('application');
  const status = num(row.status);
  if (nextReviewStatus(status, 'resubmit') === null) {
    throw invalidField('applicationId', t('people.server.cannotResubmit', { what: t('people.server.entity.application'), status: statusWord('application', status) }));
  }
  const attempt = num(row.attempt) + 1;
  const version = num(row.version) + 1;
  await trx
    .updateTable('nurse_applications')
    .set({ status: 2, attempt, submitted_at: now, decided_at: null, decided_by: null, reason: '', version, updated_at: now })
    .where('id', '=', applicationId)
    .where('version', '=', row.version)
    .execute();
  await trx.updateTable('nurses').set((eb) => ({ status: 0, version: eb('version', '+', 1), updated_at: now })).where('id', '=', row.nurse_id).execute();
  for (const doc of documents) {
    await trx.deleteFrom('nurse_documents').where('application_id', '=', applicationId).where('kind', '=', doc.kind).execute();
    await trx.insertInto('nurse_documents').values({ application_id: applicationId, kind: doc.kind, url: doc.url, created_at: now }).execute();
  }
  await audit({
    action: 'nurseExamine.resubmit',
    entity: 'nurse_application',
    entityId: applicationId,
    before: { status, attempt: num(row.attempt), reason: row.reason, version: num(row.version) },
    after: { status: 2, attempt, version, nurseStatus: 0, documents: documents.map((d) => d.kind) },
  });
  return { id: applicationId, status: 2, attempt, version };
}

export interface CardResubmission {
  validFrom?: number | undefined;
  validUntil?: number | undefined;
  frontUrl?: string | undefined;
  backUrl?: string | undefined;
}

/** A rejected or expired card back to review as a new attempt; its validity must then end in the future. */
export async function resubmitCard(trx: Transaction<Database>, cardId: number, audit: AuditWriter, change: CardResubmission = {}, now = Date.now()) {
  const row = await trx.selectFrom('assistive_cards').select(['status', 'attempt', 'version', 'reason', 'valid_from', 'valid_until']).where('id', '=', cardId).executeTakeFirst();
  if (!row) throw notFoundOf('card');
  const status = num(row.status);
  if (nextActivationStatus(status, 'resubmit') === null) {
    throw invalidField('cardId', t('people.server.cannotResubmit', { what: t('people.server.entity.card'), status: statusWord('card', status) }));
  }
  const validFrom = change.validFrom ?? num(row.valid_from);
  const validUntil = change.validUntil ?? num(row.valid_until);
  if (validUntil <= now) throw invalidField('validUntil', t('people.server.validityEnded'));
  if (validUntil <= validFrom) throw invalidField('validUntil', t('system.list.rangeReversed'));
  const attempt = num(row.attempt) + 1;
  const version = num(row.version) + 1;
  await trx
    .updateTable('assistive_cards')
    .set({
      status: 2, attempt, submitted_at: now, decided_at: null, decided_by: null, reason: '', valid_from: validFrom, valid_until: validUntil, version, updated_at: now,
      ...(change.frontUrl === undefined ? {} : { front_url: change.frontUrl }),
      ...(change.backUrl === undefined ? {} : { back_url: change.backUrl }),
    })
    .where('id', '=', cardId)
    .where('version', '=', row.version)
    .execute();
  await audit({
    action: 'assistiveCard.resubmit',
    entity: 'assistive_card',
    entityId: cardId,
    before: { status, attempt: num(row.attempt), reason: row.reason, validUntil: num(row.valid_until), version: num(row.version) },
    after: { status: 2, attempt, validFrom, validUntil, version },
  });
  return { id: cardId, status: 2, attempt, version };
}
