import { describe, expect, it } from 'vitest';
import { ResultCode, isSuccessCode } from './result-codes';

describe('isSuccessCode', () => {
  it.each([1, 200, '1', '200'])('accepts %j', (code) => {
    expect(isSuccessCode(code)).toBe(true);
  });
  it.each([0, 2, 103, 105, 106, 500, '0', '01', ' 1', '200 ', '1.0', 'ok', true, null, undefined, {}, [1], NaN])(
    'rejects %j',
    (code) => {
      expect(isSuccessCode(code)).toBe(false);
    },
  );
});

describe('ResultCode', () => {
  it('has the spec codes and ours, all distinct', () => {
    expect(ResultCode).toEqual({
      ok: 1,
      invalidInput: 101,
      notFound: 102,
      sessionExpired: 103,
      staleVersion: 104,
      accountDisabled: 105,
      permissionDenied: 106,
      captchaRequired: 107,
      tooManyAttempts: 108,
      wrongCredentials: 109,
      smsCodeWrong: 110,
      internal: 500,
    });
    expect(new Set(Object.values(ResultCode)).size).toBe(Object.keys(ResultCode).length);
  });
});
