import { auditResource, usersResource } from '@careops/core/resources';
import { describe, expect, it } from 'vitest';
import { listParamKeys, listRequestBody, readListState, writeListSearch } from './list-state';

const users = usersResource.list;
const audit = auditResource.list;

describe('list state in the URL', () => {
  it('reads filters, page, size and sort; defaults for what is missing or malformed', () => {
    expect(readListState(users, '')).toEqual({ filters: {}, page: 1, limit: 20, sort: { key: 'createdAt', order: 'desc' } });
    expect(readListState(users, 'name=li&status=disabled&sort=-username&page=3&limit=50&other=x')).toEqual({
      filters: { name: 'li', status: 'disabled' },
      page: 3,
      limit: 50,
      sort: { key: 'username', order: 'desc' },
    });
    // Sizes outside the descriptor's, bad pages and sorts not on the whitelist fall back.
    expect(readListState(users, 'page=-2&limit=7&sort=password&name=%20%20')).toEqual({ filters: {}, page: 1, limit: 20, sort: { key: 'createdAt', order: 'desc' } });
  });

  it('writes only what differs from the defaults, filters in descriptor order, page parameters last', () => {
    const state = readListState(users, 'status=enabled&name=li');
    expect(writeListSearch(users, state)).toBe('name=li&status=enabled');
    expect(writeListSearch(users, { ...state, page: 2, limit: 50, sort: { key: 'name', order: 'asc' } }, { view: 'x' })).toBe(
      'name=li&status=enabled&sort=name&page=2&limit=50&view=x',
    );
    expect(writeListSearch(users, readListState(users, ''))).toBe('');
  });

  it('round-trips', () => {
    const search = 'username=a&roleId=3&sort=-id&page=4&limit=10';
    expect(writeListSearch(users, readListState(users, search))).toBe(search);
  });

  it('knows the keys of date ranges', () => {
    expect(listParamKeys(audit)).toEqual(['actorId', 'username', 'channel', 'action', 'entity', 'entityId', 'from', 'to', 'page', 'limit', 'sort']);
  });
});

describe('list request body', () => {
  it('converts slugs to values, lookups and numbers, and sends the sort as field / -field', () => {
    const body = listRequestBody(users, readListState(users, 'status=disabled&roleId=3&name=li'));
    expect(body).toEqual({ page: 1, limit: 20, name: 'li', status: 0, roleId: '3', sort: '-createdAt' });
  });

  it('sends a date range as epoch ms of business days (Asia/Shanghai, UTC+8, by default), the end bound at the end of its day', () => {
    const body = listRequestBody(audit, readListState(audit, 'from=2026-11-01&to=2026-11-02&entityId=7'));
    const eightHours = 8 * 3_600_000;
    expect(body.entityId).toBe(7);
    expect(body.from).toBe(Date.UTC(2026, 10, 1) - eightHours);
    expect(body.to).toBe(Date.UTC(2026, 10, 3) - eightHours - 1);
  });

  it('passes a value it cannot read as typed, so the server names the field', () => {
    expect(listRequestBody(audit, readListState(audit, 'entityId=abc&from=someday')).entityId).toBe('abc');
    expect(listRequestBody(audit, readListState(audit, 'from=someday')).from).toBe('someday');
  });
});
