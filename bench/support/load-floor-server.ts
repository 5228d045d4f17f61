// The floor of the load benchmark (bench/load.bench.ts): a minimal node:http server on the same
// SQLite file that runs the statements CareOps runs for getOrderList and auditOrder, with the
// server's own SQL texts and row mapping, and writes the same JSON — and nothing else (no
// framework, no validation, no logging, no security headers, no compression). What CareOps
// costs beyond this is the server's overhead. `npx tsx bench/support/load-floor-server.ts <file>`
// prints `FLOOR http://… pid=N` once it listens.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Database from 'better-sqlite3';
import { endpoints } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { nextOrderStep, type OrderEventType } from '@careops/core/machines';
import { sha256 } from '../../apps/server/src/auth/tokens';
import { userPermissionSql } from '../../apps/server/src/auth/user-permission-sql';
import { pageOfRows, type WindowRow } from '../../apps/server/src/list/sql-list';
import { bucketCountsSql, pageStartFromCounts } from '../../apps/server/src/orders/order-list-counts';
import { orderListSql, walksPatientName, type OrderListRequestLike } from '../../apps/server/src/orders/order-list-sql';
import { allowedEventsFor, ORDER_ROW_COLUMNS, ORDER_ROW_JOINS, orderSummaryOf, type OrderRow } from '../../apps/server/src/orders/order-rows';

const file = process.argv[2];
if (!file) throw new Error('usage: load-floor-server.ts <careops.sqlite>');

const reader = new Database(file, { readonly: true });
reader.pragma('busy_timeout = 5000');
const writer = new Database(file);
writer.pragma('journal_mode = WAL');
writer.pragma('busy_timeout = 5000');
// The server commits money and audit durably (synchronous=FULL): the floor pays the same fsyncs.
writer.pragma('synchronous = FULL');

const prepared = new Map<string, Database.Statement>();
const read = (text: string, params: unknown[]) => {
  let statement = prepared.get(text);
  if (!statement) prepared.set(text, (statement = reader.prepare(text)));
  return statement.all(...params) as Array<Record<string, unknown>>;
};
const writes = new Map<string, Database.Statement>();
const write = (text: string) => {
  let statement = writes.get(text);
  if (!statement) writes.set(text, (statement = writer.prepare(text)));
  return statement;
};

const auth = userPermissionSql('sqlite');
const okText = JSON.stringify(t('common.ok'));
const envelope = (result: unknown) => `{"resultcode":1,"msg":${okText},"message":${okText},"result":${JSON.stringify(result)}}`;
const failure = (code: number, msg: string) => JSON.stringify({ resultcode: code, msg, message: msg });

/** The caller: session and permission in one statement, as the server reads them. */
function caller(request: IncomingMessage, permission: string): { userId: number } | null {
  const token = request.headers.token;
  if (typeof token !== 'string') return null;
  const row = read(auth.sessionWithPermission, [permission, sha256(token)])[0];
  if (!row || row.revokedAt !== null || Number(row.status) !== 1 || Number(row.granted) !== 1) return null;
  return { userId: Number(row.userId) };
}

const stationsOf = (userId: number) => {
  const rows = read(auth.stations, [userId]);
  return rows.length ? rows.map((r) => Number(r.studioId)) : null;
};
const codesOf = (userId: number) => new Set(String(read(auth.codes, [userId])[0]?.codes ?? '').split(',').filter(Boolean));

// Request bodies repeat (a handful of filters): each is read into a request once.
const parsedLists = new Map<string, OrderListRequestLike>();

function orderList(userId: number, body: string): string {
  let request = parsedLists.get(body);
  if (!request) parsedLists.set(body, (request = endpoints.getOrderList.request.parse(JSON.parse(body)) as OrderListRequestLike));
  const stations = stationsOf(userId);
  const events = allowedEventsFor(codesOf(userId));
  const counts = bucketCountsSql(request, stations, 'sqlite');
  const buckets = counts ? (read(counts.text, counts.params) as unknown as Array<{ bucket: number; n: number }>) : null;
  const start = buckets ? (pageStartFromCounts(request, buckets) ?? undefined) : undefined;
  const counting = orderListSql(request, stations, 'sqlite', start);
  const total = Number(read(counting.total.text, counting.total.params)[0]?.total ?? 0);
  const statements = walksPatientName(request, total) ? orderListSql(request, stations, 'sqlite', start, true) : counting;
  const page = statements.pageFromEnd(total) ?? statements.page;
  const rows = read(page.text, page.params) as unknown as Array<OrderRow & WindowRow>;
  const { shown, nextCursor } = pageOfRows(rows, request.sort, request.limit);
  return envelope({ list: shown.map((row) => orderSummaryOf(row, events)), total, page: request.page, limit: request.limit, nextCursor });
}

const rowSql = `select ${ORDER_ROW_COLUMNS} from orders o ${ORDER_ROW_JOINS} where o.id = ?`;

/** auditOrder's statements: visibility, permissions, name, then claim, decide, write, timeline, audit, answer. */
function auditOrder(userId: number, body: string): string {
  const { orderId, version, decision } = JSON.parse(body) as { orderId: number; version: number; decision: 'approve' | 'reject' };
  const stations = stationsOf(userId);
  const visible = read(`select id, order_no, status, studio_id, version from orders where id = ?${stations ? ` and studio_id in (${stations.join(', ')})` : ''}`, [orderId]);
  if (!visible.length) return failure(102, 'not found');
  const events = allowedEventsFor(codesOf(userId));
  const user = read('select name, username from system_users where id = ?', [userId])[0];
  const name = String(user?.name || user?.username || userId);
  const event: OrderEventType = decision === 'approve' ? 'order.approve' : 'order.reject';
  const now = Date.now();
  const answer = writer.transaction(() => {
    if (write('update orders set version = version + 1, updated_at = ? where id = ? and version = ?').run(now, orderId, version).changes !== 1) return failure(104, 'stale');
    const order = write(
      'select o.id, o.order_no, o.status, o.member_id, o.studio_id, o.paid_cents, o.refunded_cents, o.appointment_at, o.finished_at, s.produces_waste from orders o left join services s on s.id = o.service_id where o.id = ?',
    ).get(orderId) as Record<string, number>;
    const step = nextOrderStep(Number(order.status), event, { paid: Number(order.paid_cents) > Number(order.refunded_cents), producesWaste: order.produces_waste === 1 });
    if (!step) return failure(101, 'refused');
    write('update orders set status = ?, deadline_at = ? where id = ?').run(step.status, step.effects.includes('clearDeadline') ? null : now + 1_800_000, orderId);
    write('insert into order_events (order_id, at, event, from_status, to_status, actor_kind, actor_id, actor_name, reason, data) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      orderId, now, event, order.status, step.status, 'staff', userId, name, '', '{}',
    );
    write('insert into audit_log (actor_id, channel, action, entity, entity_id, before_json, after_json, at, address) values (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      userId, 'web', event, 'order', orderId, JSON.stringify({ status: order.status, version }), JSON.stringify({ status: step.status, version: version + 1 }), now, '127.0.0.1',
    );
    return envelope(orderSummaryOf(write(rowSql).get(orderId) as OrderRow, events));
  })();
  return answer;
}

const routes: Record<string, { permission: string; run: (userId: number, body: string) => string }> = {
  [endpoints.getOrderList.path]: { permission: 'orderList', run: orderList },
  [endpoints.auditOrder.path]: { permission: 'orderList.review', run: auditOrder },
};

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const route = routes[request.url ?? ''];
    let text: string;
    if (!route) text = failure(102, 'not found');
    else {
      const who = caller(request, route.permission);
      text = who ? route.run(who.userId, Buffer.concat(chunks).toString('utf8')) : failure(103, 'sign in');
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    response.end(text);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`FLOOR http://127.0.0.1:${address.port} pid=${process.pid}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
