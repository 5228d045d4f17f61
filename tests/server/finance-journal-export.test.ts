import type { JournalRow } from '@careops/core/contract';
import { labelOf } from '@careops/core/enums';
import { formatDate } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { journalKindEnum } from '@careops/core/resources';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { parseCsv, readXlsx } from './orders-export-files';
import { systemClient, type SystemClient } from './system-fixtures';
import { ledgerKit, platform, wallet } from './finance-ledger-fixtures';

// exportJournal on the real server (SQLite, and PostgreSQL with DATABASE_URL): each format holds
// exactly getJournalList's rows for the same filters and sort, over several batches; refusals
// before any byte; the permission; the one audit row.

const money = (cents: number) => (cents / 100).toFixed(2);
const TITLES = ['resources.field.id', 'finance.res.field.at', 'finance.res.field.kind', 'finance.res.field.amount', 'finance.res.field.summary', 'finance.res.field.order', 'finance.res.field.memo', 'finance.res.field.actor'].map((k) => t(k as Parameters<typeof t>[0]));
const csvCells = (j: JournalRow): string[] => [String(j.id), formatDate(j.at), labelOf(journalKindEnum, j.kind), money(j.amountCents), j.summary, j.orderNo ?? '', j.memo, j.actorName ?? ''];

async function listAll(api: SystemClient, filters: Record<string, unknown>): Promise<JournalRow[]> {
  const rows: JournalRow[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await api.ok('finance', 'getJournalList', { ...filters, limit: 100, ...(cursor ? { cursor } : {}) });
    rows.push(...page.list);
    if (!page.nextCursor) return rows;
    cursor = page.nextCursor;
  }
}

const audits = (server: Parameters<typeof sqlOn>[0]) => sqlOn(server, "select actor_id, entity, after_json from audit_log where action = 'journal.export' order by id");

describe('journal export', () => {
  const server = useServer();
  const api = systemClient(server);
  const ledger = ledgerKit(server);
  const download = async (who: string, query: Record<string, string>) => {
    const auth = await api.as(who);
    const response = await fetch(`${server().url}/api/admin/exportJournal?${new URLSearchParams(query)}`, { headers: { token: auth.token, userId: String(auth.userId) } });
    const body = Buffer.from(await response.arrayBuffer());
    const json = /^application\/json\b/.test(response.headers.get('content-type') ?? '');
    return { status: response.status, headers: response.headers, body, envelope: json ? (JSON.parse(body.toString('utf8')) as { resultcode: number; msg: string; result: unknown }) : null };
  };
  const smallBatches = async (size: number | null) => {
    const answer = await apiCall(server().url, '/api/test/journalExportBatch', { size });
    if (answer.resultcode !== 1) throw new Error(`journalExportBatch answered ${answer.resultcode}: ${answer.msg}\n${server().output().slice(-2000)}`);
  };

  it('writes the list rows for the same filters and sort in CSV, XLSX and NDJSON, across several batches, and records one audit row each', async () => {
    const memberId = Number((await sqlOn(server(), 'select id from members order by id limit 1'))[0]?.id);
    for (let i = 0; i < 12; i++) await ledger.post({ kind: 'topUp', memo: `export ${i}, "quoted"`, postings: [{ account: wallet(memberId), amountCents: 1000 + (i % 4) * 100 }, { account: platform('paymentClearing'), amountCents: -(1000 + (i % 4) * 100) }] });
    await smallBatches(5);
    try {
      for (const filters of [{}, { party: `member:${memberId}`, sort: 'amount' }, { kind: 'topUp', minAmount: '11', maxAmount: '13', sort: '-at' }] as Array<Record<string, string>>) {
        const expected = await listAll(api, filters);
        expect(expected.length).toBeGreaterThan(5);
        const before = (await audits(server())).length;
        const csv = await download('finance', { ...filters, format: 'csv' });
        expect(csv.status).toBe(200);
        expect(csv.headers.get('content-disposition')).toMatch(/filename="journal-\d{8}-\d{6}\.csv"/);
        expect(csv.headers.get('x-careops-export-rows')).toBe(String(expected.length));
        expect(parseCsv(csv.body.toString('utf8').slice(1))).toEqual([TITLES, ...expected.map(csvCells)]);
        const xlsx = readXlsx((await download('finance', { ...filters, format: 'xlsx' })).body);
        expect(xlsx.sheets[0]?.slice(1).map((row) => row[0])).toEqual(expected.map((j) => ({ kind: 'number', value: j.id, style: expect.any(Number) })));
        expect(xlsx.sheets[0]?.slice(1).map((row) => row[3])).toEqual(expected.map((j) => expect.objectContaining({ value: j.amountCents / 100 })));
        const ndjson = (await download('finance', { ...filters, format: 'ndjson' })).body.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as JournalRow);
        expect(ndjson).toEqual(expected);
        const rows = (await audits(server())).slice(before);
        expect(rows.map((r) => JSON.parse(String(r.after_json)) as { format: string; rows: number; complete: boolean })).toEqual(
          ['csv', 'xlsx', 'ndjson'].map((format) => expect.objectContaining({ format, rows: expected.length, complete: true })),
        );
        expect(rows.every((r) => r.entity === 'journal')).toBe(true);
      }
    } finally {
      await smallBatches(null);
    }
  });

  it('refuses bad filters with 101 naming the field before anything is written, and records nothing', async () => {
    const before = await audits(server());
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'format'],
      [{ format: 'pdf' }, 'format'],
      [{ format: 'csv', kind: 'gift' }, 'kind'],
      [{ format: 'csv', party: 'someone' }, 'party'],
      [{ format: 'csv', minAmount: '1.234' }, 'minAmount'],
      [{ format: 'xlsx', sort: 'memo' }, 'sort'],
      [{ format: 'csv', orderId: 'abc' }, 'orderId'],
    ];
    for (const [query, field] of cases) {
      const answer = await download('finance', query);
      expect(answer.headers.get('content-disposition'), field).toBeNull();
      expect(answer.envelope, field).toMatchObject({ resultcode: 101, result: { field } });
    }
    expect(await audits(server())).toEqual(before);
  });

  it('needs collectionPayment.export: roles without it get 106 and nothing is written', async () => {
    const before = await audits(server());
    for (const who of ['cs', 'ops', 'noperm']) expect((await download(who, { format: 'csv' })).envelope, who).toMatchObject({ resultcode: 106 });
    expect(await audits(server())).toEqual(before);
  });
});
