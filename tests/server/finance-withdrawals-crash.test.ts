import { WithdrawalStatus } from '@careops/core/machines';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { fundedNurse, inFlight, testSettings } from './finance-withdrawals-fixtures';

/**
 * Kills the server at random points of a payout batch, 20 times: right after a payout's intent
 * is committed, right after the gateway took it (both by the server's test crash points), or by
 * SIGKILL from outside after a random delay. After each restart the client re-runs its batch.
 * In the end every withdrawal is paid exactly once: one outbox instruction, one payout, one
 * settling journal transaction, nothing left in flight.
 */

const ROUNDS = 20;
const BATCH = 3;
const MODES = ['after-intent', 'after-send', 'external'] as const;
type Mode = (typeof MODES)[number];
// Every kind of crash at least once, then at random.
const pick = (round: number): Mode => MODES[round < MODES.length ? round : Math.floor(Math.random() * MODES.length)] ?? 'external';
const envOf = (mode: Mode): Record<string, string> => ({ CAREOPS_TEST_PAYOUT_CRASH: mode === 'external' ? '' : mode });

describe('finance: payouts survive crashes without paying twice or losing one', () => {
  const server = useServer();
  const api = systemClient(server);

  it(`kills the server ${ROUNDS} times during payout batches; reconciles to zero paid twice, zero lost`, async () => {
    const studioId = await countOn(server(), "select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    await testSettings(api);
    const { accountId } = await fundedNurse(server(), api, studioId, '100000', 0);
    const flightBefore = await inFlight(server());
    const all: number[] = [];
    // Pays ignoring what a dying server answers: the client only learns on its re-run.
    const pay = (withdrawalId: number) => api.call('finance', 'payWithdrawal', { withdrawalId }).catch(() => null);
    const modes: Mode[] = [];
    let mode = pick(0);
    await server().restart(envOf(mode));
    for (let round = 0; round < ROUNDS; round += 1) {
      modes.push(mode);
      const batch: number[] = [];
      for (let i = 0; i < BATCH; i += 1) {
        const requested = await api.ok('finance', 'addWithdrawal', { accountId, amount: `${10 + round}.${i}5` });
        await api.ok('finance', 'approveWithdrawal', { withdrawalId: requested.id });
        batch.push(requested.id);
      }
      all.push(...batch);
      // The client's re-run of everything it paid so far, with the new batch: each is sent
      // already or sent now; the server may die anywhere in it.
      const running = Promise.all(all.map(pay));
      if (mode === 'external') {
        await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 40)));
        server().kill('SIGKILL');
      }
      await running;
      mode = pick(round + 1);
      await server().restart(envOf(mode));
    }
    await server().restart();
    for (const id of all) expect([1, 101]).toContain((await api.call('finance', 'payWithdrawal', { withdrawalId: id })).resultcode);

    const outbox = join(server().dataDir, 'payouts', 'outbox');
    const instructions = readdirSync(outbox).map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as { reference: string; withdrawalId: number });
    expect(instructions.map((i) => i.withdrawalId).sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
    const returned = instructions.map((i) => `${i.reference},paid`).join('\n');
    const results = await api.ok('finance', 'importPayoutResults', { text: returned });
    expect(results.items.filter((i) => !i.ok)).toEqual([]);

    const ids = all.join(',');
    expect(await countOn(server(), `select count(*) from withdrawals where id in (${ids}) and status = ?`, [WithdrawalStatus.paid])).toBe(all.length);
    expect(await countOn(server(), `select count(*) from payouts where withdrawal_id in (${ids})`)).toBe(all.length);
    expect(await countOn(server(), `select count(*) from withdrawal_journals where step = 'paid' and withdrawal_id in (${ids})`)).toBe(all.length);
    const sentTwice = await sqlOn(server(), `select entity_id from audit_log where action = 'payout.sent' and entity_id in (${ids}) group by entity_id having count(*) > 1`);
    expect(sentTwice).toEqual([]);
    expect(await inFlight(server())).toBe(flightBefore);
    expect(modes).toHaveLength(ROUNDS);
    // The crashes hit where meant: instructions recorded but not sent were sent at start-up, and
    // ones the gateway had already taken were not delivered again.
    const resumed = await sqlOn(server(), `select after_json from audit_log where action = 'payout.sent' and channel = 'system' and entity_id in (${ids})`);
    expect(resumed.some((r) => String(r.after_json).includes('"delivered":true'))).toBe(true);
    expect(resumed.some((r) => String(r.after_json).includes('"delivered":false'))).toBe(true);
  }, 900_000);
});
