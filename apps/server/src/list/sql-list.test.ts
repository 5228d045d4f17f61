import { CareOpsError } from '@careops/core/contract';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from './cursor';
import { containsTextSql, forDialect, inIdsSql, pageOfRows, sqlListStatements, type SqlListPlan } from './sql-list';

const plan = (over: Partial<SqlListPlan> = {}): SqlListPlan => ({
  from: 'things t',
  where: [{ text: 't.status = ?', params: [1] }],
  idColumn: 't.id',
  sortColumns: { id: 't.id', createdAt: 't.created_at' },
  sort: { field: 'createdAt', direction: 'desc' },
  page: 3,
  limit: 20,
  ...over,
});

describe('sqlListStatements', () => {
  it('pages by offset: one row more than the limit, ordered by the sort column then id', () => {
    const { window, total, orderBy } = sqlListStatements(plan());
    expect(window.text).toBe('select t.id as id, t.created_at as sort_value from things t where t.status = ? order by t.created_at desc, t.id desc limit ? offset ?');
    expect(window.params).toEqual([1, 21, 40]);
    expect(total).toEqual({ text: 'select count(*) as total from things t where t.status = ?', params: [1] });
    expect(orderBy('p')).toBe('p.sort_value desc, p.id desc');
  });

  it('leaves out WHERE without conditions, and sorts by id alone', () => {
    const { window, total, orderBy } = sqlListStatements(plan({ where: [], sort: { field: 'id', direction: 'asc' }, page: 1 }));
    expect(window.text).toBe('select t.id as id, t.id as sort_value from things t order by t.id asc limit ? offset ?');
    expect(window.params).toEqual([21, 0]);
    expect(total.text).toBe('select count(*) as total from things t');
    expect(orderBy('p')).toBe('p.id asc');
  });

  it('continues after a cursor by key, not offset; the total ignores the cursor', () => {
    const cursor = encodeCursor({ field: 'createdAt', direction: 'desc', value: 500, id: 7 });
    const { window, total } = sqlListStatements(plan({ cursor }));
    expect(window.text).toContain('where t.status = ? and (t.created_at, t.id) < (?, ?) order by');
    expect(window.params).toEqual([1, 500, 7, 21, 0]);
    expect(total.params).toEqual([1]);
  });

  it('reads a page past the middle from the far end, in the reversed order', () => {
    // Page 3 of 45 rows, limit 20: rows 40…44 (five, so no next page) are the first five from the end.
    const nearEnd = sqlListStatements(plan());
    expect(nearEnd.windowFromEnd(45)).toEqual({
      text: 'select t.id as id, t.created_at as sort_value from things t where t.status = ? order by t.created_at asc, t.id asc limit ? offset ?',
      params: [1, 5, 0],
    });
    // Rows 40…60 of 79 are, from the end, rows 18…38; of 61, rows 0…20; of 60, rows 0…19.
    expect(nearEnd.windowFromEnd(79)?.params).toEqual([1, 21, 18]);
    expect(nearEnd.windowFromEnd(61)?.params).toEqual([1, 21, 0]);
    expect(nearEnd.windowFromEnd(60)?.params).toEqual([1, 20, 0]);
    // First half (40 rows before, 40 or more after), past the end, or a cursor: the forward window.
    expect(nearEnd.windowFromEnd(80)).toBeNull();
    expect(nearEnd.windowFromEnd(200)).toBeNull();
    expect(nearEnd.windowFromEnd(40)).toBeNull();
    expect(sqlListStatements(plan({ page: 1 })).windowFromEnd(10)).toBeNull();
    const cursor = encodeCursor({ field: 'createdAt', direction: 'desc', value: 500, id: 7 });
    expect(sqlListStatements(plan({ cursor })).windowFromEnd(45)).toBeNull();
    expect(sqlListStatements(plan({ sort: { field: 'id', direction: 'asc' } })).windowFromEnd(45)?.text).toContain('order by t.id desc limit');
  });

  it('refuses an unknown sort field naming the allowed ones, and a cursor of another sort', () => {
    expect(() => sqlListStatements(plan({ sort: { field: 'password_hash', direction: 'asc' } }))).toThrow(/sort: .*password_hash.*id, createdAt/);
    const other = encodeCursor({ field: 'id', direction: 'desc', value: 5, id: 5 });
    const refused = (() => {
      try {
        sqlListStatements(plan({ cursor: other }));
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(CareOpsError);
    expect((refused as CareOpsError).field).toBe('cursor');
  });
});

describe('sql fragments', () => {
  it('matches text literally (%, _ and \\ escaped), with ILIKE on PostgreSQL', () => {
    expect(containsTextSql('t.name', '50%_a\\b', 'sqlite')).toEqual({ text: "t.name like ? escape '\\'", params: ['%50\\%\\_a\\\\b%'] });
    expect(containsTextSql('t.name', 'x', 'postgres').text).toBe("t.name ilike ? escape '\\'");
  });

  it('numbers placeholders for PostgreSQL only', () => {
    expect(forDialect('a = ? and b in (?, ?)', 'postgres')).toBe('a = $1 and b in ($2, $3)');
    expect(forDialect('a = ?', 'sqlite')).toBe('a = ?');
  });

  it('turns an empty id list into a condition that matches nothing', () => {
    expect(inIdsSql('t.id', [])).toEqual({ text: '1 = 0', params: [] });
    expect(inIdsSql('t.id', [3, 4])).toEqual({ text: 't.id in (?, ?)', params: [3, 4] });
  });
});

describe('pageOfRows', () => {
  const rows = [1, 2, 3].map((id) => ({ id, sort_value: id * 10 }));
  it('shows the limit and makes a cursor from the last shown row when more follow', () => {
    const page = pageOfRows(rows, { field: 'createdAt', direction: 'asc' }, 2);
    expect(page.shown.map((r) => r.id)).toEqual([1, 2]);
    expect(page.nextCursor).toBe(encodeCursor({ field: 'createdAt', direction: 'asc', value: 20, id: 2 }));
  });
  it('has no cursor on the last page', () => {
    expect(pageOfRows(rows, { field: 'id', direction: 'asc' }, 3).nextCursor).toBeNull();
  });
});
