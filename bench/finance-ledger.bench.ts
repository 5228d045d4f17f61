// The double-entry ledger under load, through the real server (docs/finance.md), SQLite:
// 1. 8 concurrent clients moving money out of nurses' earnings (the ledger's one write, through
//    its test hook): transfers per second, 0 unbalanced transactions, 0 overdrawn accounts.
// 2. A journal of BENCH_POSTINGS postings (default 1,000,000) written into the file:
//    - an account's balance read (getLedgerAccount: the kept balance, never summed) beyond the
//      bare HTTP round trip (GET /healthz), budget <= 1 ms at p50;
//    - the statement's deep page (by cursor, half way down the revenue account) against page 1,
//      budget <= 2x;
//    - the reconciliation of the whole ledger against one `select account_id, sum(amount_cents)
//      from journal_postings group by account_id` over the same rows in the same run, budget <= 2x.
import Database from 'better-sqlite3';
import { endpoints } from '@careops/core/contract';
import { sqliteFileOf } from '../apps/server/src/db/connect';
import { encodeCursor } from '../apps/server/src/list/cursor';
import { KeepAliveClient } from './support/keep-alive-client';
import { get, post, raceUntilRefused, result, summarize, timeBlock } from './support/measure';
import { TEST_ADMIN_PASSWORD, apiCall, startTestServer } from '../tests/support/server';

delete process.env.DATABASE_URL;

const CLIENTS = 8;
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 4000);
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const PARTIES = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const WARMUP = 50;
const BLOCK = 10;

interface Answer<T> {
  resultcode: number;
  msg: string;
  result: T;
}

/** POSTINGS/2 rewards of nurses' earnings from platform revenue, each balance kept with its postings. */
function seedJournal(file: string, nurseIds: number[]): void {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  db.transaction(() => {
    const account = db.prepare("insert into ledger_accounts (kind, owner_kind, owner_id, balance_cents, created_at, updated_at) values (?, ?, ?, 0, ?, ?) on conflict (kind, owner_kind, owner_id) do update set updated_at = excluded.updated_at returning id, balance_cents");
    const revenue = account.get('platformRevenue', 'platform', 0, now, now) as { id: number; balance_cents: number };
    const parties = nurseIds.slice(0, PARTIES).map((id) => account.get('nurseEarnings', 'nurse', id, now, now) as { id: number; balance_cents: number });
    const balances = new Map<number, number>([[revenue.id, Number(revenue.balance_cents)], ...parties.map((p) => [p.id, Number(p.balance_cents)] as [number, number])]);
    const journal = db.prepare("insert into journal_transactions (kind, memo, at, amount_cents) values ('reward', 'bench', ?, ?)");
    const posting = db.prepare('insert into journal_postings (journal_id, account_id, amount_cents, balance_after_cents, at) values (?, ?, ?, ?, ?)');
    const journals = Math.floor(POSTINGS / 2);
    for (let i = 0; i < journals; i++) {
      const at = now - (journals - i) * 1000;
      const amount = 100 + (i % 900);
      const party = parties[i % parties.length] as { id: number };
      const id = Number(journal.run(at, amount).lastInsertRowid);
      const partyAfter = (balances.get(party.id) ?? 0) + amount;
      balances.set(party.id, partyAfter);
      posting.run(id, party.id, amount, partyAfter, at);
      const revenueAfter = (balances.get(revenue.id) ?? 0) - amount;
      balances.set(revenue.id, revenueAfter);
      posting.run(id, revenue.id, -amount, revenueAfter, at);
    }
    const keep = db.prepare('update ledger_accounts set balance_cents = ? where id = ?');
    for (const [id, balance] of balances) keep.run(balance, id);
  })();
  db.close();
}

async function timeBoth(client: KeepAliveClient, path: string, body: string, headers: Record<string, string>) {
  const api: number[] = [];
  const floor: number[] = [];
  const rounds = Math.ceil((WARMUP + ROUNDS) / BLOCK);
  for (let round = 0; round < rounds; round++) {
    const keep = round >= Math.ceil(WARMUP / BLOCK);
    await timeBlock(BLOCK, keep, api, () => post(client, path, body, headers));
    await timeBlock(BLOCK, keep, floor, () => get(client, endpoints.healthz.path));
  }
  return { api: summarize(api), floor: summarize(floor) };
}

async function main(): Promise<void> {
  const server = await startTestServer({ env: { CAREOPS_LOG_LEVEL: 'warn', CAREOPS_RECONCILE_MINUTES: '1440' } });
  try {
    const login = await apiCall<{ token: string; user: { userId: number } }>(server.url, '/api/admin/passwordLogin', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    const headers = { token: login.result.token, userId: String(login.result.user.userId) };
    const file = sqliteFileOf(server.dataDir);
    const probe = new Database(file, { readonly: true });
    const nurseIds = (probe.prepare('select id from nurses order by id').all() as Array<{ id: number }>).map((r) => r.id);
    probe.close();

    // 1. Eight clients moving money out of eight funded earnings accounts, one cent too many in the end.
    const earnings = (id: number) => ({ kind: 'nurseEarnings', ownerKind: 'nurse', ownerId: id });
    const platform = (kind: string) => ({ kind, ownerKind: 'platform', ownerId: 0 });
    const racers = nurseIds.slice(0, CLIENTS);
    const each = Math.floor(TRANSFERS / CLIENTS);
    for (const id of racers) {
      const funded = await apiCall(server.url, '/api/test/ledgerPost', { kind: 'reward', postings: [{ account: earnings(id), amountCents: each * 100 }, { account: platform('platformRevenue'), amountCents: -each * 100 }] });
      if (funded.resultcode !== 1) throw new Error(`funding failed: ${funded.msg}`);
    }
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => KeepAliveClient.open(new URL(server.url))));
    const transferOf = (c: number) => JSON.stringify({ kind: 'withdrawal', postings: [{ account: earnings(racers[(c + 1) % CLIENTS] as number), amountCents: -100 }, { account: platform('withdrawalsInFlight'), amountCents: 100 }] });
    const { successes: moved, refusals: refused, failures, seconds } = await raceUntilRefused(clients, '/api/test/ledgerPost', transferOf, {});
    for (const client of clients) client.close();
    const check = new Database(file, { readonly: true });
    const unbalanced = Number((check.prepare('select count(*) as n from (select journal_id from journal_postings group by journal_id having sum(amount_cents) <> 0)').get() as { n: number }).n);
    const overdrawn = Number((check.prepare("select count(*) as n from ledger_accounts where kind in ('memberWallet', 'nurseEarnings', 'studioSettlement') and balance_cents < 0").get() as { n: number }).n);
    check.close();
    console.log(`| ${CLIENTS} clients, ${each} transfers of 1.00 each from their own earnings account | transfers | refused at the end | other failures | unbalanced | overdrawn | transfers/s |`);
    console.log('|---|---|---|---|---|---|---|');
    console.log(`| | ${moved} | ${refused} | ${failures} | ${unbalanced} | ${overdrawn} | ${(moved / seconds).toFixed(0)} |\n`);
    result({ name: 'ledger-transfers-8-clients', transfers: moved, transfers_per_s: moved / seconds, unbalanced, overdrawn, budget: 'every funded transfer, 0 unbalanced, 0 overdrawn', pass: moved === each * CLIENTS && unbalanced === 0 && overdrawn === 0 && failures === 0 });

    // 2. A journal of POSTINGS postings.
    const seeded = performance.now();
    seedJournal(file, nurseIds);
    console.log(`seeded ${POSTINGS} postings over ${Math.min(PARTIES, nurseIds.length)} earnings accounts and platform revenue in ${((performance.now() - seeded) / 1000).toFixed(1)} s\n`);
    const db = new Database(file, { readonly: true });
    const revenue = db.prepare("select id, balance_cents from ledger_accounts where kind = 'platformRevenue'").get() as { id: number };
    const revenuePostings = (db.prepare('select count(*) as n, min(id) as low, max(id) as high from journal_postings where account_id = ?').get(revenue.id) as { n: number; low: number; high: number });
    const client = await KeepAliveClient.open(new URL(server.url));

    const balance = await timeBoth(client, endpoints.getLedgerAccount.path, JSON.stringify({ accountId: revenue.id }), headers);
    const beyond = (balance.api.p50 - balance.floor.p50) / 1000;
    console.log(`| getLedgerAccount of platform revenue (${revenuePostings.n} postings) | p50 µs | p95 µs |`);
    console.log('|---|---|---|');
    console.log(`| API | ${balance.api.p50.toFixed(0)} | ${balance.api.p95.toFixed(0)} |`);
    console.log(`| HTTP floor: GET ${endpoints.healthz.path} | ${balance.floor.p50.toFixed(0)} | ${balance.floor.p95.toFixed(0)} |\n`);
    result({ name: 'ledger-balance-read-beyond-floor-p50', ms: beyond, postings: POSTINGS, api_p50_us: balance.api.p50, floor_p50_us: balance.floor.p50, budget: '<= 1 ms', pass: beyond <= 1 });

    const middle = Math.floor((revenuePostings.low + revenuePostings.high) / 2);
    const deepCursor = encodeCursor({ field: 'id', direction: 'desc', value: middle, id: middle });
    const page1 = await timeBoth(client, endpoints.getAccountStatement.path, JSON.stringify({ accountId: revenue.id, limit: 20 }), headers);
    const deep = await timeBoth(client, endpoints.getAccountStatement.path, JSON.stringify({ accountId: revenue.id, limit: 20, cursor: deepCursor }), headers);
    const ratio = deep.api.p50 / page1.api.p50;
    console.log(`| getAccountStatement of platform revenue, limit 20 | p50 µs | p95 µs |`);
    console.log('|---|---|---|');
    console.log(`| page 1 | ${page1.api.p50.toFixed(0)} | ${page1.api.p95.toFixed(0)} |`);
    console.log(`| half way down (${Math.floor(revenuePostings.n / 2)} postings deep, by cursor) | ${deep.api.p50.toFixed(0)} | ${deep.api.p95.toFixed(0)} |\n`);
    result({ name: 'ledger-statement-deep-vs-first-p50', ratio, first_p50_us: page1.api.p50, deep_p50_us: deep.api.p50, budget: '<= 2x', pass: ratio <= 2 });

    const raw: number[] = [];
    const reconcile: number[] = [];
    const body = JSON.stringify({});
    for (let i = 0; i < 3; i++) {
      let t0 = performance.now();
      db.prepare('select account_id, sum(amount_cents) as total from journal_postings group by account_id').all();
      raw.push(performance.now() - t0);
      t0 = performance.now();
      const answer = JSON.parse(await post(client, endpoints.reconcileLedger.path, body, headers)) as Answer<{ ok: boolean }>;
      reconcile.push(performance.now() - t0);
      if (answer.resultcode !== 1 || !answer.result.ok) throw new Error(`reconciliation failed: ${answer.msg} ${JSON.stringify(answer.result).slice(0, 300)}`);
    }
    client.close();
    db.close();
    const rawMs = Math.min(...raw);
    const reconcileMs = Math.min(...reconcile);
    console.log(`| whole-ledger check over ${POSTINGS} postings | best of 3, ms |`);
    console.log('|---|---|');
    console.log(`| one select sum(amount_cents) group by account_id (in-process) | ${rawMs.toFixed(0)} |`);
    console.log(`| reconcileLedger (HTTP, every check) | ${reconcileMs.toFixed(0)} |\n`);
    result({ name: 'ledger-reconcile-vs-group-by', ratio: reconcileMs / rawMs, reconcile_ms: reconcileMs, group_by_ms: rawMs, budget: '<= 2x', pass: reconcileMs / rawMs <= 2 });
  } finally {
    await server.stop();
  }
}

await main();
