import { describe, expect, it } from 'vitest';
import { containsTextSql } from '../../apps/server/src/list/sql-list';
import { containsIndexedSql, MIN_INDEXED_FRAGMENT, type SearchedColumn } from '../../apps/server/src/list/substring-search';
import { NAME_WALK_FROM_TOTAL, orderListSql, walksPatientName, type OrderListRequestLike } from '../../apps/server/src/orders/order-list-sql';
import type { TestServer } from '../support/server';
import { countOn, sqlOn, type Row } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

// The name and phone filters answered through the substring index (migration 0014) give exactly
// the rows of the plain `contains` statement they replace, on the database the suite runs on:
// fragments of three characters and more go through the index, shorter ones scan as before.

const dialect = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const now = Date.now();
const stamp = String(process.pid % 1000).padStart(3, '0');

/** Texts that make a LIKE and a trigram index disagree if anything is off: case, wildcards, quotes, CJK, accents. */
const names = ['Zhang Wei', 'ZHANG wei-Ann', 'zhangwei', 'Ümit Özil', 'ümit özil', '张三丰', '张三', '50%_off\\x', '50 off', "O'Brien \"Bo\"", 'abcabcabc'];
const fragments = ['zha', 'ZHANG', 'ang w', 'hangwe', 'Ümi', 'ümit', 'özil', '张三丰', '张三', '三丰', '%_o', '50%', '_of', '\\x', "o'b", '"bo"', 'bca', 'cab', 'z', 'an', 'x'];
const phones = ['00017', '0001', '17', '139', '1390', '8888', '88888888'];

const ids = (rows: Row[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);

/** The rows the plain contains filter finds: today's statement, run on the same database. */
async function containing(run: () => TestServer, table: string, column: string, fragment: string): Promise<number[]> {
  const match = containsTextSql(`t.${column}`, fragment, dialect);
  return ids(await sqlOn(run(), `select t.id from ${table} t where ${match.text}`, match.params));
}

describe('substring index: name and phone fragments', () => {
  const server = useServer();
  const api = systemClient(server);

  it('arranges people with awkward names (the index is filled by the insert triggers)', async () => {
    for (const [i, name] of names.entries()) {
      const phone = `139${stamp}${String(i).padStart(5, '0')}`;
      await sqlOn(server(), 'insert into members (phone, nickname, created_at, updated_at, version) values (?, ?, ?, ?, 1)', [phone, name, now, now]);
      const [member] = await sqlOn(server(), 'select id from members where phone = ?', [phone]);
      await sqlOn(
        server(),
        `insert into patients (member_id, name, relationship, id_type, id_number, phone, created_at, updated_at, version) values (?, ?, 'self', 'id-card', '110105199001011234', ?, ?, ?, 1)`,
        [Number(member?.id), name, phone, now, now],
      );
    }
    const [studio] = await sqlOn(server(), 'select min(id) as id from studios');
    for (const [i, name] of names.entries()) {
      await sqlOn(
        server(),
        `insert into nurses (studio_id, name, phone, id_number, title, years_of_practice, certificate_no, certificate_expires_at, status, created_at, updated_at, version)
         values (?, ?, ?, '110105199001011234', 'nurse', 3, ?, ?, 1, ?, ?, 1)`,
        [Number(studio?.id), name, `138${stamp}${String(i).padStart(5, '0')}`, `RNS${stamp}${i}`, now + 400 * 86_400_000, now, now],
      );
    }
    expect(await countOn(server(), 'select count(*) from patients where phone like ?', [`139${stamp}%`])).toBe(names.length);
  });

  it('members by nickname and phone: the same members as the plain contains', async () => {
    for (const fragment of fragments) {
      const page = await api.ok('cs', 'getMemberList', { nickname: fragment, limit: 1000 });
      expect(page.list.map((m) => m.id).sort((a, b) => a - b), `nickname ${fragment}`).toEqual(await containing(server, 'members', 'nickname', fragment));
      expect(page.total).toBe(page.list.length);
    }
    for (const fragment of phones) {
      const page = await api.ok('cs', 'getMemberList', { phone: fragment, limit: 1000 });
      expect(page.list.map((m) => m.id).sort((a, b) => a - b), `phone ${fragment}`).toEqual(await containing(server, 'members', 'phone', fragment));
    }
    // The arranged names are found (not only "the same nothing"), whatever the database's case rules.
    expect((await api.ok('cs', 'getMemberList', { nickname: 'hang' })).total).toBeGreaterThanOrEqual(3);
    expect((await api.ok('cs', 'getMemberList', { nickname: '张三丰' })).total).toBe(1);
    expect((await api.ok('cs', 'getMemberList', { nickname: '%_o' })).total).toBe(1);
  });

  it('nurses by name and phone, and qualification applications by nurse name', async () => {
    for (const fragment of fragments) {
      const page = await api.ok('admin', 'getNurseList', { name: fragment, limit: 1000 });
      expect(page.list.map((n) => n.id).sort((a, b) => a - b), `name ${fragment}`).toEqual(await containing(server, 'nurses', 'name', fragment));
    }
    for (const fragment of phones) {
      const page = await api.ok('admin', 'getNurseList', { phone: fragment, limit: 1000 });
      expect(page.list.map((n) => n.id).sort((a, b) => a - b), `phone ${fragment}`).toEqual(await containing(server, 'nurses', 'phone', fragment));
    }
    const match = containsTextSql('n.name', 'Wei', dialect);
    const expected = await countOn(server(), `select count(*) from nurse_applications a join nurses n on n.id = a.nurse_id where ${match.text}`, match.params);
    expect((await api.ok('reviewer', 'getNurseExamineList', { name: 'Wei', limit: 1000 })).total).toBe(expected);
  });

  it('patients by name and member phone', async () => {
    for (const fragment of fragments) {
      const page = await api.ok('cs', 'getPatientList', { name: fragment, limit: 1000 });
      expect(page.list.map((p) => p.id).sort((a, b) => a - b), `name ${fragment}`).toEqual(await containing(server, 'patients', 'name', fragment));
    }
    const match = containsTextSql('m.phone', `139${stamp}`, dialect);
    const expected = ids(await sqlOn(server(), `select pt.id from patients pt join members m on m.id = pt.member_id where ${match.text}`, match.params));
    const page = await api.ok('cs', 'getPatientList', { memberPhone: `139${stamp}`, limit: 1000 });
    expect(page.list.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected);
    expect(expected).toHaveLength(names.length);
  });

  it('orders by patient name and member phone fragment: the same orders as the plain contains', async () => {
    const [demo] = await sqlOn(server(), 'select pt.name, m.phone from orders o join patients pt on pt.id = o.patient_id join members m on m.id = o.member_id order by o.id limit 1');
    const demoName = String(demo?.name);
    const demoPhone = String(demo?.phone);
    const nameFragments = [demoName, demoName.slice(1, 4), demoName.slice(0, 2), demoName.toUpperCase().slice(2, 6), 'zz', 'q'];
    for (const fragment of nameFragments) {
      const match = containsTextSql('pt.name', fragment, dialect);
      const expected = ids(await sqlOn(server(), `select o.id from orders o join patients pt on pt.id = o.patient_id where ${match.text}`, match.params));
      const page = await api.ok('admin', 'getOrderList', { patientName: fragment, limit: 1000 });
      expect(page.list.map((o) => o.id).sort((a, b) => a - b), `patient ${fragment}`).toEqual(expected);
      expect(page.total).toBe(expected.length);
    }
    for (const fragment of [demoPhone.slice(3, 8), demoPhone.slice(-2), demoPhone.slice(-4)]) {
      const match = containsTextSql('m.phone', fragment, dialect);
      const expected = ids(await sqlOn(server(), `select o.id from orders o join members m on m.id = o.member_id where ${match.text}`, match.params));
      const page = await api.ok('admin', 'getOrderList', { memberPhone: fragment, limit: 1000 });
      expect(page.list.map((o) => o.id).sort((a, b) => a - b), `phone ${fragment}`).toEqual(expected);
    }
  });

  it('orders by a short patient name tested per order: the same pages and total as the set of matching patients', async () => {
    const [demo] = await sqlOn(server(), 'select pt.name from orders o join patients pt on pt.id = o.patient_id order by o.id limit 1');
    const demoName = String(demo?.name);
    const request = (patientName: string, status: number[] | undefined, page: number, limit: number): OrderListRequestLike =>
      ({ patientName, ...(status ? { status } : {}), sort: { field: 'createdAt', direction: 'desc' }, page, limit }) as OrderListRequestLike;
    const rowsOf = async (statement: { text: string; params: unknown[] }) => (await sqlOn(server(), statement.text, statement.params)).map((r) => Number(r.id));
    for (const fragment of [demoName.slice(0, 1), demoName.slice(1, 3), 'a', 'A', 'z', '%', '_', '\\', '张', 'zz']) {
      for (const status of [undefined, [5], [2, 5, 6]]) {
        for (const [page, limit] of [[1, 1000], [2, 3]] as const) {
          const bySet = orderListSql(request(fragment, status, page, limit), null, dialect);
          const byOrder = orderListSql(request(fragment, status, page, limit), null, dialect, undefined, true);
          expect(byOrder.page.text).toMatch(/exists \(select 1 from patients pf where pf\.id = o\.patient_id/);
          expect(await rowsOf(byOrder.page), `${fragment} ${status} page ${page}`).toEqual(await rowsOf(bySet.page));
          const totalOf = async (statement: { text: string; params: unknown[] }) => Number((await sqlOn(server(), statement.text, statement.params))[0]?.total);
          expect(await totalOf(byOrder.total)).toBe(await totalOf(bySet.total));
        }
      }
    }
    // Only a short fragment with many matches is walked; a rare or long one keeps the set of patients.
    expect(walksPatientName({ patientName: 'a' }, NAME_WALK_FROM_TOTAL)).toBe(true);
    expect(walksPatientName({ patientName: 'ab' }, NAME_WALK_FROM_TOTAL - 1)).toBe(false);
    expect(walksPatientName({ patientName: 'abc' }, NAME_WALK_FROM_TOTAL * 10)).toBe(false);
  });

  it('follows renames and deletions in the same transaction', async () => {
    const [patient] = await sqlOn(server(), 'select id from patients where name = ?', ['abcabcabc']);
    await sqlOn(server(), 'update patients set name = ? where id = ?', ['Renamed Qiuyue', Number(patient?.id)]);
    expect((await api.ok('cs', 'getPatientList', { name: 'qiuyue' })).list.map((p) => p.id)).toEqual([Number(patient?.id)]);
    expect((await api.ok('cs', 'getPatientList', { name: 'bcab' })).total).toBe(0);
    const [member] = await sqlOn(server(), 'select id from members where nickname = ?', ['50 off']);
    await sqlOn(server(), 'update members set nickname = ?, updated_at = ? where id = ?', ['Half Price', now, Number(member?.id)]);
    expect((await api.ok('cs', 'getMemberList', { nickname: 'half pr' })).list.map((m) => m.id)).toEqual([Number(member?.id)]);
    await sqlOn(server(), 'delete from patients where member_id = ?', [Number(member?.id)]);
    await sqlOn(server(), 'delete from members where id = ?', [Number(member?.id)]);
    expect((await api.ok('cs', 'getMemberList', { nickname: 'half pr' })).total).toBe(0);
    if (dialect === 'sqlite') {
      // The index agrees with its table after all of it ('integrity-check' compares them).
      for (const table of ['patients', 'members', 'nurses']) await sqlOn(server(), `insert into ${table}_search (${table}_search) values ('integrity-check')`);
    }
  });

  it('reads fragments of three characters and more from the index, shorter ones by a scan', async () => {
    const cases: Array<[SearchedColumn, string, string]> = [
      ['patients.name', 'patients', 'ang'],
      ['members.phone', 'members', '0001'],
      ['nurses.name', 'nurses', 'Wei'],
    ];
    for (const [searched, table, fragment] of cases) {
      const indexed = containsIndexedSql('t', searched, fragment, dialect);
      const short = containsIndexedSql('t', searched, fragment.slice(0, MIN_INDEXED_FRAGMENT - 1), dialect);
      if (dialect === 'sqlite') {
        const plan = async (f: { text: string; params: unknown[] }) =>
          (await sqlOn(server(), `explain query plan select t.id from ${table} t where ${f.text}`, f.params)).map((r) => String(r.detail)).join(' | ');
        expect(await plan(indexed)).toMatch(new RegExp(`SCAN ${table}_search VIRTUAL TABLE INDEX`));
        expect(await plan(short)).not.toMatch(/VIRTUAL TABLE/);
      } else {
        expect(indexed.text).toMatch(/ilike/);
        const [index] = await sqlOn(server(), 'select indexdef from pg_indexes where indexname = ?', [`${searched.replace('.', '_')}_trigram`]);
        expect(String(index?.indexdef)).toMatch(/USING gin .*gin_trgm_ops/);
      }
      expect(short.params).toEqual(containsTextSql(`t.${searched.split('.')[1]}`, fragment.slice(0, 2), dialect).params);
    }
  });
});
