import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { earnings, ledgerKit, platform } from './finance-ledger-fixtures';

/**
 * The ledger's endpoints as the finance role uses them: the journal with its filters, totals and
 * chart; accounts, a statement with the balance after each posting and a cursor for deep pages;
 * freeze and release with a reason, holding money back from debits; the reconciliation.
 */
describe('finance: journal, accounts, statements, freezes', () => {
  const server = useServer();
  const api = systemClient(server);
  const ledger = ledgerKit(server);
  const nurseId = async (offset: number) => Number((await sqlOn(server(), 'select id from nurses order by id limit 1 offset ?', [offset]))[0]?.id);

  it('lists the journal with its postings, filtered by kind, party, order, time and amount, with the totals of the filtered set', async () => {
    const all = await api.ok('finance', 'getJournalList', { limit: 5 });
    expect(all.total).toBeGreaterThan(0);
    expect(all.totals.count).toBe(all.total);
    const payments = await api.ok('finance', 'getJournalList', { kind: 'payment', limit: 1000 });
    expect(payments.list.every((j) => j.kind === 'payment' && j.postings.some((p) => p.accountKind === 'platformRevenue' && p.amountCents > 0))).toBe(true);
    expect(payments.totals.incomeCents).toBe(payments.list.reduce((s, j) => s + j.amountCents, 0));
    const order = payments.list[0];
    expect(order?.orderNo).toBeTruthy();
    const ofOrder = await api.ok('finance', 'getJournalList', { orderId: order?.orderId });
    expect(ofOrder.list.every((j) => j.orderId === order?.orderId)).toBe(true);

    const nurse = await nurseId(2);
    await ledger.post({ kind: 'reward', memo: 'filter test', postings: [{ account: earnings(nurse), amountCents: 12_345 }, { account: platform('platformRevenue'), amountCents: -12_345 }] });
    const ofNurse = await api.ok('finance', 'getJournalList', { party: `nurse:${nurse}`, minAmount: '123.45', maxAmount: '123.45' });
    expect(ofNurse.list.map((j) => [j.kind, j.amountCents, j.summary])).toContainEqual(['reward', 12_345, `platform revenue → nurse earnings of nurse ${nurse}`]);
    expect(ofNurse.totals.amountCents).toBe(ofNurse.list.reduce((s, j) => s + j.amountCents, 0));
    const future = await api.ok('finance', 'getJournalList', { from: Date.now() + 86_400_000 });
    expect(future.total).toBe(0);
    expect(future.totals).toEqual({ count: 0, amountCents: 0, incomeCents: 0, refundCents: 0, payoutCents: 0 });
  });

  it('refuses bad filters naming the field, never a 500', async () => {
    for (const [body, field] of [[{ party: 'someone' }, 'party'], [{ minAmount: '1.234' }, 'minAmount'], [{ kind: 'gift' }, 'kind'], [{ sort: 'memo' }, 'sort']] as const) {
      const answer = await api.call('finance', 'getJournalList', body);
      expect(answer.resultcode).toBe(101);
      expect(answer.msg.startsWith(`${field}:`)).toBe(true);
    }
  });

  it('charts income, refunds and payouts per day over the range, equal to the totals', async () => {
    const from = Date.now() - 40 * 86_400_000;
    const chart = await api.ok('finance', 'getJournalChart', { from });
    expect(chart.days.length).toBeGreaterThanOrEqual(40);
    const list = await api.ok('finance', 'getJournalList', { from: chart.from, to: chart.to, limit: 1 });
    expect(chart.days.reduce((s, d) => s + d.incomeCents, 0)).toBe(list.totals.incomeCents);
    expect(chart.days.reduce((s, d) => s + d.refundCents, 0)).toBe(list.totals.refundCents);
    expect(chart.days.every((d, i) => i === 0 || d.dayStart > (chart.days[i - 1]?.dayStart ?? 0))).toBe(true);
  });

  it('lists accounts with balance, frozen and available; a statement shows each posting with the balance after it, deep pages by cursor', async () => {
    const nurse = await nurseId(3);
    for (let i = 1; i <= 25; i += 1) await ledger.post({ kind: 'reward', postings: [{ account: earnings(nurse), amountCents: i * 100 }, { account: platform('platformRevenue'), amountCents: -i * 100 }] });
    const accounts = await api.ok('finance', 'getLedgerAccountList', { party: `nurse:${nurse}` });
    const account = accounts.list.find((a) => a.kind === 'nurseEarnings');
    expect(account).toMatchObject({ ownerKind: 'nurse', ownerId: nurse, frozenCents: 0, freezable: true, name: `nurse earnings of nurse ${nurse}` });
    expect(account?.availableCents).toBe(account?.balanceCents);
    const first = await api.ok('finance', 'getAccountStatement', { party: `nurse:${nurse}`, limit: 10 });
    expect(first.account.id).toBe(account?.id);
    expect(first.list[0]?.balanceAfterCents).toBe(account?.balanceCents);
    // Newest first: each line's balance after, less its amount, is the next (older) line's.
    for (let i = 0; i + 1 < first.list.length; i += 1) expect((first.list[i]?.balanceAfterCents ?? 0) - (first.list[i]?.amountCents ?? 0)).toBe(first.list[i + 1]?.balanceAfterCents);
    const second = await api.ok('finance', 'getAccountStatement', { accountId: account?.id, limit: 10, cursor: first.nextCursor });
    expect(second.list[0]?.balanceAfterCents).toBe((first.list[9]?.balanceAfterCents ?? 0) - (first.list[9]?.amountCents ?? 0));
    const none = await api.call('finance', 'getAccountStatement', { party: 'studio:999999' });
    expect(none.resultcode).toBe(102);
    const which = await api.call('finance', 'getAccountStatement', {});
    expect(which.msg).toBe(`accountId: ${t('finance.ledger.statementWhich')}`);
  });

  it('freezing holds money back from debits until released, each with its reason; platform accounts cannot be frozen', async () => {
    const nurse = await nurseId(4);
    await ledger.post({ kind: 'reward', postings: [{ account: earnings(nurse), amountCents: 1_000 }, { account: platform('platformRevenue'), amountCents: -1_000 }] });
    const [row] = (await api.ok('finance', 'getLedgerAccountList', { party: `nurse:${nurse}`, kind: 'nurseEarnings' })).list;
    const balance = row?.balanceCents ?? 0;
    const frozen = await api.ok('finance', 'freezeLedgerAccount', { accountId: row?.id, version: row?.version, amount: (balance - 300) / 100, reason: 'Complaint under investigation' });
    expect(frozen).toMatchObject({ frozenCents: balance - 300, availableCents: 300, frozenReason: 'Complaint under investigation' });
    expect(frozen.freezes[0]).toMatchObject({ amountCents: balance - 300, reason: 'Complaint under investigation', actorName: expect.any(String) });
    const debit = await ledger.post({ kind: 'withdrawal', postings: [{ account: earnings(nurse), amountCents: -301 }, { account: platform('withdrawalsInFlight'), amountCents: 301 }] });
    expect(debit.resultcode).toBe(101);
    expect(debit.msg).toBe(t('finance.ledger.insufficient', { account: `nurse earnings of nurse ${nurse}`, available: '3.00', wanted: '3.01' }));
    const stale = await api.call('finance', 'unfreezeLedgerAccount', { accountId: row?.id, version: row?.version, amount: '1', reason: 'x' });
    expect(stale.resultcode).toBe(104);
    const tooMuch = await api.call('finance', 'unfreezeLedgerAccount', { accountId: row?.id, version: frozen.version, amount: balance, reason: 'Closed' });
    expect(tooMuch.resultcode).toBe(101);
    const noReason = await api.call('finance', 'freezeLedgerAccount', { accountId: row?.id, version: frozen.version, amount: '1', reason: ' ' });
    expect(noReason.msg).toBe(`reason: ${t('finance.ledger.reason')}`);
    const released = await api.ok('finance', 'unfreezeLedgerAccount', { accountId: row?.id, version: frozen.version, amount: (balance - 300) / 100, reason: 'Complaint closed' });
    expect(released).toMatchObject({ frozenCents: 0, availableCents: balance, frozenReason: '' });
    expect((await ledger.post({ kind: 'withdrawal', postings: [{ account: earnings(nurse), amountCents: -301 }, { account: platform('withdrawalsInFlight'), amountCents: 301 }] })).resultcode).toBe(1);
    const revenue = (await api.ok('finance', 'getLedgerAccountList', { kind: 'platformRevenue' })).list[0];
    const platformFreeze = await api.call('finance', 'freezeLedgerAccount', { accountId: revenue?.id, version: revenue?.version, amount: '1', reason: 'no' });
    expect(platformFreeze.msg).toBe(`accountId: ${t('finance.ledger.notFreezable')}`);
    expect(await ledger.count("select count(*) from audit_log where action in ('ledgerAccount.freeze', 'ledgerAccount.unfreeze') and entity_id = ?", [row?.id])).toBe(2);
  });

  it('reconciles on demand (whole ledger or one day) and keeps the scheduled run for the badge', async () => {
    const whole = await api.ok('finance', 'reconcileLedger', {});
    expect(whole).toMatchObject({ ok: true, differences: [], date: null });
    expect(whole.journals).toBeGreaterThan(0);
    const day = new Date().toISOString().slice(0, 10);
    expect(await api.ok('finance', 'reconcileLedger', { date: day })).toMatchObject({ ok: true, date: day });
    expect((await api.call('finance', 'reconcileLedger', { date: '2026-13-45' })).msg).toBe(`date: ${t('finance.ledger.date')}`);
    // The scheduled run comes a few seconds after start.
    await expect.poll(async () => (await api.ok('finance', 'getLedgerReconcileStatus', {})).last?.ok, { timeout: 30_000, interval: 500 }).toBe(true);
  });
});
