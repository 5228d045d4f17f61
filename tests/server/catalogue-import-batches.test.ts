import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

// An import larger than one insert batch (500 rows): full batches and the rows left over are
// all written, in file order, with consecutive ids the audit row names; two imports of the
// same names at once write one file and refuse the other whole.
const ROWS = 1203;
const HEADER = 'name,category,price,durationMinutes,requiredTitle,producesWaste,onShelf,consumablePackId,description';
const titles = ['nurse', 'senior-nurse', 'chief-nurse'];

const fileOf = (prefix: string, category: number, rows: number) =>
  [HEADER, ...Array.from({ length: rows }, (_, i) => `${prefix} ${i},${category},${10 + (i % 90)}.${String(i % 100).padStart(2, '0')},${15 + (i % 10) * 5},${titles[i % 3]},${i % 2 ? 'yes' : 'no'},${i % 5 ? 'yes' : 'no'},,"Visit ${i}, as usual"`)].join('\n');

describe('services import: batches and concurrent imports', () => {
  const server = useServer();
  const api = systemClient(server);
  const count = (text: string, params: unknown[] = []) => countOn(server(), text, params);
  let topId = 0;

  beforeAll(async () => {
    topId = await count('select min(id) from service_categories where parent_id is null');
  });

  it('writes every row of a file larger than a batch, in file order, with the id range in its audit row', async () => {
    const csv = fileOf('Batch import', topId, ROWS);
    expect(await api.ok('ops', 'importServices', { csv, dryRun: true })).toMatchObject({ rows: ROWS, created: 0, problems: [] });
    expect(await count("select count(*) from services where name like 'Batch import %'")).toBe(0);
    expect(await api.ok('ops', 'importServices', { csv })).toMatchObject({ rows: ROWS, created: ROWS, problems: [], moreProblems: 0 });

    const rows = await sqlOn(server(), "select id, name, price_cents, duration_minutes, required_title, produces_waste, on_shelf, description, consumable_pack_id from services where name like 'Batch import %' order by id");
    expect(rows.map((r) => r.name)).toEqual(Array.from({ length: ROWS }, (_, i) => `Batch import ${i}`));
    const ids = rows.map((r) => Number(r.id));
    expect(ids.at(-1)! - ids[0]!).toBe(ROWS - 1);
    for (const i of [0, 499, 500, 1000, 1202]) {
      expect(rows[i]).toMatchObject({ price_cents: (10 + (i % 90)) * 100 + (i % 100), duration_minutes: 15 + (i % 10) * 5, required_title: titles[i % 3], description: `Visit ${i}, as usual`, consumable_pack_id: null });
      expect(Number(rows[i]?.produces_waste)).toBe(i % 2);
      expect(Number(rows[i]?.on_shelf)).toBe(i % 5 ? 1 : 0);
    }
    const [audit] = await sqlOn(server(), "select entity_id, after_json from audit_log where action = 'service.import' order by id desc limit 1");
    expect(Number(audit?.entity_id)).toBe(ids[0]);
    expect(JSON.parse(String(audit?.after_json))).toMatchObject({ created: ROWS, firstId: ids[0], lastId: ids.at(-1) });
  });

  it('a file wrong as a whole is answered with that alone: its header, its row count or an unclosed quote', async () => {
    const problemsOf = async (csv: string) => (await api.ok('ops', 'importServices', { csv })).problems;
    expect(await problemsOf(`name,category,colour,price\nBad row,${topId},red,not a price`)).toEqual([
      { line: 1, field: 'colour', message: t('catalogue.server.importUnknownColumn', { column: 'colour', allowed: HEADER.split(',').join(', ') }) },
      { line: 1, field: 'durationMinutes', message: t('catalogue.server.importMissingColumn', { column: 'durationMinutes' }) },
      { line: 1, field: 'requiredTitle', message: t('catalogue.server.importMissingColumn', { column: 'requiredTitle' }) },
    ]);
    expect(await problemsOf(`\n${HEADER}\n\n`)).toEqual([{ line: 2, field: 'file', message: t('catalogue.server.importNoRows') }]);
    expect(await problemsOf(`${HEADER}\nBad,${topId},x,0,nobody,,,,\nOpen,${topId},10,30,nurse,,,,"never closed\nmore`)).toEqual([
      { line: 3, field: 'file', message: t('catalogue.server.importUnclosedQuote') },
    ]);
    expect(await problemsOf(`${HEADER}\nShort row,${topId},10`)).toEqual([{ line: 2, field: 'file', message: t('catalogue.server.importFieldCount', { found: 3, expected: 9 }) }]);
    const tooMany = await api.ok('ops', 'importServices', { csv: fileOf('Too many', topId, 50_001), dryRun: true });
    expect(tooMany).toMatchObject({ rows: 50_001, created: 0, moreProblems: 0, problems: [{ line: 1, field: 'file', message: t('catalogue.server.importTooManyRows', { max: 50_000 }) }] });
    expect(await count("select count(*) from services where name like 'Bad%' or name like 'Open%' or name like 'Too many%'")).toBe(0);
  });

  it('two imports of the same names at once: one writes its whole file, the other writes nothing and names the taken names', async () => {
    const csv = fileOf('Race import', topId, 600);
    const answers = await Promise.all([api.call('ops', 'importServices', { csv }), api.call('ops', 'importServices', { csv })]);
    const written = answers.filter((a) => a.resultcode === 1 && a.result.created === 600);
    expect(written).toHaveLength(1);
    const other = answers.find((a) => a !== written[0]);
    expect(other?.resultcode).toBe(1);
    expect(other?.result.created).toBe(0);
    expect(other?.result.problems[0]).toEqual({ line: 2, field: 'name', message: t('catalogue.server.nameTaken', { name: 'Race import 0' }) });
    expect(await count("select count(*) from services where name like 'Race import %'")).toBe(600);
    expect(await count("select count(*) from audit_log where action = 'service.import' and after_json like '%\"created\":600%'")).toBe(1);
  });
});
