import { NURSE_DOCUMENT_KINDS, type NurseDocument } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { num } from './people-access';

const order = new Map<string, number>(NURSE_DOCUMENT_KINDS.map((k, i) => [k, i]));

/** The documents of an application, in the viewer's order (NURSE_DOCUMENT_KINDS, unknown kinds last). */
export async function documentsOf(db: Kysely<Database>, applicationId: number): Promise<NurseDocument[]> {
  const rows = await db.selectFrom('nurse_documents').select(['id', 'kind', 'url', 'created_at']).where('application_id', '=', applicationId).orderBy('id').execute();
  return rows
    .map((r) => ({ id: num(r.id), kind: r.kind, url: r.url, createdAt: num(r.created_at) }))
    .sort((a, b) => (order.get(a.kind) ?? 99) - (order.get(b.kind) ?? 99) || a.id - b.id);
}

/** A nurse's applications, newest attempt first. */
export async function applicationsOf(db: Kysely<Database>, nurseId: number) {
  const rows = await db
    .selectFrom('nurse_applications')
    .select(['id', 'status', 'attempt', 'submitted_at', 'decided_at', 'reason'])
    .where('nurse_id', '=', nurseId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: num(r.id), status: num(r.status), attempt: num(r.attempt), submittedAt: num(r.submitted_at), decidedAt: r.decided_at === null ? null : num(r.decided_at), reason: r.reason }));
}
