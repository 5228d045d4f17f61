import { platformAccount, type AccountRef } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { postJournal } from '../finance/ledger';

/**
 * Money movements of orders on the double-entry journal (docs/finance.md). A payment moves the
 * amount into platform revenue from payment clearing (card, WeChat, Alipay) or from the member's
 * wallet (e-coin); a refund moves it back the way it came. The member's e-coin balance on their
 * record moves with their wallet, in the same transaction. A wallet short of the amount refuses.
 */

const walletOf = (memberId: number): AccountRef => ({ kind: 'memberWallet', ownerKind: 'member', ownerId: memberId });

export interface OrderPayment {
  orderId: number;
  orderNo: string;
  memberId: number;
  method: string;
  amountCents: number;
  actorId: number | null;
  at: number;
}

/** The member paid the order: platform revenue from clearing or from their e-coin wallet. */
export async function journalOrderPayment(trx: Transaction<Database>, dialect: DialectName, p: OrderPayment): Promise<void> {
  if (p.amountCents <= 0) return;
  const source = p.method === 'ecoin' ? walletOf(p.memberId) : platformAccount('paymentClearing');
  await postJournal(trx, dialect, {
    kind: 'payment', memo: t('finance.ledger.memo.payment', { orderNo: p.orderNo }), orderId: p.orderId, actorId: p.actorId, at: p.at,
    postings: [{ account: source, amountCents: -p.amountCents }, { account: platformAccount('platformRevenue'), amountCents: p.amountCents }],
  });
  if (p.method === 'ecoin') await trx.updateTable('members').set((eb) => ({ ecoin_cents: eb('ecoin_cents', '-', p.amountCents) })).where('id', '=', p.memberId).execute();
}

interface PaidOrder {
  id: number;
  order_no: string;
  member_id: number;
  paid_cents: number;
  refunded_cents: number;
}

/**
 * Returns what was paid and not yet refunded: a refund payment row (by the method it was paid
 * with), `refunded_cents`, and the journal transaction taking it out of revenue back to clearing
 * or to the member's wallet. Answers the amount refunded (0 when nothing was owed).
 */
export async function refundOrder(trx: Transaction<Database>, dialect: DialectName, order: PaidOrder, reason: string, actorId: number | null, now: number): Promise<number> {
  const amount = Number(order.paid_cents) - Number(order.refunded_cents);
  if (amount <= 0) return 0;
  const paid = await trx
    .selectFrom('order_payments')
    .select(['method'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'payment')
    .where('status', '=', 'succeeded')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const method = paid?.method ?? 'wechat';
  await trx
    .insertInto('order_payments')
    .values({ order_id: order.id, kind: 'refund', method, amount_cents: amount, status: 'succeeded', reference: `RF${order.order_no}`, reason, created_at: now, updated_at: now })
    .execute();
  await trx.updateTable('orders').set({ refunded_cents: Number(order.refunded_cents) + amount }).where('id', '=', order.id).execute();
  const target = method === 'ecoin' ? walletOf(order.member_id) : platformAccount('paymentClearing');
  await postJournal(trx, dialect, {
    kind: 'refund', memo: t('finance.ledger.memo.refund', { orderNo: order.order_no }), orderId: order.id, actorId, at: now,
    postings: [{ account: platformAccount('platformRevenue'), amountCents: -amount }, { account: target, amountCents: amount }],
  });
  if (method === 'ecoin') await trx.updateTable('members').set((eb) => ({ ecoin_cents: eb('ecoin_cents', '+', amount) })).where('id', '=', order.member_id).execute();
  return amount;
}
