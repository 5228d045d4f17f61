// careops withdrawals|withdraw-accounts|rewards against a real server: request, bulk approve
// from a file (dry run first), a partial run exiting 5 with per-item results, a payout whose
// generated idempotency key is printed and replays on a re-run, the outcome, and a penalty
// waiting for a second approver.
import { t } from '@careops/core/i18n';
import { WithdrawalStatus } from '@careops/core/machines';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { countOn, sqlOn } from '../server/support/database';
import { systemClient } from '../server/system-fixtures';
import { fundedNurse, testSettings } from '../server/finance-withdrawals-fixtures';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }) });
const json = async <T>(args: string[]): Promise<T> => {
  const result = await run([...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
const api = systemClient(() => server);
let accountId = 0;
let nurseId = 0;

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await run(['login', '--server', server.url, '--username', 'finance', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code, signIn.stderr).toBe(0);
  const studio = Number((await sqlOn(server, 'select min(id) as id from studios'))[0]?.id);
  await testSettings(api);
  ({ accountId, nurseId } = await fundedNurse(server, api, studio, '500', 0));
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('careops withdrawals', () => {
  it('requests, approves in bulk from a file, pays once with a printed key, confirms', async () => {
    const ids: number[] = [];
    for (const amount of ['10', '12.50', '7']) ids.push((await json<{ id: number; amountCents: number }>(['withdrawals', 'request', '--account', String(accountId), '--amount', amount])).id);
    const file = join(config.dir, 'ids.txt');
    writeFileSync(file, `${ids[0]}\n${ids[1]}\n`);

    const dry = await run(['withdrawals', 'approve', '--from-file', file, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(await countOn(server, `select count(*) from withdrawals where id in (${ids.join(',')}) and status = ?`, [WithdrawalStatus.underReview])).toBe(3);

    const approved = await json<Array<{ id: string; ok: boolean }>>(['withdrawals', 'approve', '--from-file', file, '--yes']);
    expect(approved.map((i) => i.ok)).toEqual([true, true]);

    const partial = await run(['withdrawals', 'approve', String(ids[2]), String(ids[0]), '--yes']);
    expect(partial.code).toBe(5);
    expect(partial.stdout + partial.stderr).toContain(t('resources.items.partial', { failed: 1, total: 2 }));
    expect(await countOn(server, `select count(*) from withdrawals where id = ? and status = ?`, [ids[2], WithdrawalStatus.approved])).toBe(1);

    const paid = await run(['withdrawals', 'pay', String(ids[0]), String(ids[1]), '--yes']);
    expect(paid.code, paid.stderr).toBe(0);
    const key = /--idempotency-key (k\d+)/.exec(paid.stderr)?.[1];
    expect(key, paid.stderr).toBeDefined();
    const rerun = await run(['withdrawals', 'pay', String(ids[0]), String(ids[1]), '--yes', '--idempotency-key', key ?? '']);
    expect(rerun.code, rerun.stdout + rerun.stderr).toBe(0);
    expect(await countOn(server, `select count(*) from payouts where withdrawal_id in (${ids[0]}, ${ids[1]})`)).toBe(2);
    const unkeyed = await run(['withdrawals', 'pay', String(ids[0]), '--yes']);
    expect(unkeyed.code).toBe(5);
    expect(unkeyed.stdout + unkeyed.stderr).toContain('already sent');

    const confirmed = await run(['withdrawals', 'confirm', String(ids[0]), '--outcome', 'paid', '--reference', 'BANK-9', '--yes']);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    const failed = await run(['withdrawals', 'confirm', String(ids[1]), '--outcome', 'failed', '--yes']);
    expect(failed.code).not.toBe(0);
    expect(failed.stdout + failed.stderr).toContain(t('withdrawals.contract.reason'));

    const paidList = await json<Array<{ id: number }>>(['withdrawals', 'list', '--status', 'paid']);
    expect(paidList.map((w) => w.id)).toContain(ids[0]);
    const view = await run(['withdrawals', 'view', String(ids[0])]);
    expect(view.stdout).toContain(t('withdrawals.server.state.paid'));
  });

  it('lists accounts masked and records a penalty that waits for a second approver', async () => {
    const accounts = await run(['withdraw-accounts', 'list']);
    expect(accounts.code, accounts.stderr).toBe(0);
    expect(accounts.stdout).toMatch(/\*\*\*\* \d{4}/);
    const penalty = await json<{ id: number; status: string }>(['rewards', 'add', '--kind', 'penalty', '--nurse', String(nurseId), '--amount', '150', '--reason', 'missed visit']);
    expect(penalty.status).toBe('awaitingApproval');
    const self = await run(['rewards', 'approve', String(penalty.id), '--yes']);
    expect(self.code).toBe(5);
    expect(self.stdout + self.stderr).toContain(t('rewards.server.sameApprover', { limit: '100.00', name: 'finance' }));
    expect((await api.ok('admin', 'approveReward', { rewardId: penalty.id })).status).toBe('posted');
  });
});
