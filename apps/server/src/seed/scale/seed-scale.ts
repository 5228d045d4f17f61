import { t } from '@careops/core/i18n';
import type { ServerConfig } from '../../config';
import { openDatabase, sqliteFileOf } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { seedDatabase } from '../index';
import { createPrng } from '../prng';
import type { BulkWriter } from './bulk-writer';
import { postgresBulkWriter } from './postgres-bulk-writer';
import { ledgerTables, openScaleLedger } from './scale-ledger';
import { seedScaleOrders, type ScaleOrderTotals } from './scale-orders';
import { peopleTables, seedScalePeople } from './scale-people';
import type { ScalePlan } from './scale-plan';
import { sqliteBulkWriter } from './sqlite-bulk-writer';

/** The app_meta key that records a scale seed (a database takes one). */
export const SCALE_MARKER = 'scale_seed';

export interface ScaleOutcome extends ScaleOrderTotals {
  members: number;
  patients: number;
  nurses: number;
  studios: number;
  ms: number;
  /** The admin's password, when this run created the admin and generated it. */
  generatedPassword?: string;
}

/**
 * Fills the database the server configuration names with the scale data set: first the
 * server's own migrations and first-start seed (roles, admin, demo data unless CAREOPS_DEMO=0),
 * then people, catalogue (unless one exists), orders and their journal (members' e-coin as
 * opening balances, payments, refunds), then fresh planner statistics.
 * `say` gets one line per step and chunk.
 */
export async function seedScale(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'adminPassword' | 'demo'>, plan: ScalePlan, say: (line: string) => void): Promise<ScaleOutcome> {
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  const handle = await openDatabase(config);
  let generatedPassword: string | undefined;
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const seeded = await seedDatabase(handle.db, { adminPassword: config.adminPassword, demo: config.demo });
    generatedPassword = seeded.generatedPassword;
    const marker = await handle.db.selectFrom('app_meta').select('value').where('key', '=', SCALE_MARKER).executeTakeFirst();
    if (marker) throw new Error(t('ordersExport.scale.alreadySeeded', { seed: marker.value }));
  } finally {
    await handle.db.destroy();
  }
  say(t('ordersExport.scale.target', { location: handle.location }));

  const writer: BulkWriter = config.databaseUrl ? await postgresBulkWriter(config.databaseUrl) : await sqliteBulkWriter(sqliteFileOf(config.dataDir));
  try {
    const rng = createPrng(plan.seed);
    const [admin] = await writer.query("select id, name from system_users where username = 'admin'");
    const staff = { id: Number(admin?.id ?? 0), name: String(admin?.name ?? 'Administrator') };
    const people = await seedScalePeople(writer, plan, rng, (table, done, total) => say(t('ordersExport.scale.progress', { table, done: done.toLocaleString('en'), total: total.toLocaleString('en'), seconds: elapsed() })));
    const ledger = await openScaleLedger(writer, { idBase: people.memberIdBase, count: plan.members, joinedAt: people.memberJoinedAt });
    const totals = await seedScaleOrders(writer, plan, rng, people, staff, ledger, (done, total) =>
      say(t('ordersExport.scale.progress', { table: 'orders', done: done.toLocaleString('en'), total: total.toLocaleString('en'), seconds: elapsed() })),
    );
    const journal = await ledger.finish(plan.anchor);
    say(t('ordersExport.scale.progress', { table: 'journal postings', done: journal.postings.toLocaleString('en'), total: journal.postings.toLocaleString('en'), seconds: elapsed() }));
    await writer.syncIds([...peopleTables, 'orders', ...ledgerTables]);
    say(t('ordersExport.scale.analyzing', { seconds: elapsed() }));
    await writer.analyze();
    await writer.query('insert into app_meta (key, value) values (?, ?)', [SCALE_MARKER, JSON.stringify({ orders: plan.orders, seed: plan.seed, anchor: new Date(plan.anchor).toISOString() })]);
    return {
      ...totals,
      members: plan.members,
      patients: plan.patients,
      nurses: plan.nurses,
      studios: plan.studios,
      ms: performance.now() - started,
      ...(generatedPassword ? { generatedPassword } : {}),
    };
  } finally {
    await writer.close();
  }
}
