import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/connect';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { migrationsFor } from '../../apps/server/src/db/migrations';
import type { Database } from '../../apps/server/src/db/schema';

/**
 * Migration 0017 on a database holding single-entry history: every `ledger_entries` row becomes
 * a journal transaction, members' e-coin becomes opening balances, the old totals equal the new
 * balances; history that does not add up fails the migration and names the difference.
 */

const baseUrl = process.env.DATABASE_URL;
const withUser = (url: string) => {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || userInfo().username;
  return parsed.toString();
};
async function admin(text: string) {
  const client = new pg.Client({ connectionString: withUser(baseUrl ?? '') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const before0017 = (dialect: 'sqlite' | 'postgres') => Object.fromEntries(Object.entries(migrationsFor(dialect)).filter(([name]) => name < '0017'));

describe('migration 0017: single-entry history onto the journal', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  const open = async (): Promise<DatabaseHandle> => {
    if (baseUrl) {
      const name = `careops_m_${randomBytes(6).toString('hex')}`;
      await admin(`CREATE DATABASE "${name}"`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ dataDir: '', databaseUrl: url.toString() });
      cleanups.push(async () => {
        await handle.db.destroy();
        await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
      return handle;
    }
    const dir = mkdtempSync(join(tmpdir(), 'careops-ledger-migration-'));
    const handle = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    cleanups.push(async () => {
      await handle.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    });
    return handle;
  };

  const member = async (db: Kysely<Database>, phone: string, ecoinCents: number) =>
    Number((await db.insertInto('members').values({ phone, nickname: phone, ecoin_cents: ecoinCents, created_at: 1_000, updated_at: 1_000 }).returning('id').executeTakeFirstOrThrow()).id);
  const entry = (db: Kysely<Database>, at: number, kind: string, partyKind: string, partyId: number, amount: number, balanceAfter: number) =>
    db.insertInto('ledger_entries').values({ at, kind, party_kind: partyKind, party_id: partyId, order_id: null, amount_cents: amount, balance_after_cents: balanceAfter, memo: `${kind} ${amount}` }).execute();

  it('brings every entry over and the old totals equal the new balances', async () => {
    const { db, dialect } = await open();
    await migrateToLatest(db, dialect, before0017(dialect));
    const alice = await member(db, '13900000001', 3_000);
    const bob = await member(db, '13900000002', 0);
    // Alice had 5000 of e-coin, spent 2500, got 500 back: 3000 now. Bob never had any.
    await entry(db, 2_000, 'income', 'platform', 0, 10_000, 10_000);
    await entry(db, 2_100, 'spend', 'member', alice, -2_500, 2_500);
    await entry(db, 2_100, 'income', 'platform', 0, 2_500, 12_500);
    await entry(db, 2_200, 'refund', 'member', alice, 500, 3_000);
    await entry(db, 2_200, 'refund', 'platform', 0, -500, 12_000);
    await entry(db, 2_300, 'adjustment', 'platform', 0, -900, 11_100);
    await entry(db, 2_400, 'adjustment', 'platform', 0, 0, 11_100);
    await migrateToLatest(db, dialect);

    const balance = async (kind: string, ownerId: number) =>
      Number((await db.selectFrom('ledger_accounts').select('balance_cents').where('kind', '=', kind).where('owner_id', '=', ownerId).executeTakeFirst())?.balance_cents ?? 0);
    expect(await balance('platformRevenue', 0)).toBe(11_100);
    expect(await balance('memberWallet', alice)).toBe(3_000);
    expect(await balance('memberWallet', bob)).toBe(0);
    const journals = await db.selectFrom('journal_transactions').select(['kind', 'legacy_entry_id', 'amount_cents']).orderBy('id').execute();
    expect(journals.map((j) => j.kind)).toEqual(['openingBalance', 'payment', 'ecoinSpend', 'payment', 'refund', 'refund', 'adjustment', 'adjustment']);
    expect(journals.filter((j) => j.legacy_entry_id !== null)).toHaveLength(7);
    // Alice's opening balance comes first, so her wallet's balance after each posting is her old one.
    const alicePostings = await db
      .selectFrom('journal_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['p.amount_cents', 'p.balance_after_cents'])
      .where('a.kind', '=', 'memberWallet')
      .where('a.owner_id', '=', alice)
      .orderBy('p.id')
      .execute();
    expect(alicePostings.map((p) => [Number(p.amount_cents), Number(p.balance_after_cents)])).toEqual([[5_000, 5_000], [-2_500, 2_500], [500, 3_000]]);
    const unbalanced = await sql<{ n: number }>`select count(*) as n from (select journal_id from journal_postings group by journal_id having sum(amount_cents) <> 0) x`.execute(db);
    expect(Number(unbalanced.rows[0]?.n)).toBe(0);
    expect(Number((await db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(7);
  });

  it('fails, naming the difference, when the history does not add up', async () => {
    const { db, dialect } = await open();
    await migrateToLatest(db, dialect, before0017(dialect));
    // The entries say Carol spent 4000 of e-coin she never had: her record shows 1000 left, so she started with 5000,
    // but a second spend of 6000 would take her below zero.
    const carol = await member(db, '13900000003', 1_000);
    await entry(db, 2_000, 'spend', 'member', carol, -4_000, 1_000);
    await entry(db, 2_100, 'spend', 'member', carol, -6_000, -5_000);
    await entry(db, 2_200, 'top-up', 'member', carol, 6_000, 1_000);
    await expect(migrateToLatest(db, dialect)).rejects.toThrow(/migration 0017-finance-ledger failed: not enough money in member wallet of member \d+/);
    // The history itself is untouched.
    const left = await db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(3);
  });
});
