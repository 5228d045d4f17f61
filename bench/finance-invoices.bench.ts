// Invoice applications through the real server, 8 concurrent clients: each applying on an order
// of its own, and all racing on one order for more than it was paid. Reports applications per
// second and the median application against the bare round trip of a read in the same run
// (what the locked order read and the sum add); checks that no order ends over-invoiced and that
// exactly the amount that fits was accepted on the shared order. SQLite, test hooks on (the
// member app's payment is a test hook), no response checks.
import { result, summarize } from './support/measure';
import { sqlOn } from '../tests/server/support/database';
import { ordersKit } from '../tests/server/orders-fixtures';
import { systemClient } from '../tests/server/system-fixtures';
import { startTestServer } from '../tests/support/server';

delete process.env.DATABASE_URL;

const CLIENTS = 8;
const PER_CLIENT = Number(process.env.BENCH_INVOICES ?? 25);

async function main(): Promise<void> {
  const server = await startTestServer({ env: { CAREOPS_LOG_LEVEL: 'warn', CAREOPS_CHECK_RESPONSES: '0' } });
  try {
    const api = systemClient(() => server);
    const kit = ordersKit(() => server, api);
    await api.as('admin');
    const paid = async () => {
      const order = await kit.orderIn(2);
      const memberId = Number((await kit.row(order.id)).member_id);
      const title = await api.ok('admin', 'addInvoiceTitle', { memberId, kind: 'personal', name: 'Bench title' });
      return { order, titleId: title.id };
    };
    const own: Array<Awaited<ReturnType<typeof paid>>> = [];
    for (let i = 0; i < CLIENTS; i++) own.push(await paid());
    const shared = await paid();

    const bare: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await api.ok('admin', 'getInvoiceTitle', { titleId: shared.titleId });
      bare.push(performance.now() - started);
    }

    const run = async (pick: (client: number) => { order: { id: number; amountCents: number }; titleId: number }, cents: (amount: number) => number) => {
      const times: number[] = [];
      let accepted = 0;
      let refused = 0;
      const started = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
        const target = pick(client);
        const amount = (cents(target.order.amountCents) / 100).toFixed(2);
        for (let i = 0; i < PER_CLIENT; i++) {
          const t0 = performance.now();
          const answer = await api.call('admin', 'applyInvoice', { orderId: target.order.id, titleId: target.titleId, amount });
          times.push(performance.now() - t0);
          if (answer.resultcode === 1) accepted++;
          else if (answer.resultcode === 101) refused++;
          else throw new Error(`applyInvoice answered ${answer.resultcode}: ${answer.msg}`);
        }
      }));
      return { perSecond: (CLIENTS * PER_CLIENT) / ((performance.now() - started) / 1000), p50: summarize(times).p50, accepted, refused };
    };

    // Own orders: every application fits (a 200th of the order each).
    const apart = await run((client) => own[client] ?? shared, (amount) => Math.max(1, Math.floor(amount / 200)));
    // One order: a 100th each, 8 × PER_CLIENT tries; only what fits is accepted.
    const slice = Math.max(1, Math.floor(shared.order.amountCents / 100));
    const raced = await run(() => shared, () => slice);
    const fits = Math.min(CLIENTS * PER_CLIENT, Math.floor(shared.order.amountCents / slice));

    const over = await sqlOn(server, `select o.id from orders o where o.paid_cents - o.refunded_cents < (select coalesce(sum(a.amount_cents), 0) from invoice_applications a where a.order_id = o.id and a.status in (1, 2))`);
    const bareMs = summarize(bare).p50;
    const sound = over.length === 0 && raced.accepted === fits && apart.refused === 0;
    result({ name: 'invoice applications, an order per client, 8 clients', applicationsPerSecond: apart.perSecond, applyMs: apart.p50, bareRoundTripMs: bareMs, addedMs: apart.p50 - bareMs, pass: sound });
    result({ name: 'invoice applications racing on one order, 8 clients', applicationsPerSecond: raced.perSecond, applyMs: raced.p50, accepted: raced.accepted, fits, refused: raced.refused, overInvoicedOrders: over.length, pass: sound });
    if (!sound) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
