import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN, validatePasswordForm } from './password-form';

const ok = { oldPassword: 'old-pass', password: 'abcd', checkPassZ: 'abcd' };

describe('validatePasswordForm (spec §5)', () => {
  it('has the spec limits', () => {
    expect(PASSWORD_MIN).toBe(4);
    expect(PASSWORD_MAX).toBe(16);
  });

  it('accepts a valid form', () => {
    expect(validatePasswordForm(ok)).toEqual({});
  });

  it('requires all three with the spec texts', () => {
    expect(validatePasswordForm({ oldPassword: '', password: '', checkPassZ: '' })).toEqual({
      oldPassword: 'please enter old password',
      password: 'please enter new password',
      checkPassZ: 'please enter new password again',
    });
    expect(validatePasswordForm({})).toEqual({
      oldPassword: 'please enter old password',
      password: 'please enter new password',
      checkPassZ: 'please enter new password again',
    });
  });

  it('enforces the minimum of 4 on the new password and the confirmation', () => {
    expect(validatePasswordForm({ ...ok, password: 'abc', checkPassZ: 'abc' })).toEqual({
      password: 'at least 4 characters',
      checkPassZ: 'at least 4 characters',
    });
    expect(validatePasswordForm({ ...ok, oldPassword: 'abc' })).toEqual({});
  });

  it('enforces the maximum of 16 on all three inputs', () => {
    const p16 = 'a'.repeat(16);
    const p17 = 'a'.repeat(17);
    expect(validatePasswordForm({ oldPassword: p16, password: p16, checkPassZ: p16 })).toEqual({});
    expect(validatePasswordForm({ oldPassword: p17, password: p17, checkPassZ: p17 })).toEqual({
      oldPassword: 'at most 16 characters',
      password: 'at most 16 characters',
      checkPassZ: 'at most 16 characters',
    });
  });

  it('reports a mismatch with the spec text', () => {
    expect(validatePasswordForm({ ...ok, checkPassZ: 'abce' })).toEqual({ checkPassZ: 'the two entries do not match' });
  });

  it('measures what is submitted: trimmed and emoji-stripped', () => {
    expect(validatePasswordForm({ ...ok, password: '  ab  ', checkPassZ: '  ab  ' })).toEqual({
      password: 'at least 4 characters',
      checkPassZ: 'at least 4 characters',
    });
    expect(validatePasswordForm({ ...ok, password: 'ab😀😀', checkPassZ: 'ab😀😀' }).password).toBe('at least 4 characters');
    expect(validatePasswordForm({ ...ok, oldPassword: '   ' }).oldPassword).toBe('please enter old password');
    expect(validatePasswordForm({ ...ok, password: ` ${'a'.repeat(16)} `, checkPassZ: 'a'.repeat(16) })).toEqual({});
    expect(validatePasswordForm({ ...ok, password: 'abcd', checkPassZ: ' abcd ' })).toEqual({});
  });

  it('counts characters, not UTF-16 units', () => {
    const chinese = '密码密码密码密码密码密码密码密码'; // 16 characters
    expect(validatePasswordForm({ oldPassword: chinese, password: chinese, checkPassZ: chinese })).toEqual({});
  });
});
