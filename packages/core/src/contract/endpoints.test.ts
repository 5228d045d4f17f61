import { describe, expect, it } from 'vitest';
import { PUBLIC, SIGNED_IN, buildPermissionCatalogue } from '../permissions/permission-catalogue';
import { endpoints, type EndpointName } from './endpoints';

const codes = new Set(buildPermissionCatalogue().map((n) => n.code));
const all = Object.entries(endpoints) as Array<[EndpointName, (typeof endpoints)[EndpointName]]>;

describe('endpoint table', () => {
  it('uses the spec paths', () => {
    expect(endpoints.passwordLogin.path).toBe('/api/admin/passwordLogin');
    expect(endpoints.smsLogin.path).toBe('/api/admin/smsLogin');
    expect(endpoints.getPicVerifyCode.path).toBe('/api/admin/getPicVerifyCode');
    expect(endpoints.getSmsVerifyCode.path).toBe('/api/admin/getSmsVerifyCode');
    expect(endpoints.getUserPermission.path).toBe('/api/admin/getUserPermission');
    expect(endpoints.getSystemUserInfo.path).toBe('/system/user/getSystemUserInfo.json');
    expect(endpoints.healthz).toMatchObject({ path: '/healthz', method: 'GET' });
  });

  it('gives every endpoint a known permission and a unique path', () => {
    for (const [name, def] of all) {
      expect(def.permission === PUBLIC || def.permission === SIGNED_IN || codes.has(def.permission), name).toBe(true);
      expect(def.path.startsWith('/'), name).toBe(true);
    }
    const paths = all.map(([, d]) => d.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps sign-in public and the rest behind a session', () => {
    for (const name of ['passwordLogin', 'smsLogin', 'getPicVerifyCode', 'getSmsVerifyCode', 'healthz'] as const) {
      expect(endpoints[name].permission).toBe(PUBLIC);
    }
    for (const name of ['getUserPermission', 'logout', 'changePassword', 'getSystemUserInfo'] as const) {
      expect(endpoints[name].permission).toBe(SIGNED_IN);
    }
  });
});

describe('request schemas', () => {
  it('passwordLogin trims the username and requires both fields with catalogue texts', () => {
    expect(endpoints.passwordLogin.request.parse({ username: '  admin ', password: 'x' })).toEqual({ username: 'admin', password: 'x' });
    const result = endpoints.passwordLogin.request.safeParse({ username: '   ', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(['please enter username', 'please enter password']);
  });

  it('changePassword takes URI-encoded values: 128 encoded characters fit, the length and policy rules are the handler’s', () => {
    const issue = (password: string) => endpoints.changePassword.request.safeParse({ oldPassword: 'old', password }).error?.issues[0]?.message;
    // 128 Chinese characters encode to 1152 characters on the wire and must be accepted here.
    expect(issue(encodeURIComponent('密'.repeat(128)))).toBeUndefined();
    expect(issue('a'.repeat(128 * 12 + 1))).toBe('at most 128 characters');
    expect(issue('')).toBe('please enter new password');
    expect(endpoints.changePassword.request.safeParse({ oldPassword: '', password: 'abcd' }).error?.issues[0]?.message).toBe(
      'please enter old password',
    );
  });

  it('SMS sign-in needs a mobile number and a 6-digit code', () => {
    expect(endpoints.getSmsVerifyCode.request.safeParse({ phone: ' 13800000000 ' }).data).toEqual({ phone: '13800000000' });
    expect(endpoints.getSmsVerifyCode.request.safeParse({ phone: '12345678901' }).error?.issues[0]?.message).toBe(
      'please enter a valid mobile number',
    );
    expect(endpoints.smsLogin.request.safeParse({ phone: '13800000000', code: '12345' }).error?.issues[0]?.message).toBe(
      'please enter the 6-digit code',
    );
    expect(endpoints.smsLogin.request.safeParse({ phone: '13800000000', code: '123456' }).success).toBe(true);
  });

  it('getUserPermission takes an optional id as number or text', () => {
    expect(endpoints.getUserPermission.request.parse({ userId: '7' })).toEqual({ userId: 7 });
    expect(endpoints.getUserPermission.request.parse({})).toEqual({});
    expect(endpoints.getUserPermission.request.safeParse({ userId: '-1' }).success).toBe(false);
  });
});
