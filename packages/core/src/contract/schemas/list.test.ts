import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { idList, recordIdSchema, sortRequest, statusSchema, textFilter, versionSchema } from './list';

const issue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('list request pieces', () => {
  it('parses a sort from a whitelist, with "-" for descending and a fallback', () => {
    const sort = sortRequest(['name', 'createdAt'] as const, '-createdAt');
    expect(sort.parse(undefined)).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(sort.parse('')).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(sort.parse('name')).toEqual({ field: 'name', direction: 'asc' });
    expect(sort.parse('-name')).toEqual({ field: 'name', direction: 'desc' });
    expect(issue(sort, 'password')).toBe('unknown sort field "password"; sort by one of: name, createdAt');
  });

  it('takes ids as numbers or digit strings only', () => {
    expect(recordIdSchema.parse(7)).toBe(7);
    expect(recordIdSchema.parse(' 7 ')).toBe(7);
    for (const bad of [true, [1], '1e3', 0, -1, 1.5, 2 ** 31, 'x']) expect(recordIdSchema.safeParse(bad).success, String(bad)).toBe(false);
    expect(issue(z.object({ id: recordIdSchema }), {})).toBe('is required');
    expect(versionSchema.parse('3')).toBe(3);
    expect(versionSchema.safeParse(0).success).toBe(false);
  });

  it('takes id lists as arrays, repeated keys or comma-separated values, without duplicates', () => {
    const ids = idList(3);
    expect(ids.parse([1, '2', 2])).toEqual([1, 2]);
    expect(ids.parse('4, 5')).toEqual([4, 5]);
    expect(ids.parse('')).toEqual([]);
    expect(ids.parse(9)).toEqual([9]);
    expect(issue(ids, [1, 2, 3, 4])).toBe('at most 3 items');
    expect(ids.safeParse([true]).success).toBe(false);
  });

  it('takes status 0/1 and treats blank text filters as none', () => {
    expect(statusSchema.parse('0')).toBe(0);
    expect(statusSchema.parse(1)).toBe(1);
    expect(issue(statusSchema, true)).toBe('must be 0 (disabled) or 1 (enabled)');
    const text = textFilter(5);
    expect(text.parse('  ')).toBeUndefined();
    expect(text.parse(' ab ')).toBe('ab');
    expect(issue(text, 'abcdef')).toBe('at most 5 characters');
  });
});
