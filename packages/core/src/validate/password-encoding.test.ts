import { describe, expect, it } from 'vitest';
import { CareOpsError } from '../contract/careops-error';
import { decodeSubmittedPassword, preparePasswordForSubmit, stripEmoji } from './password-encoding';

describe('stripEmoji', () => {
  it.each([
    ['pass😀word', 'password'],
    ['a👍🏽b', 'ab'],
    ['x👨‍👩‍👧y', 'xy'],
    ['flag🇨🇳!', 'flag!'],
    ['heart❤️', 'heart'],
    ['plain-123', 'plain-123'],
    ['密码#1', '密码#1'],
    ['broken\uD83D', 'broken'],
  ])('%j -> %j', (input, output) => {
    expect(stripEmoji(input)).toBe(output);
  });
});

describe('preparePasswordForSubmit / decodeSubmittedPassword', () => {
  it('trims, strips emoji and percent-encodes', () => {
    expect(preparePasswordForSubmit('  abc😀d  ')).toBe('abcd');
    expect(preparePasswordForSubmit('a b&c=d%e+f')).toBe('a%20b%26c%3Dd%25e%2Bf');
    expect(preparePasswordForSubmit('密码')).toBe('%E5%AF%86%E7%A0%81');
  });

  it('round-trips through the server decoder', () => {
    for (const value of ['Admin-pass-1234', 'a b&c=d%e+f', '密码#?/', "quote'\"<>"]) {
      expect(decodeSubmittedPassword(preparePasswordForSubmit(value))).toBe(value.trim());
    }
  });

  it('rejects malformed encoding with invalidInput naming the field', () => {
    let error: unknown;
    try {
      decodeSubmittedPassword('abc%E5%AF', 'oldPassword');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CareOpsError);
    const e = error as CareOpsError;
    expect(e.code).toBe('invalidInput');
    expect(e.resultcode).toBe(101);
    expect(e.field).toBe('oldPassword');
    expect(e.message).toBe('the oldPassword is not correctly encoded');
    expect(() => decodeSubmittedPassword('%zz')).toThrow('the password is not correctly encoded');
  });
});
