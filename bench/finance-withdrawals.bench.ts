// Withdrawals end to end through the real server: 8 concurrent clients each take withdrawals
// through request → approve → pay (intent recorded, outbox file, marked sent) → confirm, against
// one shared balance (every request queues on the same party) and against a balance each. Reports
// withdrawals per second and each step's median against the bare round trip of a read in the same
// run; checks that the shared balance never went below zero, nothing stayed in flight and every
// journal transaction balances. SQLite, production settings (no test hooks, no response checks).
import Database from 'better-sqlite3';
import { sqliteFileOf } from '../apps/server/src/db/connect';
import { result, summarize } from './support/measure';
import { TEST_ADMIN_PASSWORD, apiCall, startTestServer, type TestAuth } from '../tests/support/server';

delete process.env.DATABASE_URL;

const CLIENTS = 8;
const PER_CLIENT = Number(process.env.BENCH_WITHDRAWALS ?? 25);
const STEPS = ['addWithdrawal', 'approveWithdrawal', 'payWithdrawal', 'confirmWithdrawal'] as const;

async function call<T>(url: string, name: string, body: unknown, auth: TestAuth): Promise<T> {
  const answer = await apiCall<T>(url, `/api/admin/${name}`, body, auth);
  if (answer.resultcode !== 1) throw new Error(`${name} answered ${answer.resultcode}: ${answer.msg}`);
  return answer.result;
}

async function main(): Promise<void> {
  const server = await startTestServer({ env: { CAREOPS_LOG_LEVEL: 'warn', CAREOPS_TEST_HOOKS: '0', CAREOPS_CHECK_RESPONSES: '0' } });
  try {
    const login = await apiCall<{ token: string; user: { userId: number } }>(server.url, '/api/admin/passwordLogin', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    const auth: TestAuth = { token: login.result.token, userId: login.result.user.userId };
    const settings = await call<{ version: number }>(server.url, 'getPayoutSettings', {}, auth);
    await call(server.url, 'savePayoutSettings', { minimum: '1', fee: '0.5', feeRateBp: 0, holdDays: 0, penaltyApprovalAbove: '100', version: settings.version }, auth);
    const db = new Database(sqliteFileOf(server.dataDir), { readonly: true });
    const nurses = (db.prepare('select id from nurses order by id limit ?').all(CLIENTS) as Array<{ id: number }>).map((r) => r.id);
    db.close();
    const accountOf = async (nurseId: number, n: number) => {
      await call(server.url, 'addReward', { kind: 'reward', nurseId, amount: '100000', reason: 'bench earnings' }, auth);
      const account = await call<{ id: number }>(server.url, 'addWithdrawAccount', { ownerKind: 'nurse', ownerId: nurseId, holderName: 'Bench', bankName: 'Bench Bank', accountNumber: `62220000${String(n).padStart(8, '0')}` }, auth);
      await call(server.url, 'verifyWithdrawAccount', { accountId: account.id, verification: 'verified' }, auth);
      return account.id;
    };
    const accounts = await Promise.all(nurses.map((id, n) => accountOf(id, n)));

    const bare: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await call(server.url, 'getPayoutSettings', {}, auth);
      bare.push(performance.now() - started);
    }

    const run = async (label: string, accountFor: (client: number) => number) => {
      const times: Record<(typeof STEPS)[number], number[]> = { addWithdrawal: [], approveWithdrawal: [], payWithdrawal: [], confirmWithdrawal: [] };
      const timed = async <T>(step: (typeof STEPS)[number], body: unknown) => {
        const started = performance.now();
        const answer = await call<T>(server.url, step, body, auth);
        times[step].push(performance.now() - started);
        return answer;
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; i < PER_CLIENT; i++) {
          const w = await timed<{ id: number }>('addWithdrawal', { accountId: accountFor(client), amount: '3.25' });
          await timed('approveWithdrawal', { withdrawalId: w.id });
          await timed('payWithdrawal', { withdrawalId: w.id });
          await timed('confirmWithdrawal', { withdrawalId: w.id, outcome: 'paid' });
        }
      }));
      const seconds = (performance.now() - started) / 1000;
      const perSecond = (CLIENTS * PER_CLIENT) / seconds;
      const medians = Object.fromEntries(STEPS.map((s) => [s, summarize(times[s]).p50]));
      console.log(`| ${label} | ${perSecond.toFixed(1)} withdrawals/s | ${STEPS.map((s) => `${s} ${medians[s]?.toFixed(1)} ms`).join(', ')} |`);
      return { perSecond, medians };
    };

    const shared = await run('one shared balance, 8 clients', () => accounts[0] ?? 0);
    const own = await run('a balance per client, 8 clients', (client) => accounts[client] ?? 0);

    const check = new Database(sqliteFileOf(server.dataDir), { readonly: true });
    const negative = Number((check.prepare("select count(*) as n from journal_postings p join ledger_accounts a on a.id = p.account_id where a.kind = 'nurseEarnings' and p.balance_after_cents < 0").get() as { n: number }).n);
    const unbalanced = Number((check.prepare('select count(*) as n from (select journal_id from journal_postings group by journal_id having sum(amount_cents) <> 0)').get() as { n: number }).n);
    const inFlight = Number((check.prepare("select coalesce(sum(balance_cents), 0) as n from ledger_accounts where kind = 'withdrawalsInFlight'").get() as { n: number }).n);
    const paidTwice = Number((check.prepare('select count(*) as n from (select withdrawal_id from withdrawal_journals where step = ? group by withdrawal_id having count(*) > 1)').get('paid') as { n: number }).n);
    check.close();
    const bareMedian = summarize(bare).p50;
    const sound = negative === 0 && unbalanced === 0 && inFlight === 0 && paidTwice === 0;
    result({ name: 'withdrawals end to end, one shared balance, 8 clients', withdrawalsPerSecond: shared.perSecond, ...shared.medians, bareRoundTripMs: bareMedian, negative, unbalanced, inFlight, paidTwice, pass: sound });
    result({ name: 'withdrawals end to end, a balance per client, 8 clients', withdrawalsPerSecond: own.perSecond, ...own.medians, bareRoundTripMs: bareMedian, pass: sound });
    if (!sound) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
