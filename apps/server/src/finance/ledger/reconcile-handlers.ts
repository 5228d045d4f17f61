import type { ReconcileReport } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler } from '../../http/handler-types';
import { reconcileLedger } from './reconcile';
import { dayRange } from './ledger-days';

/**
 * The reconciliation on demand (`careops finance reconcile [--date]`, the journal page) and its
 * last scheduled run (the console's badge). The last report is kept in app_meta.
 */

const LAST_RUN_KEY = 'finance.reconcile.last';

export async function runReconciliation(db: Kysely<Database>, date?: string): Promise<ReconcileReport> {
  const range = date ? dayRange(date) : undefined;
  const result = await reconcileLedger(db, range ? { from: range.start, upTo: range.end } : {});
  return { at: Date.now(), date: date ?? null, ok: result.ok, journals: result.journals, accounts: result.accounts, orders: result.orders, differences: result.differences, message: result.message };
}

/** Runs the whole-ledger check and keeps its report for the badge (the scheduled job). */
export async function reconcileAndKeep(db: Kysely<Database>): Promise<ReconcileReport> {
  const report = await runReconciliation(db);
  const value = JSON.stringify(report);
  await db.insertInto('app_meta').values({ key: LAST_RUN_KEY, value }).onConflict((c) => c.column('key').doUpdateSet({ value })).execute();
  return report;
}

export async function lastReconciliation(db: Kysely<Database>): Promise<ReconcileReport | null> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', LAST_RUN_KEY).executeTakeFirst();
  return row ? (JSON.parse(row.value) as ReconcileReport) : null;
}

export const reconcileLedgerHandler: Handler<'reconcileLedger'> = async (ctx) => runReconciliation(ctx.db, ctx.body.date);

export const getLedgerReconcileStatus: Handler<'getLedgerReconcileStatus'> = async (ctx) => ({ last: await lastReconciliation(ctx.db) });
