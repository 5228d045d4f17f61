import type { SystemUserSummary } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

describe('the list pattern on getUsersList, and record search', () => {
  const server = useServer();
  const api = systemClient(server);

  const all = async (body: Record<string, unknown> = {}) => (await api.ok('admin', 'getUsersList', { limit: 1000, ...body })).list;

  it('pages with the default newest-first sort and counts the filtered set', async () => {
    const total = await countOn(server(), 'select count(*) from system_users');
    const first = await api.ok('admin', 'getUsersList', {});
    expect(first).toMatchObject({ total, page: 1, limit: 20 });
    expect(first.list).toHaveLength(20);
    const created = (await all()).map((u) => [u.createdAt, u.id] as const);
    const sorted = [...created].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(created).toEqual(sorted);
    const second = await api.ok('admin', 'getUsersList', { page: 2, limit: 10 });
    expect(second.list.map((u) => u.id)).toEqual(created.slice(10, 20).map(([, id]) => id));
    const beyond = await api.ok('admin', 'getUsersList', { page: 99 });
    expect(beyond).toMatchObject({ list: [], total, nextCursor: null });
  });

  it('gives every page by offset the rows of the whole list, pages past the middle (read from the far end) included', async () => {
    for (const sort of ['-createdAt', 'username', '-status']) {
      const whole = (await all({ sort })).map((u) => u.id);
      const pages = Math.ceil(whole.length / 3);
      const byPage: number[] = [];
      for (let page = 1; page <= pages + 1; page++) {
        const answer = await api.ok('admin', 'getUsersList', { sort, limit: 3, page });
        expect(answer.nextCursor === null, `${sort} page ${page} of ${pages}`).toBe(page >= pages);
        byPage.push(...answer.list.map((u) => u.id));
      }
      expect(byPage, sort).toEqual(whole);
    }
  });

  it('sorts by each whitelisted field both ways and refuses others naming them', async () => {
    for (const field of ['id', 'username', 'name', 'status', 'createdAt', 'updatedAt'] as const) {
      for (const sort of [field, `-${field}`]) {
        const rows = await all({ sort });
        const key = (u: SystemUserSummary) => u[field];
        const values = rows.map(key);
        const ordered = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        // Ties are broken by id; compare the sort values only.
        expect(values, sort).toEqual(sort.startsWith('-') ? ordered.reverse() : ordered);
      }
    }
    const refused = await api.call('admin', 'getUsersList', { sort: 'password_hash' });
    expect(refused.resultcode).toBe(101);
    expect(refused.msg).toBe(`sort: ${t('system.list.unknownSort', { field: 'password_hash', allowed: 'id, username, name, status, createdAt, updatedAt' })}`);
    expect(refused.result).toEqual({ field: 'sort' });
  });

  it('filters by parts of username, name and phone, by status, role and station, together', async () => {
    expect((await all({ username: 'STAFF0' })).map((u) => u.username).sort()).toEqual(['staff01', 'staff02', 'staff03', 'staff04', 'staff05', 'staff06', 'staff07', 'staff08', 'staff09']);
    const zhang = await all({ name: 'zhang' });
    expect(zhang.length).toBeGreaterThan(0);
    expect(zhang.every((u) => u.name.toLowerCase().includes('zhang'))).toBe(true);
    expect((await all({ phone: '1391000001' })).map((u) => u.username).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `staff${10 + i}`));
    const disabled = await all({ status: 0 });
    expect(disabled.length).toBe(await countOn(server(), 'select count(*) from system_users where status = 0'));
    expect(disabled.every((u) => u.status === 0)).toBe(true);
    const finance = await api.roleId('finance');
    const byRole = await all({ roleId: finance });
    expect(byRole.length).toBe(await countOn(server(), 'select count(*) from user_roles where role_id = ?', [finance]));
    expect(byRole.every((u) => u.roles.some((r) => r.id === finance))).toBe(true);
    const [station] = await api.stationIds();
    const combined = await all({ stationId: station, status: 1, username: 'staff' });
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.every((u) => u.status === 1 && u.username.startsWith('staff') && u.stations.some((s) => s.id === station))).toBe(true);
    // Blank filters (a cleared form) mean no filter; % and _ match themselves.
    expect((await api.ok('admin', 'getUsersList', { username: '', status: '', roleId: '' }, { form: true })).total).toBe(await countOn(server(), 'select count(*) from system_users'));
    expect(await all({ username: '%' })).toEqual([]);
    expect(await all({ username: 'staff_1' })).toEqual([]);
    expect((await api.call('admin', 'getUsersList', { phone: '13x' })).msg).toBe(`phone: ${t('system.validate.phoneDigits')}`);
    expect((await api.call('admin', 'getUsersList', { status: 2 })).msg).toBe(`status: ${t('system.validate.status')}`);
  });

  it('keeps limit within 1..1000', async () => {
    expect((await api.call('admin', 'getUsersList', { limit: 0 })).result).toEqual({ field: 'limit' });
    expect((await api.call('admin', 'getUsersList', { limit: 1001 })).msg).toBe('limit: must be at most 1000');
    expect((await api.call('admin', 'getUsersList', { page: 0 })).result).toEqual({ field: 'page' });
  });

  it('walks the whole list by cursor, in the same order as by offset, for several sorts', async () => {
    for (const sort of ['-createdAt', 'username', '-name', 'status']) {
      const expected = (await all({ sort })).map((u) => u.id);
      const seen: number[] = [];
      let cursor: string | null | undefined;
      for (let guard = 0; guard < 50; guard++) {
        const page: { list: Array<{ id: number }>; nextCursor: string | null } = await api.ok('admin', 'getUsersList', { sort, limit: 7, ...(cursor ? { cursor } : {}) });
        seen.push(...page.list.map((u) => u.id));
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      expect(seen, sort).toEqual(expected);
    }
    const { nextCursor } = await api.ok('admin', 'getUsersList', { sort: 'username', limit: 5 });
    const mismatch = await api.call('admin', 'getUsersList', { sort: 'name', cursor: nextCursor });
    expect(mismatch.resultcode).toBe(101);
    expect(mismatch.msg).toBe(`cursor: ${t('system.list.badCursor')}`);
  });

  it('finds users by username, name or phone digits, and roles by name, within permissions and stations', async () => {
    const byName = await api.ok('admin', 'searchRecords', { q: 'staff1' });
    expect(byName.hits.length).toBeGreaterThan(0);
    expect(byName.hits.every((h) => h.kind === 'systemUser' && h.title.startsWith('staff1'))).toBe(true);
    expect(byName.hits[0]?.path).toBe(`/system/user?id=${byName.hits[0]?.id}`);
    const byPhone = await api.ok('admin', 'searchRecords', { q: '13800000002' });
    expect(byPhone.hits).toEqual([{ kind: 'systemUser', id: expect.any(Number), title: 'studio', subtitle: t('system.search.userSubtitle', { name: 'Wang Lei', phone: '138****0002' }), path: expect.stringMatching(/^\/system\/user\?id=\d+$/) }]);
    const roles = await api.ok('admin', 'searchRecords', { q: 'finance' });
    expect(roles.hits.map((h) => `${h.kind}:${h.title}`)).toEqual(expect.arrayContaining(['systemUser:finance', 'systemRole:finance']));
    expect((await api.ok('admin', 'searchRecords', { q: 'staff' })).hits).toHaveLength(20);
    // Without the pages' permissions nothing is found; a studio manager finds its station's staff only.
    expect((await api.ok('finance', 'searchRecords', { q: 'staff' })).hits).toEqual([]);
    const studioHits = (await api.ok('studio', 'searchRecords', { q: 'a' })).hits;
    const visible = new Set((await api.ok('studio', 'getUsersList', { limit: 1000 })).list.map((u) => u.id));
    // Other kinds (its station's nurses, orders…) are scoped by their areas' own search tests.
    const studioUsers = studioHits.filter((h) => h.kind === 'systemUser');
    expect(studioUsers.length).toBeGreaterThan(0);
    expect(studioUsers.every((h) => visible.has(h.id))).toBe(true);
    expect((await api.call('admin', 'searchRecords', { q: '  ' })).msg).toBe(`q: ${t('system.validate.queryRequired')}`);
  });
});
