// careops finance journal|accounts|statement|reconcile against a real server: the journal
// filtered (and as CSV), accounts and a statement with the balance after each posting, a freeze
// through the accounts' action, and the reconciliation exiting 5 on a planted difference.
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { sqlOn } from '../server/support/database';
import { useCliUsers } from './support/cli-users';

const cli = useCliUsers(['finance']);
const { run, json } = cli.users.finance;

describe('careops finance', () => {
  it('lists the journal filtered by kind, as a table, JSON and CSV', async () => {
    const payments = await json<Array<{ kind: string; amountCents: number; postings: unknown[] }>>(['finance', 'journal', 'list', '--kind', 'payment', '--limit', '5']);
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((j) => j.kind === 'payment' && j.postings.length >= 2)).toBe(true);
    const table = await run(['finance', 'journal', 'list', '--kind', 'refund', '--limit', '3']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain(t('finance.ledger.kind.refund'));
    const csv = await run(['finance', 'journal', 'list', '--kind', 'payment', '--limit', '3', '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.split('\n')[0]).toContain(t('finance.res.field.amount'));
    const bad = await run(['finance', 'journal', 'list', '--party', 'someone']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain(t('finance.ledger.party'));
  });

  it('lists accounts and prints a statement with the balance after each posting', async () => {
    const accounts = await json<Array<{ kind: string; balanceCents: number }>>(['finance', 'accounts', 'list', '--kind', 'platform-revenue']);
    expect(accounts).toHaveLength(1);
    const lines = await json<Array<{ amountCents: number; balanceAfterCents: number }>>(['finance', 'statement', 'platform', '--limit', '5']);
    expect(lines[0]?.balanceAfterCents).toBe(accounts[0]?.balanceCents);
    for (let i = 0; i + 1 < lines.length; i += 1) expect((lines[i]?.balanceAfterCents ?? 0) - (lines[i]?.amountCents ?? 0)).toBe(lines[i + 1]?.balanceAfterCents);
    const text = await run(['finance', 'statement', 'platform', '--kind', 'paymentClearing', '--limit', '2']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout.split('\n')[0]).toContain('balanceAfterCents');
  });

  it('freezes part of a wallet with a reason', async () => {
    const [wallet] = await sqlOn(cli.server, "select id, balance_cents from ledger_accounts where kind = 'memberWallet' and balance_cents >= 100 order by id limit 1");
    const frozen = await run(['finance', 'accounts', 'freeze', String(wallet?.id), '--amount', '1', '--reason', 'Disputed top-up', '--yes']);
    expect(frozen.code, frozen.stderr).toBe(0);
    const [after] = await sqlOn(cli.server, 'select frozen_cents, frozen_reason from ledger_accounts where id = ?', [Number(wallet?.id)]);
    expect(after).toEqual({ frozen_cents: 100, frozen_reason: 'Disputed top-up' });
  });

  it('reconcile exits 0 on a sound ledger and 5 listing a planted difference, fixing nothing', async () => {
    const sound = await run(['finance', 'reconcile']);
    expect(sound.code, sound.stderr).toBe(0);
    await sqlOn(cli.server, "update ledger_accounts set balance_cents = balance_cents + 7 where kind = 'paymentClearing'");
    const found = await run(['finance', 'reconcile', '--json']);
    expect(found.code).toBe(5);
    expect(found.stdout).toContain('payment clearing shows');
    const [clearing] = await sqlOn(cli.server, "select balance_cents from ledger_accounts where kind = 'paymentClearing'");
    await sqlOn(cli.server, "update ledger_accounts set balance_cents = balance_cents - 7 where kind = 'paymentClearing'");
    expect(Number(clearing?.balance_cents)).not.toBeNaN();
    expect((await run(['finance', 'reconcile', '--date', new Date().toISOString().slice(0, 10)])).code).toBe(0);
  });
});
