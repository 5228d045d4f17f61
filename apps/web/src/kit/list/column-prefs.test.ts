import { usersResource } from '@careops/core/resources';
import { describe, expect, it } from 'vitest';
import { defaultColumnKeys, parseColumnKeys, toggleColumn } from './column-prefs';

const columns = usersResource.list.columns;

describe('column visibility', () => {
  it('defaults to the columns not marked hidden', () => {
    expect(defaultColumnKeys(columns)).not.toContain('createdAt');
    expect(parseColumnKeys(null, columns)).toEqual(defaultColumnKeys(columns));
  });

  it('reads stored keys in the descriptor order, dropping unknown ones', () => {
    expect(parseColumnKeys(JSON.stringify(['name', 'gone', 'id']), columns)).toEqual(['id', 'name']);
    expect(parseColumnKeys('not json', columns)).toEqual(defaultColumnKeys(columns));
    expect(parseColumnKeys(JSON.stringify(['gone']), columns)).toEqual(defaultColumnKeys(columns));
  });

  it('shows and hides a column but never the last one', () => {
    expect(toggleColumn(columns, ['id', 'name'], 'createdAt')).toEqual(['id', 'name', 'createdAt']);
    expect(toggleColumn(columns, ['id', 'name'], 'id')).toEqual(['name']);
    expect(toggleColumn(columns, ['name'], 'name')).toEqual(['name']);
  });
});
