import { CareOpsError } from '@careops/core/contract';
import { CompiledQuery, type Kysely } from 'kysely';
import { auditJson, type AuditOrigin } from '../audit/audit-log';
import type { Database } from '../db/schema';
import { decideItem, decisionAudit, judge, nurseStatusAfter, rawAuditWriter, type DecisionInput, type DecisionOutcome, type ReviewKind, type StoredRow } from './review-decision';

/**
 * The batch on PostgreSQL, where every round trip and every commit costs: the stored rows of
 * the whole batch are read in one query, the machine judges each item from its row, and each
 * change is ONE statement — the compare-and-set on (status, version), the nurse and the audit
 * row as data-modifying CTEs — so each item is its own (implicit) transaction in one round trip.
 * An item whose row changed since the read (the compare-and-set matched nothing) is decided
 * again the careful way: a transaction that locks the row and re-reads it.
 */

const READ_MANY = {
  application: 'select id, status, version, studio_id, nurse_id, decided_by from nurse_applications where id = any($1::int[])',
  card: 'select id, status, version, null as studio_id, null as nurse_id, decided_by from assistive_cards where id = any($1::int[])',
};

const AUDIT_COLUMNS = 'insert into audit_log (actor_id, channel, action, entity, entity_id, before_json, after_json, at, address)';

// $1 status, $2 now, $3 actor, $4 reason, $5 id, $6 stored status, $7 stored version,
// $8 channel, $9 action, $10 entity, $11 before, $12 after, $13 address[, $14 nurse status]
const DECIDE = {
  application: `with d as (update nurse_applications set status = $1, decided_at = $2, decided_by = $3, reason = $4, version = version + 1, updated_at = $2
   where id = $5 and status = $6 and version = $7 returning id, nurse_id),
 n as (update nurses set status = $14, version = version + 1, updated_at = $2 where id = (select nurse_id from d)),
 a as (${AUDIT_COLUMNS} select $3, $8, $9, $10, d.id, $11, $12, $2, $13 from d)
 select count(*) as n from d`,
  card: `with d as (update assistive_cards set status = $1, decided_at = $2, decided_by = $3, reason = $4, version = version + 1, updated_at = $2
   where id = $5 and status = $6 and version = $7 returning id),
 a as (${AUDIT_COLUMNS} select $3, $8, $9, $10, d.id, $11, $12, $2, $13 from d)
 select count(*) as n from d`,
};

const PARALLEL = 4;

/** Decides the batch (not a dry run) on PostgreSQL; answers each item's outcome, or its refusal. */
export async function decideBatchOnPostgres(
  db: Kysely<Database>,
  kind: ReviewKind,
  ids: number[],
  inputOf: (id: number) => DecisionInput,
  origin: AuditOrigin,
): Promise<Array<DecisionOutcome | CareOpsError>> {
  const rows = (await db.executeQuery<StoredRow>(CompiledQuery.raw(READ_MANY[kind], [ids]))).rows;
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const outcomes: Array<DecisionOutcome | CareOpsError> = new Array(ids.length);

  const one = async (index: number) => {
    const id = ids[index] as number;
    const input = inputOf(id);
    const verdict = judge(kind, byId.get(id), input);
    if (verdict.kind === 'stale') throw new Error('a batch carries no version');
    if (verdict.kind !== 'write') return verdict;
    const entry = decisionAudit(kind, input, verdict);
    const params: unknown[] = [
      verdict.next, input.now, input.actorId, input.reason, id, verdict.from, verdict.version,
      origin.channel, entry.action, entry.entity, auditJson(entry.before), auditJson(entry.after), origin.address,
    ];
    if (kind === 'application') params.push(nurseStatusAfter(input.decision));
    const [done] = (await db.executeQuery<{ n: number | string }>(CompiledQuery.raw(DECIDE[kind], params))).rows;
    if (Number(done?.n) === 1) return { kind: 'changed' as const, from: verdict.from, status: verdict.next, version: verdict.version + 1 };
    // Changed since the read: decide it again under a row lock.
    return db.transaction().execute((trx) => decideItem(trx, 'postgres', kind, input, rawAuditWriter(trx, 'postgres', origin)));
  };

  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      try {
        outcomes[index] = await one(index);
      } catch (error) {
        if (!(error instanceof CareOpsError)) throw error;
        outcomes[index] = error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, ids.length) }, worker));
  return outcomes;
}
