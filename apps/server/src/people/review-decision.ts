import type { ReviewDecision } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { nextActivationStatus, nextReviewStatus } from '@careops/core/machines';
import { CompiledQuery, type Kysely } from 'kysely';
import { auditJson, type AuditEntry, type AuditOrigin } from '../audit/audit-log';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import type { AuditWriter } from '../http/handler-types';
import { forDialect } from '../list/sql-list';
import { entityWord, forUpdate, inCallerStations, num } from './people-access';

/**
 * One review decision (approve / reject) on one qualification application or assistive
 * card, inside the caller's transaction: read the STORED row (row-locked on PostgreSQL, so a
 * concurrent decision waits and then sees this one's result), ask the machine what the
 * decision leads to from that status, write the change with a compare-and-set on the status,
 * and one audit row. The single endpoints and the batch share it; the statements are plain
 * SQL texts (compiled once per dialect), because a batch runs them thousands of times.
 */

export type ReviewKind = 'application' | 'card';

export type DecisionOutcome =
  /** Not there, or outside the caller's stations. */
  | { kind: 'missing' }
  /** Changed from `from` to `status` (in a dry run: would change). */
  | { kind: 'changed'; from: number; status: number; version: number }
  /** Already in the state the decision leads to: nothing written. */
  | { kind: 'already'; status: number; version: number }
  /** The machine refuses the decision from the stored status. */
  | { kind: 'refused'; status: number; version: number }
  /** The caller's version is behind: someone decided (or changed) it since. */
  | { kind: 'stale'; status: number; version: number; decidedBy: string | null };

export interface DecisionInput {
  id: number;
  decision: ReviewDecision;
  reason: string;
  actorId: number;
  now: number;
  /** The caller's stations (applications are station data); null: all. */
  stations: number[] | null;
  /** The version the caller read; the batch sends none. */
  expectVersion?: number | undefined;
  dryRun?: boolean;
}

interface StoredRow {
  id: number;
  status: number;
  version: number;
  studio_id: number | null;
  nurse_id: number | null;
  decided_by: number | null;
}

interface Statements {
  read: string;
  readLocked: string;
  decide: string;
  nurse: string;
  decider: string;
}

// No join in the locked read: on PostgreSQL a row re-read after waiting for the lock would
// still carry the joined rows of before the wait. The decider's name is read when needed.
const READ = {
  application: `select id, status, version, studio_id, nurse_id, decided_by from nurse_applications where id = ?`,
  card: `select id, status, version, null as studio_id, null as nurse_id, decided_by from assistive_cards where id = ?`,
};
const TABLE = { application: 'nurse_applications', card: 'assistive_cards' } as const;

const cache = new Map<string, Statements>();

function statementsOf(kind: ReviewKind, dialect: DialectName): Statements {
  const key = `${kind}:${dialect}`;
  let s = cache.get(key);
  if (!s) {
    s = {
      read: forDialect(READ[kind], dialect),
      readLocked: forDialect(READ[kind] + forUpdate(dialect), dialect),
      decide: forDialect(`update ${TABLE[kind]} set status = ?, decided_at = ?, decided_by = ?, reason = ?, version = version + 1, updated_at = ? where id = ? and status = ?`, dialect),
      nurse: forDialect(`update nurses set status = ?, version = version + 1, updated_at = ? where id = ?`, dialect),
      decider: forDialect(`select name from system_users where id = ?`, dialect),
    };
    cache.set(key, s);
  }
  return s;
}

/** The status a decision leads to when it applies: approved/activated 1, rejected 0. */
const targetOf = (decision: ReviewDecision) => (decision === 'approve' ? 1 : 0);

/** What the machine says a decision leads to from the stored status (null: refused). */
export function machineNext(kind: ReviewKind, status: number, decision: ReviewDecision): number | null {
  return kind === 'application' ? nextReviewStatus(status, decision) : nextActivationStatus(status, decision);
}

/** A nurse's status once her application is decided: approval activates her (1), rejection rejects her (3). */
const nurseStatusAfter = (decision: ReviewDecision) => (decision === 'approve' ? 1 : 3);

/** The stored row a decision starts from. */
export type { StoredRow };

/** What the machine makes of a decision on a stored row, before anything is written. */
export type Verdict =
  | Extract<DecisionOutcome, { kind: 'missing' | 'already' | 'refused' }>
  | { kind: 'stale'; status: number; version: number }
  | { kind: 'write'; from: number; next: number; version: number; nurseId: number | null };

/** Judges a decision from the STORED row (the machine decides); pure. */
export function judge(kind: ReviewKind, row: StoredRow | undefined, input: DecisionInput): Verdict {
  if (!row || (kind === 'application' && !inCallerStations(input.stations, row.studio_id === null ? null : num(row.studio_id)))) return { kind: 'missing' };
  const status = num(row.status);
  const version = num(row.version);
  const next = machineNext(kind, status, input.decision);
  const behind = input.expectVersion !== undefined && input.expectVersion !== version;
  if (next === null) {
    if (status === targetOf(input.decision)) return { kind: 'already', status, version };
    return behind ? { kind: 'stale', status, version } : { kind: 'refused', status, version };
  }
  if (behind) return { kind: 'stale', status, version };
  return { kind: 'write', from: status, next, version, nurseId: kind === 'application' && row.nurse_id !== null ? num(row.nurse_id) : null };
}

/** The audit row of a decision that is written. */
export function decisionAudit(kind: ReviewKind, input: DecisionInput, verdict: Extract<Verdict, { kind: 'write' }>): AuditEntry {
  const after: Record<string, unknown> = { status: verdict.next, version: verdict.version + 1 };
  if (input.reason) after.reason = input.reason;
  if (verdict.nurseId !== null) {
    after.nurseId = verdict.nurseId;
    after.nurseStatus = nurseStatusAfter(input.decision);
  }
  return {
    action: `${kind === 'application' ? 'nurseExamine' : 'assistiveCard'}.${input.decision}`,
    entity: kind === 'application' ? 'nurse_application' : 'assistive_card',
    entityId: input.id,
    before: { status: verdict.from, version: verdict.version },
    after,
  };
}

export { nurseStatusAfter };

/**
 * Decides one item in `db` (a transaction, except for a dry run). Writes nothing unless the
 * outcome is `changed` and it is not a dry run.
 */
export async function decideItem(db: Kysely<Database>, dialect: DialectName, kind: ReviewKind, input: DecisionInput, audit: AuditWriter): Promise<DecisionOutcome> {
  const s = statementsOf(kind, dialect);
  const row = (await db.executeQuery<StoredRow>(CompiledQuery.raw(input.dryRun ? s.read : s.readLocked, [input.id]))).rows[0];
  const verdict = judge(kind, row, input);
  if (verdict.kind === 'stale') {
    const decider = row?.decided_by == null ? undefined : (await db.executeQuery<{ name: string }>(CompiledQuery.raw(s.decider, [num(row.decided_by)]))).rows[0];
    return { ...verdict, decidedBy: decider?.name ?? null };
  }
  if (verdict.kind !== 'write') return verdict;
  if (input.dryRun) return { kind: 'changed', from: verdict.from, status: verdict.next, version: verdict.version };
  const claimed = await db.executeQuery(CompiledQuery.raw(s.decide, [verdict.next, input.now, input.actorId, input.reason, input.now, input.id, verdict.from]));
  if (num(claimed.numAffectedRows) !== 1) return { kind: 'stale', status: verdict.from, version: verdict.version, decidedBy: null };
  if (verdict.nurseId !== null) await db.executeQuery(CompiledQuery.raw(s.nurse, [nurseStatusAfter(input.decision), input.now, verdict.nurseId]));
  await audit(decisionAudit(kind, input, verdict));
  return { kind: 'changed', from: verdict.from, status: verdict.next, version: verdict.version + 1 };
}

/** The word of a stored status ("under review", "activated"…). */
export function statusWord(kind: ReviewKind, status: number): string {
  if (kind === 'application') return t(status === 1 ? 'people.server.applicationStatus.1' : status === 0 ? 'people.server.applicationStatus.0' : 'people.server.applicationStatus.2');
  return t(status === 0 ? 'enum.activationStatus.0' : status === 1 ? 'enum.activationStatus.1' : status === 3 ? 'enum.activationStatus.3' : 'enum.activationStatus.2');
}

/** The participle of a decision ("approved", "rejected"). */
const decided = (decision: ReviewDecision) => t(decision === 'approve' ? 'people.server.approved' : 'people.server.rejected');

/** The one-line message of an outcome, as items and answers carry it. */
export function outcomeMessage(kind: ReviewKind, decision: ReviewDecision, outcome: DecisionOutcome, dryRun = false): string {
  const what = entityWord(kind);
  switch (outcome.kind) {
    case 'missing':
      return t('error.notFound', { what });
    case 'changed':
      return dryRun ? t(decision === 'approve' ? 'people.server.wouldApprove' : 'people.server.wouldReject') : decided(decision);
    case 'already':
      return t('people.server.already', { status: statusWord(kind, outcome.status) });
    case 'refused':
      return t('people.server.refused', { what, status: statusWord(kind, outcome.status), decided: decided(decision) });
    case 'stale':
      return outcome.status === 2
        ? t('error.staleVersion')
        : outcome.decidedBy
          ? t('people.server.decidedMeanwhileBy', { what, status: statusWord(kind, outcome.status), by: outcome.decidedBy })
          : t('people.server.decidedMeanwhile', { what, status: statusWord(kind, outcome.status) });
  }
}

const AUDIT_INSERT = `insert into audit_log (actor_id, channel, action, entity, entity_id, before_json, after_json, at, address) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const auditTexts = new Map<DialectName, string>();

/**
 * An audit writer on `db` with one fixed SQL text (the batch writes thousands of rows; the
 * query builder would compile each). Same row as `writeAudit`: secrets blanked by auditJson.
 */
export function rawAuditWriter(db: Kysely<Database>, dialect: DialectName, origin: AuditOrigin): AuditWriter {
  let text = auditTexts.get(dialect);
  if (!text) auditTexts.set(dialect, (text = forDialect(AUDIT_INSERT, dialect)));
  const insert = text;
  return async (entry) => {
    await db.executeQuery(
      CompiledQuery.raw(insert, [
        entry.actorId === undefined ? origin.actorId : entry.actorId, origin.channel, entry.action, entry.entity, entry.entityId ?? null,
        auditJson(entry.before), auditJson(entry.after), Date.now(), origin.address,
      ]),
    );
  };
}
