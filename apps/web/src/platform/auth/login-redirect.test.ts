import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirect } from './login-redirect';

describe('login redirect', () => {
  it('keeps console paths with their query', () => {
    expect(safeRedirect('/order/order-list?status=1')).toBe('/order/order-list?status=1');
    expect(loginUrl('/message-center')).toBe('/login?redirect=%2Fmessage-center');
  });

  it('refuses other origins and the login page itself', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil', '/\t/evil.example', '/\n/evil.example', '', null, '/login?redirect=/x', '/user/login']) {
      expect(safeRedirect(bad)).toBe('/');
    }
    expect(loginUrl('//evil.example')).toBe('/login');
  });

  it('carries the failed-load code and flag', () => {
    expect(loginUrl('/home', { code: 'abcd1234', flag: '1' })).toBe('/login?redirect=%2Fhome&code=abcd1234&flag=1');
  });
});
