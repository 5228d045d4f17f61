import { describe, expect, it } from 'vitest';
import { t } from '@careops/core/i18n';
import { useServer } from './support/fixture';
import { sqlOn } from './support/database';
import { earnings, ledgerKit, platform, wallet, type Posting } from './finance-ledger-fixtures';

/**
 * The double-entry ledger on the real server and database: its rules, 8 concurrent debits of one
 * wallet, an idempotency key replayed 100 times, thousands of random movements keeping every
 * transaction balanced and every balance equal to its postings, and the reconciliation finding
 * a planted difference.
 */

const CLIENTS = 8;
const MOVEMENTS = 2000;

function randomFrom(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

describe('finance: the double-entry ledger', () => {
  const server = useServer();
  const ledger = ledgerKit(server);
  const freshMember = async () => {
    const phone = `137${String(process.pid % 1000).padStart(3, '0')}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
    const now = Date.now();
    await sqlOn(server(), 'insert into members (phone, nickname, created_at, updated_at, version) values (?, ?, ?, ?, 1)', [phone, `ledger ${phone}`, now, now]);
    return Number((await sqlOn(server(), 'select id from members where phone = ?', [phone]))[0]?.id);
  };

  it('the demo ledger reconciles', async () => {
    const answer = await ledger.reconcile();
    expect(answer?.differences).toEqual([]);
    expect(answer?.ok).toBe(true);
  });

  it('refuses postings that do not balance, are not whole cents, or put an account with the wrong owner, and changes nothing', async () => {
    const before = await ledger.count('select count(*) from journal_postings');
    const cases: Array<[Posting[], string]> = [
      [[{ account: platform('fees'), amountCents: 100 }], t('finance.ledger.tooFewPostings')],
      [[{ account: platform('fees'), amountCents: 100 }, { account: platform('paymentClearing'), amountCents: -99 }], t('finance.ledger.unbalanced', { sum: 1 })],
      [[{ account: platform('fees'), amountCents: 1.5 }, { account: platform('paymentClearing'), amountCents: -1.5 }], t('finance.ledger.notWholeCents', { index: 1 })],
      [[{ account: platform('fees'), amountCents: 0 }, { account: platform('paymentClearing'), amountCents: 0 }], t('finance.ledger.zeroPosting', { index: 1 })],
      [[{ account: { kind: 'memberWallet', ownerKind: 'platform', ownerId: 0 }, amountCents: 5 }, { account: platform('paymentClearing'), amountCents: -5 }], t('finance.ledger.wrongOwner', { index: 1, kind: 'member wallet', owner: 'member' })],
    ];
    for (const [postings, message] of cases) {
      const answer = await ledger.post({ kind: 'transfer', postings });
      expect(answer.resultcode).toBe(101);
      expect(answer.msg).toBe(message);
    }
    expect(await ledger.count('select count(*) from journal_postings')).toBe(before);
  });

  it('a wallet never goes below zero: a debit larger than the balance is refused naming the amounts', async () => {
    const member = await freshMember();
    await ledger.grant(member, 500);
    const answer = await ledger.post({ kind: 'ecoinSpend', postings: [{ account: wallet(member), amountCents: -501 }, { account: platform('platformRevenue'), amountCents: 501 }] });
    expect(answer.resultcode).toBe(101);
    expect(answer.msg).toBe(t('finance.ledger.insufficient', { account: `member wallet of member ${member}`, available: '5.00', wanted: '5.01' }));
    expect(await ledger.balance(wallet(member))).toBe(500);
  });

  it(`${CLIENTS} concurrent debits against one balance never overdraw it`, async () => {
    const nurse = Number((await sqlOn(server(), 'select max(id) as id from nurses'))[0]?.id);
    const start = await ledger.balance(earnings(nurse));
    expect((await ledger.post({ kind: 'reward', postings: [{ account: earnings(nurse), amountCents: 1000 }, { account: platform('platformRevenue'), amountCents: -1000 }] })).resultcode).toBe(1);
    // Each takes 300 of the 1000 more: only three fit.
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () => ledger.post({ kind: 'withdrawal', postings: [{ account: earnings(nurse), amountCents: -300 }, { account: platform('withdrawalsInFlight'), amountCents: 300 }] })),
    );
    expect(answers.filter((a) => a.resultcode === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.resultcode === 101)).toHaveLength(CLIENTS - 3);
    expect(await ledger.balance(earnings(nurse))).toBe(start + 100);
    const after = await sqlOn(server(), "select p.balance_after_cents from journal_postings p join ledger_accounts a on a.id = p.account_id where a.kind = 'nurseEarnings' and a.owner_id = ? order by p.id desc limit 4", [nurse]);
    expect(after.map((r) => Number(r.balance_after_cents) - start).reverse()).toEqual([1000, 700, 400, 100]);
  });

  it('the same idempotency key replayed 100 times (8 at a time) moves the money once; another body with it is refused', async () => {
    const nurse = Number((await sqlOn(server(), 'select min(id) as id from nurses'))[0]?.id);
    const key = `reward-${process.pid}-${Date.now()}`;
    const body = { kind: 'reward', memo: 'on-time bonus', idempotencyKey: key, postings: [{ account: earnings(nurse), amountCents: 2500 }, { account: platform('platformRevenue'), amountCents: -2500 }] };
    const before = await ledger.balance(earnings(nurse));
    const answers: Array<Awaited<ReturnType<typeof ledger.post>>> = [];
    while (answers.length < 100) answers.push(...(await Promise.all(Array.from({ length: Math.min(CLIENTS, 100 - answers.length) }, () => ledger.post(body)))));
    expect(answers.every((a) => a.resultcode === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.result?.journalId)).size).toBe(1);
    expect(answers.filter((a) => a.result?.replayed === false)).toHaveLength(1);
    expect(await ledger.balance(earnings(nurse))).toBe(before + 2500);
    const other = await ledger.post({ ...body, memo: 'another bonus' });
    expect(other.resultcode).toBe(101);
    expect(other.msg).toBe(t('finance.ledger.idempotencyMismatch', { key: `test:${key}` }));
    expect(await ledger.balance(earnings(nurse))).toBe(before + 2500);
  });

  it(`${MOVEMENTS} random movements from ${CLIENTS} clients keep every transaction balanced and every balance equal to its postings`, async () => {
    const nurses = (await sqlOn(server(), 'select id from nurses order by id limit 4')).map((r) => Number(r.id));
    const studios = (await sqlOn(server(), 'select id from studios order by id limit 2')).map((r) => Number(r.id));
    const parties: Posting['account'][] = [
      ...nurses.map(earnings),
      ...studios.map((id) => ({ kind: 'studioSettlement' as const, ownerKind: 'studio' as const, ownerId: id })),
      platform('platformRevenue'), platform('paymentClearing'), platform('fees'), platform('refundsPayable'),
    ];
    let attempts = 0;
    let accepted = 0;
    let refused = 0;
    const client = async (seed: number) => {
      const random = randomFrom(seed);
      while (attempts < MOVEMENTS) {
        attempts += 1;
        const legs = 2 + random(3);
        const postings: Posting[] = [];
        let sum = 0;
        for (let i = 0; i < legs - 1; i += 1) {
          const amount = (1 + random(900)) * (random(2) ? 1 : -1);
          postings.push({ account: parties[random(parties.length)] ?? platform('fees'), amountCents: amount });
          sum += amount;
        }
        if (sum === 0) continue;
        postings.push({ account: platform('paymentClearing'), amountCents: -sum });
        const answer = await ledger.post({ kind: 'transfer', postings });
        if (answer.resultcode === 1) accepted += 1;
        else if (answer.resultcode === 101) refused += 1;
        else throw new Error(`unexpected answer ${answer.resultcode}: ${answer.msg}`);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(1000 + i)));
    expect(accepted).toBeGreaterThan(MOVEMENTS / 10);
    expect(refused).toBeGreaterThan(0);
    expect(await ledger.count('select count(*) from (select journal_id from journal_postings group by journal_id having sum(amount_cents) <> 0) x')).toBe(0);
    expect(await ledger.count('select count(*) from ledger_accounts a where a.balance_cents <> (select coalesce(sum(p.amount_cents), 0) from journal_postings p where p.account_id = a.id)')).toBe(0);
    expect(await ledger.count("select count(*) from ledger_accounts where kind in ('memberWallet', 'nurseEarnings', 'studioSettlement') and balance_cents < 0")).toBe(0);
    // Each posting's balance after equals the running sum of its account's postings.
    expect(await ledger.count('select count(*) from journal_postings p where p.balance_after_cents <> (select sum(q.amount_cents) from journal_postings q where q.account_id = p.account_id and q.id <= p.id)')).toBe(0);
  });

  it('reconciliation reports a planted difference and fixes nothing', async () => {
    const member = await freshMember();
    await ledger.grant(member, 700);
    expect((await ledger.reconcile())?.ok).toBe(true);
    await sqlOn(server(), "update ledger_accounts set balance_cents = balance_cents + 1 where kind = 'memberWallet' and owner_id = ?", [member]);
    const found = await ledger.reconcile();
    expect(found?.ok).toBe(false);
    expect(found?.differences.map((d) => d.kind).sort()).toEqual(['balance', 'wallet']);
    expect(found?.differences.find((d) => d.kind === 'balance')?.message).toBe(t('finance.ledger.reconcile.balance', { account: `member wallet of member ${member}`, balance: 701, sum: 700 }));
    expect(await ledger.balance(wallet(member))).toBe(701);
    await sqlOn(server(), "update ledger_accounts set balance_cents = balance_cents - 1 where kind = 'memberWallet' and owner_id = ?", [member]);
    expect((await ledger.reconcile())?.ok).toBe(true);
  });
});
