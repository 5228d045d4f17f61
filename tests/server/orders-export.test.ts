// exportOrders on the real server (SQLite, and PostgreSQL with DATABASE_URL): each format holds
// exactly getOrderList's rows for the same filters and sort, in its order, phones masked;
// station scoping, the permission, refusals before any byte, and the one audit row.
import { orderExportRowSchema, type OrderSummary } from '@careops/core/contract';
import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { csvField, formatDate } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { ordersKit } from './orders-fixtures';
import { downloadExport, parseCsv, readXlsx, serialText, type SheetCell } from './orders-export-files';
import { seedIntoServer } from './seed-scale-runner';
import { systemClient, type SystemClient } from './system-fixtures';
import { FORMULA_PAYLOADS } from '../../packages/core/src/format/formula-payloads';

const money = (cents: number) => (cents / 100).toFixed(2);
const yesNo = (flag: number) => t(flag === 1 ? 'resources.value.yes' : 'resources.value.no');
const TITLES = ['id', 'orderNo', 'status', 'memberPhone', 'memberNickname', 'patientName', 'item', 'studio', 'nurse', 'appointmentAt', 'amount', 'paid', 'refunded', 'booking', 'createdAt'].map((k) =>
  t(`ordersExport.column.${k}` as Parameters<typeof t>[0]),
);

/** The CSV cells of a list row, as the export must write them (before CSV quoting). */
const csvCells = (o: OrderSummary): string[] => [
  String(o.id), o.orderNo, labelOf(orderStatusEnum, o.status), o.member.phone, o.member.nickname, o.patient.name, o.itemName, o.studio.name, o.nurse?.name ?? '',
  formatDate(o.appointmentAt), money(o.amountCents), money(o.paidCents), money(o.refundedCents), yesNo(o.booking), formatDate(o.createdAt),
];

/** Every row getOrderList answers for `filters`, along its cursor. */
async function listAll(api: SystemClient, who: string, filters: Record<string, unknown>): Promise<OrderSummary[]> {
  const rows: OrderSummary[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await api.ok(who, 'getOrderList', { ...filters, limit: 1000, ...(cursor ? { cursor } : {}) });
    rows.push(...page.list);
    if (!page.nextCursor) return rows;
    cursor = page.nextCursor;
  }
}

const exportAudits = (server: Parameters<typeof countOn>[0]) => sqlOn(server, "select actor_id, channel, entity, after_json from audit_log where action = 'order.export' order by id");

describe('order export', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const download = async (who: string, query: Parameters<typeof downloadExport>[2]) => downloadExport(server().url, await api.as(who), query);

  it('writes CSV of the filtered set: the list rows in its order, titles, BOM, CRLF, masked phones, words, money and local times', async () => {
    const expected = await listAll(api, 'admin', { status: [5, 6, 7, 8] });
    expect(expected.length).toBeGreaterThan(20);
    const answer = await download('admin', { format: 'csv', status: '5,6,7,8' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{8}-\d{6}\.csv"; filename\*=UTF-8''orders-\d{8}-\d{6}\.csv$/);
    expect(answer.headers.get('x-careops-export-rows')).toBe(String(expected.length));
    expect([...answer.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = answer.body.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').length - 1).toBe(expected.length + 1);
    const [titles, ...rows] = parseCsv(text);
    expect(titles).toEqual(TITLES);
    expect(rows).toEqual(expected.map(csvCells));
    for (const row of rows) expect(row[3]).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(text).not.toMatch(/\b1[3-9]\d{9}\b/);
  });

  it('writes NDJSON: one line per order, the list row without version and allowed events, in another sort', async () => {
    const expected = await listAll(api, 'admin', { sort: 'amountCents', booking: 1 });
    const answer = await download('admin', { format: 'ndjson', sort: 'amountCents', booking: 1 });
    expect(answer.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const lines = answer.body.toString('utf8').split('\n');
    expect(lines.pop()).toBe('');
    const rows = lines.map((line) => orderExportRowSchema.strict().parse(JSON.parse(line)));
    expect(rows).toEqual(expected.map(({ version: _v, allowedEvents: _e, ...row }) => row));
  });

  it('writes an XLSX package a spreadsheet opens: the same rows with numbers, two-decimal money, date cells and text', async () => {
    const expected = await listAll(api, 'admin', { status: [-2, -1, 0, 1, 2, 3, 4] });
    const answer = await download('admin', { format: 'xlsx', status: [-2, -1, 0, 1, 2, 3, 4] });
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers.get('content-disposition')).toMatch(/filename="orders-\d{8}-\d{6}\.xlsx"/);
    const book = readXlsx(answer.body);
    expect(book.parts).toEqual(expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml']));
    expect(book.sheetNames).toEqual([t('ordersExport.xlsx.sheet')]);
    expect(book.styles).toContain('formatCode="yyyy-mm-dd hh:mm:ss"');
    const [titles, ...rows] = book.sheets[0] ?? [];
    expect(titles).toEqual(TITLES.map((value) => ({ kind: 'text', value })));
    expect(rows).toHaveLength(expected.length);
    const text = (value: string): SheetCell => (value === '' ? { kind: 'empty' } : { kind: 'text', value });
    rows.forEach((row, i) => {
      const o = expected[i] as OrderSummary;
      const [id, orderNo, status, phone, nickname, patient, item, studio, nurse, appointment, amount, paid, refunded, booking, created] = row;
      expect(id).toEqual({ kind: 'number', value: o.id, style: 0 });
      expect([orderNo, status, phone, nickname, patient, item, studio, nurse, booking]).toEqual(
        [o.orderNo, labelOf(orderStatusEnum, o.status), o.member.phone, o.member.nickname, o.patient.name, o.itemName, o.studio.name, o.nurse?.name ?? '', yesNo(o.booking)].map(text),
      );
      expect([amount, paid, refunded]).toEqual([o.amountCents, o.paidCents, o.refundedCents].map((c) => ({ kind: 'number', value: c / 100, style: 2 })));
      for (const [cell, ms] of [[appointment, o.appointmentAt], [created, o.createdAt]] as const) {
        expect(cell?.kind === 'number' && cell.style).toBe(1);
        expect(cell?.kind === 'number' ? serialText(cell.value) : '').toBe(formatDate(ms));
      }
    });
  });

  it('quotes CSV fields, defuses formulas and escapes XML, and keeps the text as is in NDJSON', async () => {
    const order = await kit.place();
    const name = '=HYPERLINK("http://x"), <b>&"';
    await sqlOn(server(), 'update patients set name = ? where id = ?', [name, order.patient.id]);
    const query = { orderNo: order.orderNo };
    const csv = await download('admin', { format: 'csv', ...query });
    expect(csv.body.toString('utf8')).toContain(`,"'=HYPERLINK(""http://x""), <b>&""",`);
    expect(parseCsv(csv.body.toString('utf8').slice(1))[1]?.[5]).toBe(`'${name}`);
    const xlsx = await download('admin', { format: 'xlsx', ...query });
    expect(readXlsx(xlsx.body).sheets[0]?.[1]?.[5]).toEqual({ kind: 'text', value: name });
    const ndjson = await download('admin', { format: 'ndjson', ...query });
    expect(JSON.parse(ndjson.body.toString('utf8')).patient.name).toBe(name);
  });

  it('guards every formula payload in the CSV, in member and patient names alike', async () => {
    const order = await kit.place();
    for (const { text, field } of FORMULA_PAYLOADS) {
      await sqlOn(server(), 'update patients set name = ? where id = ?', [text, order.patient.id]);
      await sqlOn(server(), 'update members set nickname = ? where id = ?', [`${text}!`, order.member.id]);
      const csv = (await download('admin', { format: 'csv', orderNo: order.orderNo })).body.toString('utf8');
      expect(csv).toContain(`,${csvField(`${text}!`)},${field},`);
      expect(parseCsv(csv.slice(1))[1]?.slice(4, 6)).toEqual([`'${text}!`, `'${text}`]);
    }
  });

  it('gives a studio manager only the orders of their stations; a filter outside them gives only the titles', async () => {
    const station = await kit.studioStation();
    const other = await kit.otherStation();
    const expected = await listAll(api, 'studio', {});
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(expected.map((o) => o.studio.id))).toEqual(new Set([station]));
    const own = parseCsv((await download('studio', { format: 'csv' })).body.toString('utf8').slice(1));
    expect(own.slice(1).map((row) => Number(row[0]))).toEqual(expected.map((o) => o.id));
    const outside = await download('studio', { format: 'csv', studioId: other });
    expect(outside.status).toBe(200);
    expect(outside.headers.get('x-careops-export-rows')).toBe('0');
    expect(parseCsv(outside.body.toString('utf8').slice(1))).toEqual([TITLES]);
  });

  it('needs orderList.export: roles without it get 106 and nothing is written', async () => {
    expect((await download('cs', { format: 'ndjson', status: 5 })).status).toBe(200);
    const before = await exportAudits(server());
    // Finance reads orders one by one but does not export them all.
    for (const who of ['finance', 'ops', 'noperm']) {
      const answer = await download(who, { format: 'csv' });
      expect(answer.envelope, who).toMatchObject({ resultcode: 106, msg: t('error.permissionDenied') });
    }
    expect(await exportAudits(server())).toEqual(before);
  });

  it('refuses bad filters with 101 naming the field before anything is streamed, and records nothing', async () => {
    const before = await exportAudits(server());
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'format'],
      [{ format: 'pdf' }, 'format'],
      [{ format: 'csv', status: '42' }, 'status.0'],
      [{ format: 'csv', studioId: 'abc' }, 'studioId'],
      [{ format: 'csv', sort: '-nope' }, 'sort'],
      [{ format: 'csv', memberPhone: '13x' }, 'memberPhone'],
      [{ format: 'csv', createdFrom: '2000', createdTo: '1000' }, 'createdTo'],
      [{ format: 'xlsx', appointmentFrom: '2000', appointmentTo: '1000' }, 'appointmentTo'],
    ];
    for (const [query, field] of cases) {
      const answer = await download('admin', query);
      expect(answer.headers.get('content-disposition'), field).toBeNull();
      expect(answer.envelope, field).toMatchObject({ resultcode: 101, result: { field } });
      expect(answer.envelope?.msg.startsWith(`${field}: `), answer.envelope?.msg).toBe(true);
    }
    expect(await exportAudits(server())).toEqual(before);
  });

  it('records one order.export audit row per export: format, filters, rows sent, complete', async () => {
    const before = (await exportAudits(server())).length;
    const expected = await listAll(api, 'cs', { status: [5], sort: 'appointmentAt' });
    await download('cs', { format: 'csv', status: 5, sort: 'appointmentAt', patientName: '' });
    const rows = await exportAudits(server());
    expect(rows).toHaveLength(before + 1);
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ actor_id: (await api.as('cs')).userId, channel: 'web', entity: 'order' });
    expect(JSON.parse(String(last?.after_json))).toEqual({ format: 'csv', filters: { status: [5], sort: 'appointmentAt' }, rows: expected.length, complete: true });
  });
});

describe('order export across many batches', () => {
  const server = useServer();
  const api = systemClient(server);

  it('walks thousands of orders in the list order, equal sort values included, with no row missing or repeated', async () => {
    // 6,000 more orders (the scale seed), so the export reads several batches; amounts repeat
    // (a catalogue of prices), so batch boundaries fall inside runs of equal sort values.
    
    await seedIntoServer(server(), 6_000);
    const expected = await listAll(api, 'admin', { sort: '-amountCents' });
    expect(expected.length).toBeGreaterThan(6_000);
    const answer = await download(api, server().url, { format: 'ndjson', sort: '-amountCents' });
    const ids = answer.body.toString('utf8').trim().split('\n').map((line) => (JSON.parse(line) as { id: number }).id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected.map((o) => o.id));
    const csv = parseCsv((await download(api, server().url, { format: 'csv' })).body.toString('utf8').slice(1));
    expect(csv.slice(1).map((row) => Number(row[0]))).toEqual((await listAll(api, 'admin', {})).map((o) => o.id));
  });
});

describe.sequential('order export cut short', () => {
  const server = useServer();
  const api = systemClient(server);

  it('records the rows sent and complete: false when the client hangs up half way, and serves the next export', async () => {
    await seedIntoServer(server(), 30_000);
    const auth = await api.as('admin');
    const controller = new AbortController();
    const response = await fetch(`${server().url}/api/admin/exportOrders?format=ndjson`, { headers: { token: auth.token, userId: String(auth.userId) }, signal: controller.signal });
    const total = Number(response.headers.get('x-careops-export-rows'));
    const reader = response.body?.getReader();
    // More than one batch's bytes (2,000 orders of NDJSON are ~0.6 MB): rows are counted a
    // batch at a time once handed to the socket, so the first chunk alone may count none yet.
    for (let received = 0; received < 1024 * 1024; ) {
      const chunk = await reader?.read();
      expect(chunk?.done).toBe(false);
      received += chunk?.value?.length ?? 0;
    }
    controller.abort();
    let audit: Record<string, unknown> | undefined;
    for (let i = 0; i < 100 && !audit; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      audit = (await exportAudits(server()))[0];
    }
    const after = JSON.parse(String(audit?.after_json)) as { rows: number; complete: boolean };
    expect(after.complete).toBe(false);
    expect(after.rows).toBeGreaterThan(0);
    expect(after.rows).toBeLessThan(total);
    const next = await download(api, server().url, { format: 'csv', status: 4 });
    expect(next.status).toBe(200);
    expect(await countOn(server(), "select count(*) from audit_log where action = 'order.export'")).toBe(2);
  });
});

async function download(api: SystemClient, url: string, query: Parameters<typeof downloadExport>[2]) {
  return downloadExport(url, await api.as('admin'), query);
}
