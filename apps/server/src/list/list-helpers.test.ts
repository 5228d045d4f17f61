import { CareOpsError } from '@careops/core/contract';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';
import { maskIdNumber, maskPhone } from './masking';
import { uniqueViolation } from './unique-violation';

describe('list cursors', () => {
  const sort = { field: 'createdAt', direction: 'desc' } as const;

  it('round-trips a position for the same sort', () => {
    const cursor = encodeCursor({ ...sort, value: 1_700_000_000_000, id: 42 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, sort)).toEqual({ ...sort, value: 1_700_000_000_000, id: 42 });
  });

  it('refuses a cursor of another sort, or one that is not ours, naming the field', () => {
    const cursor = encodeCursor({ ...sort, value: 'x', id: 1 });
    const refused = (value: string, s: { field: string; direction: 'asc' | 'desc' } = sort) => {
      try {
        decodeCursor(value, s);
      } catch (error) {
        return error instanceof CareOpsError ? `${error.code} ${error.field}` : 'other';
      }
      return 'accepted';
    };
    expect(refused(cursor, { field: 'createdAt', direction: 'asc' })).toBe('invalidInput cursor');
    expect(refused(cursor, { field: 'name', direction: 'desc' })).toBe('invalidInput cursor');
    expect(refused('not-a-cursor')).toBe('invalidInput cursor');
    expect(refused(Buffer.from('["createdAt","desc",{},1]').toString('base64url'))).toBe('invalidInput cursor');
    expect(refused(Buffer.from('["createdAt","desc",1,1.5]').toString('base64url'))).toBe('invalidInput cursor');
  });
});

describe('masking', () => {
  it('masks phones and ID numbers, keeping the ends', () => {
    expect(maskPhone('13912345678')).toBe('139****5678');
    expect(maskPhone('123')).toBe('****');
    expect(maskIdNumber('110105199001011234')).toBe('1101**********1234');
    expect(maskIdNumber('1234567')).toBe('****');
  });
});

describe('unique violations', () => {
  it('recognises both dialects and nothing else', () => {
    expect(uniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: system_users.username' })).toContain('username');
    expect(uniqueViolation({ code: '23505', constraint: 'system_users_phone', detail: 'Key (phone)=(1) already exists.' })).toContain('phone');
    expect(uniqueViolation({ code: '23503' })).toBeUndefined();
    expect(uniqueViolation(new Error('boom'))).toBeUndefined();
    expect(uniqueViolation(null)).toBeUndefined();
  });
});
