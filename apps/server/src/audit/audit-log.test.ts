import { describe, expect, it } from 'vitest';
import { auditJson } from './audit-log';

describe('auditJson', () => {
  it('blanks secret-looking keys at any depth', () => {
    const text = auditJson({ username: 'cs', password_hash: 'x', nested: { token: 't', smsCode: '123456', captchaCode: 'ab12', phone: '138' } });
    expect(JSON.parse(text ?? '')).toEqual({ username: 'cs', password_hash: '[redacted]', nested: { token: '[redacted]', smsCode: '[redacted]', captchaCode: '[redacted]', phone: '138' } });
  });

  it('keeps role and node codes, which the trail must show', () => {
    const text = auditJson({ roles: [{ id: 2, name: 'finance', code: 'finance' }], code: 'reviewer', nodeCodes: ['orderList'] });
    expect(JSON.parse(text ?? '')).toEqual({ roles: [{ id: 2, name: 'finance', code: 'finance' }], code: 'reviewer', nodeCodes: ['orderList'] });
  });

  it('keeps null for an absent value', () => {
    expect(auditJson(undefined)).toBeNull();
    expect(auditJson(null)).toBe('null');
  });
});
