import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { ordersKit } from './orders-fixtures';
import { systemClient } from './system-fixtures';

let made = 0;
const key = () => `ecoin-test-${process.pid}-${++made}`;

describe('finance: e-coin and advance payments', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const wallet = (memberId: number) => kit.count("select coalesce(max(balance_cents), 0) from ledger_accounts where kind = 'memberWallet' and owner_id = ?", [memberId]);
  const ecoin = (memberId: number) => kit.count('select ecoin_cents from members where id = ?', [memberId]);

  it('a recorded purchase moves clearing into the wallet once per key; spending and refunds show as records; every posting balances', async () => {
    const order = await kit.orderIn(0);
    const memberId = Number((await kit.row(order.id)).member_id);
    const before = await ecoin(memberId);
    const purchaseKey = key();
    const body = { memberId, amount: ((order.amountCents + 500) / 100).toFixed(2), reference: 'BANK-778', idempotencyKey: purchaseKey };
    await api.as('finance');
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.call('finance', 'recordEcoinPurchase', body)));
    expect(answers.every((a) => a.resultcode === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.result.journalId)).size).toBe(1);
    expect(await ecoin(memberId)).toBe(before + order.amountCents + 500);
    expect(await wallet(memberId)).toBe(before + order.amountCents + 500);
    expect(answers[0]?.result).toMatchObject({ kind: 'purchase', amountCents: order.amountCents + 500, balanceAfterCents: before + order.amountCents + 500 });
    const changed = await api.call('finance', 'recordEcoinPurchase', { ...body, amount: '1.00' });
    expect(changed).toMatchObject({ resultcode: 101, result: { field: 'idempotencyKey' } });

    expect((await kit.appEvent(order.id, 'order.pay', { method: 'ecoin' })).resultcode).toBe(1);
    await api.ok('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'Changed plans' });
    const records = await api.ok('finance', 'getEcoinRecordList', { memberId, sort: 'id' });
    const kinds = records.list.map((r) => `${r.kind}:${r.amountCents}`);
    expect(kinds.slice(-3)).toEqual([`purchase:${order.amountCents + 500}`, `spend:${-order.amountCents}`, `refund:${order.amountCents}`]);
    const spends = await api.ok('finance', 'getEcoinRecordList', { memberId, kind: 'spend' });
    expect(spends.list.map((r) => r.orderNo)).toContain(order.orderNo);
    const one = await api.ok('finance', 'getEcoinRecord', { recordId: spends.list[0]?.id });
    expect(one.kind).toBe('spend');

    const unbalanced = await sqlOn(server(), 'select journal_id from journal_postings group by journal_id having sum(amount_cents) <> 0');
    expect(unbalanced).toEqual([]);
    const drift = await sqlOn(server(), "select a.id from ledger_accounts a where a.kind = 'memberWallet' and a.balance_cents <> (select coalesce(sum(p.amount_cents), 0) from journal_postings p where p.account_id = a.id)");
    expect(drift).toEqual([]);
    const walletsVsMembers = await sqlOn(server(), "select m.id from members m left join ledger_accounts a on a.owner_id = m.id and a.kind = 'memberWallet' where m.ecoin_cents <> coalesce(a.balance_cents, 0)");
    expect(walletsVsMembers).toEqual([]);
    const outstanding = await kit.count("select coalesce(sum(balance_cents), 0) from ledger_accounts where kind = 'memberWallet'");
    expect(records.outstandingCents).toBe(outstanding);
  });

  it('bad input names the field and moves nothing; e-coin is finance\'s', async () => {
    const memberId = Number((await sqlOn(server(), 'select min(id) as id from members'))[0]?.id);
    const purchases = () => kit.count("select count(*) from journal_transactions where kind = 'ecoinPurchase'");
    const journals = await purchases();
    expect((await api.call('finance', 'recordEcoinPurchase', { memberId, amount: '01.5', reference: 'x' })).result).toMatchObject({ field: 'amount' });
    expect((await api.call('finance', 'recordEcoinPurchase', { memberId, amount: '5', reference: ' ' })).result).toMatchObject({ field: 'reference' });
    expect((await api.call('finance', 'recordEcoinPurchase', { memberId: 1_999_999, amount: '5', reference: 'r' })).result).toMatchObject({ field: 'memberId' });
    expect((await api.call('finance', 'recordEcoinPurchase', { memberId, amount: '5', reference: 'r', idempotencyKey: 'bad key!' })).result).toMatchObject({ field: 'idempotencyKey' });
    expect((await api.call('cs', 'recordEcoinPurchase', { memberId, amount: '5', reference: 'r' })).resultcode).toBe(106);
    expect((await api.call('ops', 'getEcoinRecordList', {})).resultcode).toBe(106);
    expect(await purchases()).toBe(journals);
  });

  it('advance payments follow the prepaid order: in progress when paid, completed when finished, cancelled when refunded', async () => {
    const finished = await kit.orderIn(5);
    const refunded = await kit.orderIn(2);
    await api.ok('admin', 'cancelOrder', { orderId: refunded.id, version: await kit.version(refunded.id), reason: 'No longer needed' });
    const open = await kit.orderIn(1);
    const unpaid = await kit.orderIn(0);
    const statusOf = async (orderId: number) => (await api.ok('finance', 'getAdvancePaymentList', { orderId })).list.map((a) => [a.status, a.amountCents]);
    expect(await statusOf(finished.id)).toEqual([[1, finished.amountCents]]);
    expect(await statusOf(refunded.id)).toEqual([[0, refunded.amountCents]]);
    expect(await statusOf(open.id)).toEqual([[2, open.amountCents]]);
    expect(await statusOf(unpaid.id)).toEqual([]);
    const inProgress = await api.ok('finance', 'getAdvancePaymentList', { status: 2 });
    expect(inProgress.list.every((a) => a.status === 2)).toBe(true);
    expect((await api.call('finance', 'getAdvancePaymentList', { status: 7 })).result).toMatchObject({ field: 'status' });
    expect(await kit.count('select count(*) from orders where paid_cents > 0 and id not in (select order_id from advance_payments)')).toBe(0);
    const ended = await sqlOn(server(), 'select ended_at from advance_payments where order_id in (?, ?)', [finished.id, refunded.id]);
    expect(ended.every((r) => Number(r.ended_at) > 0)).toBe(true);
  });
});
