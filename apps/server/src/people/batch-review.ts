import { CareOpsError, type BatchReviewItem, type ReviewDecision } from '@careops/core/contract';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler, HandlerContext } from '../http/handler-types';
import { decideBatchOnPostgres } from './batch-review-postgres';
import { decideItem, outcomeMessage, rawAuditWriter, type DecisionInput, type DecisionOutcome, type ReviewKind } from './review-decision';

/**
 * batchAuditNurseExamine / batchAuditAssistiveCards: up to 1000 ids, each decided in its OWN
 * transaction (one item's failure never undoes another's decision) with one audit row per
 * change; per-item results in the order of the ids. A dry run reads each item and reports what
 * would happen, writing nothing.
 *
 * Speed (the CLI sends 10,000 approvals in chunks of ~500): the statements are fixed SQL texts,
 * prepared once. SQLite has a single writer, so the batch holds the connection for a slice of
 * items at a time (begin … commit per item, no pool round trip) and lets other requests in
 * between slices; PostgreSQL: batch-review-postgres.ts (one statement per item, a few at once).
 */

type BatchBody = { ids: number[]; decision: ReviewDecision; reason?: string | undefined; dryRun: boolean };

/** Items per hold of the SQLite connection: other requests wait at most one slice (~25 ms). */
const SQLITE_SLICE = 50;

const BEGIN = CompiledQuery.raw('begin');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

async function decideBatch(ctx: HandlerContext<BatchBody>, kind: ReviewKind) {
  const b = ctx.body;
  const auth = ctx.signedIn();
  const stations = kind === 'application' ? await auth.stationIds() : null;
  const { dialect } = ctx.services;
  const origin = ctx.origin();
  const items: BatchReviewItem[] = new Array(b.ids.length);
  let changed = 0;
  let failed = 0;
  const inputOf = (id: number): DecisionInput => ({ id, decision: b.decision, reason: b.reason ?? '', actorId: auth.userId, now: Date.now(), stations, dryRun: b.dryRun });

  const record = (index: number, id: number, result: DecisionOutcome | CareOpsError) => {
    if (result instanceof CareOpsError) {
      failed++;
      items[index] = { id, ok: false, message: result.message };
      return;
    }
    const ok = result.kind === 'changed' || result.kind === 'already';
    if (result.kind === 'changed') changed++;
    if (!ok) failed++;
    const item: BatchReviewItem = { id, ok, message: outcomeMessage(kind, b.decision, result, b.dryRun) };
    if (result.kind !== 'missing') item.status = result.status;
    items[index] = item;
  };
  // A refusal of one item (e.g. a value the database refuses) fails that item; anything else is a server fault.
  const refusal = (error: unknown): CareOpsError => {
    if (error instanceof CareOpsError) return error;
    throw error;
  };

  if (b.dryRun) {
    for (const [index, id] of b.ids.entries()) {
      record(index, id, await decideItem(ctx.db, dialect, kind, inputOf(id), async () => {}).catch(refusal));
    }
  } else if (dialect === 'sqlite') {
    for (let start = 0; start < b.ids.length; start += SQLITE_SLICE) {
      await ctx.db.connection().execute(async (conn: Kysely<Database>) => {
        const audit = rawAuditWriter(conn, dialect, origin);
        for (let index = start; index < Math.min(start + SQLITE_SLICE, b.ids.length); index++) {
          const id = b.ids[index] as number;
          await conn.executeQuery(BEGIN);
          let outcome: DecisionOutcome | CareOpsError;
          try {
            outcome = await decideItem(conn, dialect, kind, inputOf(id), audit);
            await conn.executeQuery(COMMIT);
          } catch (error) {
            await conn.executeQuery(ROLLBACK);
            outcome = refusal(error);
          }
          record(index, id, outcome);
        }
      });
    }
  } else {
    const outcomes = await decideBatchOnPostgres(ctx.db, kind, b.ids, inputOf, origin);
    outcomes.forEach((outcome, index) => record(index, b.ids[index] as number, outcome));
  }
  return { items, changed, failed, dryRun: b.dryRun };
}

export const batchAuditNurseExamine: Handler<'batchAuditNurseExamine'> = (ctx) => decideBatch(ctx, 'application');
export const batchAuditAssistiveCards: Handler<'batchAuditAssistiveCards'> = (ctx) => decideBatch(ctx, 'card');
