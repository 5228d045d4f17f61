import { t } from '@careops/core/i18n';
import type { BulkWriter, TableShape } from './bulk-writer';
import { CHUNK } from './scale-people';

/**
 * The journal of the scale data set, written the way the ledger writes it (docs/finance.md):
 * each member's e-coin as an opening balance, then each order's payment and refund as journal
 * transactions with their postings, every posting with its account's balance after it, and
 * the accounts' kept balances, so `careops finance reconcile` on a fresh scale database finds
 * nothing. Balances are kept in memory and rows go in chunks like the orders'.
 *
 * A payment by card, WeChat or Alipay moves the amount from payment clearing to platform
 * revenue; by e-coin from the member's wallet, topped up first by an e-coin purchase when the
 * wallet is short; a refund moves it back the way it came. The members' e-coin follows their
 * wallets (updated at the end for those that moved).
 */

const shapes = {
  accounts: { name: 'ledger_accounts', columns: [['id', 'int4'], ['kind', 'text'], ['owner_kind', 'text'], ['owner_id', 'int4'], ['balance_cents', 'int8'], ['created_at', 'int8'], ['updated_at', 'int8']] },
  journals: { name: 'journal_transactions', columns: [['id', 'int4'], ['kind', 'text'], ['memo', 'text'], ['order_id', 'int4'], ['actor_id', 'int4'], ['at', 'int8'], ['amount_cents', 'int8']] },
  postings: { name: 'journal_postings', columns: [['id', 'int4'], ['journal_id', 'int4'], ['account_id', 'int4'], ['amount_cents', 'int8'], ['balance_after_cents', 'int8'], ['at', 'int8']] },
  accountBalances: { name: 'ledger_accounts', columns: [['id', 'int4'], ['balance_cents', 'int8'], ['updated_at', 'int8']] },
  memberEcoin: { name: 'members', columns: [['id', 'int4'], ['ecoin_cents', 'int8']] },
} satisfies Record<string, TableShape>;

/** The ledger's tables, for moving PostgreSQL's id sequences past the seed's explicit ids. */
export const ledgerTables = ['ledger_accounts', 'journal_transactions', 'journal_postings'];

const PLATFORM_KINDS = ['paymentClearing', 'platformRevenue', 'ecoinLiability'] as const;
type PlatformKind = (typeof PLATFORM_KINDS)[number];

export interface ScaleLedger {
  /** The member paid the order (`method` as on its payment row). */
  payment(order: { id: number; orderNo: string; memberId: number; method: string; amountCents: number; at: number }): void;
  /** The order's payment went back the way it came. */
  refund(order: { id: number; orderNo: string; memberId: number; method: string; amountCents: number; at: number }): void;
  /** Writes what the calls since the last flush posted (after their orders are written). */
  flush(): Promise<void>;
  /** Kept balances of the accounts and the members' e-coin; answers the rows written. */
  finish(now: number): Promise<{ journals: number; postings: number }>;
}

/**
 * Opens the scale ledger after the scale members are written: their wallets and opening
 * balances go in first, so every later posting on a wallet follows its opening one.
 */
export async function openScaleLedger(writer: BulkWriter, members: { idBase: number; count: number; joinedAt(index: number): number }): Promise<ScaleLedger> {
  const nextId = async (table: string) => Number((await writer.query(`select coalesce(max(id), 0) as id from ${table}`))[0]?.id ?? 0) + 1;
  let accountId = await nextId('ledger_accounts');
  let journalId = await nextId('journal_transactions');
  let postingId = await nextId('journal_postings');
  const firstJournal = journalId;
  const firstPosting = postingId;
  const accounts: unknown[][] = [];
  let journals: unknown[][] = [];
  let postings: unknown[][] = [];

  // The platform's accounts: as the first-start seed left them, or made now.
  const platform = {} as Record<PlatformKind, { id: number; balance: number }>;
  for (const kind of PLATFORM_KINDS) {
    const [row] = await writer.query("select id, balance_cents from ledger_accounts where kind = ? and owner_kind = 'platform' and owner_id = 0", [kind]);
    if (row) platform[kind] = { id: Number(row.id), balance: Number(row.balance_cents) };
    else {
      platform[kind] = { id: accountId++, balance: 0 };
      accounts.push([platform[kind].id, kind, 'platform', 0, 0, Date.now(), Date.now()]);
    }
  }
  const platformStart = Object.fromEntries(PLATFORM_KINDS.map((k) => [k, platform[k].balance])) as Record<PlatformKind, number>;

  // The members' wallets, by index from idBase: account id (0: none yet), balance now, balance
  // as written (also their e-coin as written), and the e-coin they were given.
  const walletIds = new Int32Array(members.count);
  const balances = new Float64Array(members.count);
  const written = new Float64Array(members.count);
  const opening = new Float64Array(members.count);
  const ecoin = await writer.query('select id, ecoin_cents from members where id >= ? and id < ? order by id', [members.idBase, members.idBase + members.count]);
  for (const m of ecoin) opening[Number(m.id) - members.idBase] = Number(m.ecoin_cents);

  const post = (kind: string, memo: string, orderId: number | null, at: number, lines: Array<[account: number, amount: number, balanceAfter: number]>) => {
    const id = journalId++;
    journals.push([id, kind, memo, orderId, null, at, lines.reduce((sum, [, amount]) => sum + Math.max(0, amount), 0)]);
    for (const [account, amount, after] of lines) postings.push([postingId++, id, account, amount, after, at]);
  };
  const movePlatform = (kind: PlatformKind, amount: number): [number, number, number] => {
    const account = platform[kind];
    account.balance += amount;
    return [account.id, amount, account.balance];
  };
  /** The member's wallet (made on first use, its kept balance written as `keptCents`), by index. */
  const walletOf = (memberId: number, at: number, keptCents = 0) => {
    const index = memberId - members.idBase;
    if ((walletIds[index] ?? 0) === 0) {
      const id = accountId++;
      walletIds[index] = id;
      accounts.push([id, 'memberWallet', 'member', memberId, keptCents, at, at]);
      written[index] = keptCents;
    }
    return index;
  };
  const moveWallet = (index: number, amount: number): [number, number, number] => {
    balances[index] = (balances[index] ?? 0) + amount;
    return [walletIds[index] ?? 0, amount, balances[index] ?? 0];
  };
  const flush = async () => {
    if (accounts.length) await writer.insert(shapes.accounts, accounts.splice(0));
    if (journals.length) await writer.insert(shapes.journals, journals);
    if (postings.length) await writer.insert(shapes.postings, postings);
    journals = [];
    postings = [];
  };

  // Opening balances: each member's e-coin, granted without cash, at the moment they joined.
  for (let start = 0; start < members.count; start += CHUNK) {
    for (let index = start; index < Math.min(members.count, start + CHUNK); index++) {
      const cents = opening[index] ?? 0;
      if (cents <= 0) continue;
      const memberId = members.idBase + index;
      const at = members.joinedAt(index);
      walletOf(memberId, at, cents);
      post('openingBalance', t('finance.ledger.memo.opening', { id: memberId }), null, at, [movePlatform('ecoinLiability', -cents), moveWallet(index, cents)]);
    }
    await flush();
  }

  return {
    payment({ id, orderNo, memberId, method, amountCents, at }) {
      if (amountCents <= 0) return;
      if (method !== 'ecoin') {
        post('payment', t('finance.ledger.memo.payment', { orderNo }), id, at, [movePlatform('paymentClearing', -amountCents), movePlatform('platformRevenue', amountCents)]);
        return;
      }
      const wallet = walletOf(memberId, at);
      const short = amountCents - (balances[wallet] ?? 0);
      if (short > 0) post('ecoinPurchase', t('ecoin.memo.purchase', { reference: `EC${orderNo}` }), null, at, [movePlatform('paymentClearing', -short), moveWallet(wallet, short)]);
      post('payment', t('finance.ledger.memo.payment', { orderNo }), id, at, [moveWallet(wallet, -amountCents), movePlatform('platformRevenue', amountCents)]);
    },
    refund({ id, orderNo, memberId, method, amountCents, at }) {
      if (amountCents <= 0) return;
      const back = method === 'ecoin' ? moveWallet(walletOf(memberId, at), amountCents) : movePlatform('paymentClearing', amountCents);
      post('refund', t('finance.ledger.memo.refund', { orderNo }), id, at, [movePlatform('platformRevenue', -amountCents), back]);
    },
    flush,
    async finish(now) {
      await flush();
      for (const kind of PLATFORM_KINDS) {
        if (platform[kind].balance !== platformStart[kind]) await writer.query('update ledger_accounts set balance_cents = ?, updated_at = ? where id = ?', [platform[kind].balance, now, platform[kind].id]);
      }
      for (let start = 0; start < members.count; start += CHUNK) {
        const wallets: unknown[][] = [];
        const ecoinRows: unknown[][] = [];
        for (let index = start; index < Math.min(members.count, start + CHUNK); index++) {
          const balance = balances[index] ?? 0;
          if ((walletIds[index] ?? 0) === 0 || balance === written[index]) continue;
          wallets.push([walletIds[index], balance, now]);
          ecoinRows.push([members.idBase + index, balance]);
        }
        if (wallets.length) {
          await writer.update(shapes.accountBalances, wallets);
          await writer.update(shapes.memberEcoin, ecoinRows);
        }
      }
      return { journals: journalId - firstJournal, postings: postingId - firstPosting };
    },
  };
}
