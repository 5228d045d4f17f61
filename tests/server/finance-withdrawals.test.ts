import { t } from '@careops/core/i18n';
import { WithdrawalStatus } from '@careops/core/machines';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { balanceOf, earnings, freshKey, fundedNurse, inFlight, testSettings } from './finance-withdrawals-fixtures';

describe('finance: withdrawals paid exactly once', () => {
  const server = useServer();
  const api = systemClient(server);
  const count = (text: string, params: unknown[] = []) => countOn(server(), text, params);
  let studioId = 0;
  let nurseSlot = 0;
  const nurse = (amount: string) => fundedNurse(server(), api, studioId, amount, nurseSlot++);

  beforeAll(async () => {
    studioId = await count("select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    await testSettings(api);
  });

  it('request holds, approval moves the amount in flight, payout records its intent once, paid settles it with the fee', async () => {
    const { nurseId, accountId } = await nurse('50');
    const before = await earnings(server(), nurseId);
    const flightBefore = await inFlight(server());
    const requested = await api.ok('finance', 'addWithdrawal', { accountId, amount: '20.50' });
    expect(requested).toMatchObject({ status: WithdrawalStatus.underReview, amountCents: 2050, feeCents: 100, netCents: 1950, allowedEvents: ['withdrawal.approve', 'withdrawal.reject'] });
    expect(await earnings(server(), nurseId)).toBe(before);

    const approved = await api.ok('finance', 'approveWithdrawal', { withdrawalId: requested.id });
    expect(approved.status).toBe(WithdrawalStatus.approved);
    expect(approved.journalIds).toHaveLength(1);
    expect(await earnings(server(), nurseId)).toBe(before - 2050);
    expect(await inFlight(server())).toBe(flightBefore + 2050);

    const paid = await api.ok('finance', 'payWithdrawal', { withdrawalId: requested.id });
    expect(paid).toMatchObject({ status: WithdrawalStatus.payoutPending, payout: { state: 'sent', reference: expect.stringMatching(/^WD-/) } });
    const file = join(server().dataDir, 'payouts', 'outbox', `${paid.payout?.reference}.json`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ withdrawalId: requested.id, amountCents: 1950 });

    const again = await api.call('finance', 'payWithdrawal', { withdrawalId: requested.id });
    expect(again.resultcode).toBe(101);
    expect(again.msg).toBe(t('withdrawals.server.alreadyPaidOut', { id: requested.id, reference: paid.payout?.reference ?? '' }));

    const fees = await balanceOf(server(), 'fees', 'platform', 0);
    const done = await api.ok('finance', 'confirmWithdrawal', { withdrawalId: requested.id, outcome: 'paid', reference: 'BANK-1' });
    expect(done).toMatchObject({ status: WithdrawalStatus.paid, payout: { state: 'confirmed' } });
    expect(done.journalIds).toHaveLength(2);
    expect(await inFlight(server())).toBe(flightBefore);
    expect(await balanceOf(server(), 'fees', 'platform', 0)).toBe(fees + 100);
    const unbalanced = await count('select count(*) from (select journal_id from journal_postings where journal_id in (select journal_id from withdrawal_journals where withdrawal_id = ?) group by journal_id having sum(amount_cents) <> 0) x', [requested.id]);
    expect(unbalanced).toBe(0);
  });

  it('rejection releases the hold; a failed payout returns the amount to the nurse', async () => {
    const { nurseId, accountId } = await nurse('30');
    const before = await earnings(server(), nurseId);
    const rejected = await api.ok('finance', 'addWithdrawal', { accountId, amount: String(before / 100) });
    const refusedWhileHeld = await api.call('finance', 'addWithdrawal', { accountId, amount: '1' });
    expect(refusedWhileHeld).toMatchObject({ resultcode: 101, result: { field: 'amount' } });
    const noReason = await api.call('finance', 'rejectWithdrawal', { withdrawalId: rejected.id, reason: ' ' });
    expect(noReason).toMatchObject({ resultcode: 101, result: { field: 'reason' } });
    expect((await api.ok('finance', 'rejectWithdrawal', { withdrawalId: rejected.id, reason: 'account name mismatch' })).status).toBe(WithdrawalStatus.rejected);

    const failing = await api.ok('finance', 'addWithdrawal', { accountId, amount: '10' });
    await api.ok('finance', 'approveWithdrawal', { withdrawalId: failing.id });
    const paid = await api.ok('finance', 'payWithdrawal', { withdrawalId: failing.id });
    const failed = await api.ok('finance', 'importPayoutResults', { text: `${paid.payout?.reference},failed,account closed\nWD-99999999,paid\nnonsense` });
    expect(failed.items.map((i) => i.ok)).toEqual([true, false, false]);
    const record = await api.ok('finance', 'getWithdrawal', { withdrawalId: failing.id });
    expect(record).toMatchObject({ status: WithdrawalStatus.payoutFailed, reason: 'account closed', payout: { state: 'failed' } });
    expect(await earnings(server(), nurseId)).toBe(before);
    const late = await api.call('finance', 'confirmWithdrawal', { withdrawalId: failing.id, outcome: 'paid' });
    expect(late.resultcode).toBe(101);
    expect(await earnings(server(), nurseId)).toBe(before);
  });

  it('8 concurrent requests against one balance never hold more than it, and their approvals never overdraw', async () => {
    const { nurseId, accountId } = await nurse('100');
    const balance = await earnings(server(), nurseId);
    const amount = Math.floor(balance / 3) + 1;
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.call('finance', 'addWithdrawal', { accountId, amount: (amount / 100).toFixed(2) })));
    const accepted = answers.filter((a) => a.resultcode === 1);
    expect(accepted).toHaveLength(Math.floor(balance / amount));
    for (const refused of answers.filter((a) => a.resultcode !== 1)) expect(refused).toMatchObject({ resultcode: 101, result: { field: 'amount' } });
    expect(await count("select held_cents from payout_parties where owner_kind = 'nurse' and owner_id = ?", [nurseId])).toBe(accepted.length * amount);

    const ids = accepted.map((a) => a.result.id);
    const approvals = await Promise.all([...ids, ...ids].map((withdrawalId) => api.call('finance', 'approveWithdrawal', { withdrawalId })));
    expect(approvals.filter((a) => a.resultcode === 1)).toHaveLength(ids.length);
    expect(await earnings(server(), nurseId)).toBe(balance - ids.length * amount);
    expect(await count("select held_cents from payout_parties where owner_kind = 'nurse' and owner_id = ?", [nurseId])).toBe(0);
    expect(await count("select count(*) from withdrawal_journals where step = 'approve' and withdrawal_id in (select id from withdrawals where owner_id = ? and owner_kind = 'nurse')", [nurseId])).toBe(ids.length);
  });

  it('the same idempotency key replayed 100 times requests once; with another body it is refused', async () => {
    const { nurseId, accountId } = await nurse('40');
    const key = freshKey('request');
    const body = { accountId, amount: '5', idempotencyKey: key };
    const answers = [];
    for (let round = 0; round < 10; round += 1) answers.push(...(await Promise.all(Array.from({ length: 10 }, () => api.call('finance', 'addWithdrawal', body)))));
    expect(answers.every((a) => a.resultcode === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.result.id)).size).toBe(1);
    expect(await count("select count(*) from withdrawals where owner_kind = 'nurse' and owner_id = ?", [nurseId])).toBe(1);
    const other = await api.call('finance', 'addWithdrawal', { ...body, amount: '6' });
    expect(other).toMatchObject({ resultcode: 101, result: { field: 'idempotencyKey' } });

    const approveKey = freshKey('approve');
    const id = answers[0]?.result.id;
    const approvals = await Promise.all(Array.from({ length: 20 }, () => api.call('finance', 'approveWithdrawal', { withdrawalId: id, idempotencyKey: approveKey })));
    expect(approvals.every((a) => a.resultcode === 1 && a.result.status === WithdrawalStatus.approved)).toBe(true);
    expect(await count("select count(*) from withdrawal_journals where withdrawal_id = ?", [id])).toBe(1);

    // One key names a whole bulk run: each withdrawal's call is its own request under it.
    const second = await api.ok('finance', 'addWithdrawal', { accountId, amount: '2' });
    const third = await api.ok('finance', 'addWithdrawal', { accountId, amount: '3' });
    const batchKey = freshKey('batch');
    for (let run = 0; run < 2; run += 1) {
      for (const w of [second, third]) expect((await api.call('finance', 'approveWithdrawal', { withdrawalId: w.id, idempotencyKey: batchKey })).resultcode).toBe(1);
    }
    expect(await count("select count(*) from withdrawal_journals where withdrawal_id in (?, ?)", [second.id, third.id])).toBe(2);
  });

  it('refuses bad input clearly and changes nothing', async () => {
    const { accountId } = await nurse('10');
    const unverified = await api.ok('finance', 'addWithdrawAccount', { ownerKind: 'nurse', ownerId: (await api.ok('finance', 'getWithdrawAccount', { accountId })).ownerId, holderName: 'X', bankName: 'Y', accountNumber: '6222 0000 1111 2222' });
    const rows = await count('select count(*) from withdrawals');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ accountId, amount: '0.5' }, 'amount'],
      [{ accountId, amount: '1.234' }, 'amount'],
      [{ accountId, amount: '-3' }, 'amount'],
      [{ accountId, amount: 'ten' }, 'amount'],
      [{ accountId, amount: '1000000' }, 'amount'],
      [{ accountId: unverified.id, amount: '2' }, 'accountId'],
      [{ accountId: 'x', amount: '2' }, 'accountId'],
      [{ accountId, amount: '2', idempotencyKey: 'no' }, 'idempotencyKey'],
    ];
    for (const [body, field] of cases) {
      const answer = await api.call('finance', 'addWithdrawal', body);
      expect(answer.resultcode, JSON.stringify(body)).toBe(101);
      expect(answer.result).toMatchObject({ field });
    }
    expect(await count('select count(*) from withdrawals')).toBe(rows);
    expect((await api.call('finance', 'addWithdrawAccount', { ownerKind: 'nurse', ownerId: 1, holderName: 'X', bankName: 'Y', accountNumber: '12ab' })).result).toMatchObject({ field: 'accountNumber' });
    expect((await api.call('finance', 'confirmWithdrawal', { withdrawalId: 1, outcome: 'failed' })).result).toMatchObject({ field: 'reason' });
    expect(await api.call('finance', 'approveWithdrawal', { withdrawalId: 99_999_999 })).toMatchObject({ resultcode: 102, msg: t('error.notFound', { what: t('withdrawals.server.entity.withdrawal') }) });
  });

  it('masks account numbers in lists; the full number needs its permission and is audited', async () => {
    const { accountId } = await nurse('0');
    const full = (await api.ok('admin', 'revealWithdrawAccountNumber', { accountId })).accountNumber;
    const list = await api.ok('finance', 'getWithdrawAccountList', { verification: 'verified' });
    const row = list.list.find((a) => a.id === accountId);
    expect(row?.accountNumber).toBe(`**** ${full.slice(-4)}`);
    expect(JSON.stringify(list)).not.toContain(full);
    expect(await count("select count(*) from audit_log where action = 'withdrawAccount.revealNumber' and entity_id = ?", [accountId])).toBe(1);
    const role = await api.ok('admin', 'addRole', { name: `Accounts reader ${process.pid}`, nodeCodes: ['withdrawAccount'] });
    const reader = await api.addUser({ roleIds: [role.id] });
    const readerAuth = await api.as(reader.username);
    expect((await api.call(readerAuth, 'getWithdrawAccount', { accountId })).resultcode).toBe(1);
    expect((await api.call(readerAuth, 'revealWithdrawAccountNumber', { accountId })).resultcode).toBe(106);
    expect(await count("select count(*) from audit_log where action = 'withdrawAccount.revealNumber' and entity_id = ?", [accountId])).toBe(1);
  });

  it('scopes accounts and withdrawals to the caller\'s studios', async () => {
    const { nurseId, accountId } = await nurse('20');
    const withdrawal = await api.ok('finance', 'addWithdrawal', { accountId, amount: '3' });
    const otherStudio = await count('select min(id) from studios where id <> ?', [studioId]);
    const bound = await api.addUser({ roleIds: [await api.roleId('finance')], stationIds: [otherStudio] });
    const who = await api.as(bound.username);
    expect((await api.call(who, 'getWithdrawal', { withdrawalId: withdrawal.id })).resultcode).toBe(102);
    const seen = await api.ok(who, 'getWithdrawalList', {});
    expect(seen.list.some((w) => w.id === withdrawal.id)).toBe(false);
    const approve = await api.call(who, 'approveWithdrawal', { withdrawalId: withdrawal.id });
    expect(approve.resultcode).toBe(102);
    const add = await api.call(who, 'addWithdrawAccount', { ownerKind: 'nurse', ownerId: nurseId, holderName: 'X', bankName: 'Y', accountNumber: '6222000011113333' });
    expect(add.resultcode).toBe(106);
    expect((await api.ok('finance', 'getWithdrawal', { withdrawalId: withdrawal.id })).status).toBe(WithdrawalStatus.underReview);
  });

  it('a penalty above the set amount needs a second approver; rewards and penalties post to the ledger', async () => {
    const { nurseId } = await nurse('300');
    const before = await earnings(server(), nurseId);
    const small = await api.ok('finance', 'addReward', { kind: 'penalty', nurseId, amount: '20', reason: 'late arrival' });
    expect(small).toMatchObject({ status: 'posted', journalId: expect.any(Number) });
    expect(await earnings(server(), nurseId)).toBe(before - 2000);
    const large = await api.ok('finance', 'addReward', { kind: 'penalty', nurseId, amount: '150', reason: 'missed visit' });
    expect(large).toMatchObject({ status: 'awaitingApproval', journalId: null });
    const self = await api.call('finance', 'approveReward', { rewardId: large.id });
    expect(self).toMatchObject({ resultcode: 101, result: { field: 'rewardId' } });
    expect(self.msg).toBe(t('rewards.server.sameApprover', { limit: '100.00', name: 'finance' }));
    expect(await earnings(server(), nurseId)).toBe(before - 2000);
    const approved = await api.ok('admin', 'approveReward', { rewardId: large.id });
    expect(approved).toMatchObject({ status: 'posted', approvedByName: 'admin' });
    expect(await earnings(server(), nurseId)).toBe(before - 17_000);
    expect((await api.call('admin', 'approveReward', { rewardId: large.id })).resultcode).toBe(101);
    const tooMuch = await api.call('finance', 'addReward', { kind: 'penalty', nurseId, amount: '99.99', reason: 'x' });
    if ((before - 17_000) < 9999) expect(tooMuch).toMatchObject({ resultcode: 101, result: { field: 'amount' } });
    const wrongOrder = await api.call('finance', 'addReward', { kind: 'reward', nurseId, amount: '5', reason: 'thanks', orderId: 99_999_999 });
    expect(wrongOrder).toMatchObject({ resultcode: 101, result: { field: 'orderId' } });
  });
});
