// The partial-name part of the orders scale benchmark (BENCH_PARTS=names): the order list filtered
// by a patient's name or a member's phone fragment, short (one or two characters: no trigram to
// look up) and long, through the API, seconds per request (the first, then the median of the
// rest), each answer checked against the plain `contains` statements (LIKE over every patient or
// member, no substring index) run on the same file: the same total and the same first page.
import Database from 'better-sqlite3';
import { endpoints } from '@careops/core/contract';
import { KeepAliveClient } from './support/keep-alive-client';
import { post, result } from './support/measure';

const TIMES = 5;
const LIMIT = 20;

interface NameScenario {
  name: string;
  body: { status?: number[]; patientName?: string; memberPhone?: string };
}

const scenarios: NameScenario[] = [
  { name: 'status 5 + patient name a', body: { status: [5], patientName: 'a' } },
  { name: 'patient name a', body: { patientName: 'a' } },
  { name: 'status 5 + patient name Zh', body: { status: [5], patientName: 'Zh' } },
  { name: 'status 6 + patient name qx (rare)', body: { status: [6], patientName: 'qx' } },
  { name: 'status 5 + patient name Zhang W', body: { status: [5], patientName: 'Zhang W' } },
  { name: 'patient name ao Mi', body: { patientName: 'ao Mi' } },
  { name: 'member phone 45678', body: { memberPhone: '45678' } },
];

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The plain `contains` answer: total and first page's ids, newest first, no substring index. */
function plainContains(db: Database.Database, body: NameScenario['body']): { total: number; ids: number[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (body.status) {
    where.push(`o.status in (${body.status.map(() => '?').join(', ')})`);
    params.push(...body.status);
  }
  if (body.patientName) {
    where.push(`o.patient_id in (select id from patients where name like ? escape '\\')`);
    params.push(like(body.patientName));
  }
  if (body.memberPhone) {
    where.push(`o.member_id in (select id from members where phone like ? escape '\\')`);
    params.push(like(body.memberPhone));
  }
  const text = `from orders o where ${where.join(' and ')}`;
  const total = Number((db.prepare(`select count(*) as n ${text}`).get(...params) as { n: number }).n);
  const ids = (db.prepare(`select o.id ${text} order by o.created_at desc, o.id desc limit ${LIMIT}`).all(...params) as Array<{ id: number }>).map((r) => r.id);
  return { total, ids };
}

export async function benchNames({ file, url, headers }: { file: string; url: URL; headers: Record<string, string> }): Promise<void> {
  const client = await KeepAliveClient.open(url);
  const db = new Database(file, { readonly: true });
  try {
    console.log('\n| filter (page 1, limit 20) | total | first s | median s | same as plain contains |');
    console.log('|---|---|---|---|---|');
    for (const scenario of scenarios) {
      const body = JSON.stringify({ ...scenario.body, limit: LIMIT });
      const seconds: number[] = [];
      let answer: { resultcode: number; msg: string; result: { total: number; list: Array<{ id: number }> } } | null = null;
      for (let i = 0; i < TIMES; i++) {
        const started = performance.now();
        answer = JSON.parse(await post(client, endpoints.getOrderList.path, body, headers));
        seconds.push((performance.now() - started) / 1000);
        if (answer?.resultcode !== 1) throw new Error(`${scenario.name}: ${answer?.msg}`);
      }
      const plain = plainContains(db, scenario.body);
      const same = answer?.result.total === plain.total && JSON.stringify(answer.result.list.map((o) => o.id)) === JSON.stringify(plain.ids);
      const rest = seconds.slice(1).sort((a, b) => a - b);
      const median = rest[rest.length >> 1] ?? NaN;
      console.log(`| ${scenario.name} | ${answer?.result.total} | ${seconds[0]?.toFixed(3)} | ${median.toFixed(3)} | ${same ? 'yes' : `NO (plain: ${plain.total})`} |`);
      const slug = scenario.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '').toLowerCase();
      result({ name: `orders-list-name-${slug}`, total: answer?.result.total, first_s: seconds[0], median_s: median, same_as_contains: same, pass: same });
    }
  } finally {
    client.close();
    db.close();
  }
}
