import { describe, expect, it } from 'vitest';
import { auditJson } from './audit-log';

describe('auditJson', () => {
  it('blanks secret-looking keys at any depth', () => {
    const text = auditJson({ username: 'cs', password_hash: 'x', nested: { token: 't', code: '123456', phone: '138' } });
    expect(JSON.parse(text ?? '')).toEqual({ username: 'cs', password_hash: '[redacted]', nested: { token: '[redacted]', code: '[redacted]', phone: '138' } });
  });

  it('keeps null for an absent value', () => {
    expect(auditJson(undefined)).toBeNull();
    expect(auditJson(null)).toBe('null');
  });
});
