import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN, validatePasswordForm } from './password-form';
import { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN } from './password-policy';

const strong = 'Tidal-lamp-48-orbit';
const ok = { oldPassword: 'old-pass', password: strong, checkPassZ: strong };

describe('validatePasswordForm (spec §5 texts, ASVS lengths for the new password)', () => {
  it('has the limits', () => {
    expect(PASSWORD_MIN).toBe(4);
    expect(PASSWORD_MAX).toBe(128);
    expect(NEW_PASSWORD_MIN).toBe(12);
    expect(NEW_PASSWORD_MAX).toBe(128);
  });

  it('accepts a valid form', () => {
    expect(validatePasswordForm(ok)).toEqual({});
  });

  it('requires all three with the spec texts', () => {
    const required = { oldPassword: 'please enter old password', password: 'please enter new password', checkPassZ: 'please enter new password again' };
    expect(validatePasswordForm({ oldPassword: '', password: '', checkPassZ: '' })).toEqual(required);
    expect(validatePasswordForm({})).toEqual(required);
  });

  it('needs 12 characters in a new password, none in the old one', () => {
    const eleven = 'Tidal-lamp4';
    expect(validatePasswordForm({ ...ok, password: eleven, checkPassZ: eleven })).toEqual({ password: 'at least 12 characters' });
    expect(validatePasswordForm({ ...ok, oldPassword: 'abc' })).toEqual({});
  });

  it('allows 128 characters in all three inputs, not 129', () => {
    const p128 = `${strong}${'x7'.repeat(60)}`.slice(0, 128);
    const p129 = `${p128}y`;
    expect(validatePasswordForm({ oldPassword: p128, password: p128, checkPassZ: p128 })).toEqual({});
    expect(validatePasswordForm({ oldPassword: p129, password: p129, checkPassZ: p129 })).toEqual({
      oldPassword: 'at most 128 characters',
      password: 'at most 128 characters',
    });
  });

  it('refuses common and predictable passwords', () => {
    for (const weak of ['password1234', 'Qwertyuiop123', 'aaaaaaaaaaaa', 'abcabcabcabc', '123456789012', '987654321098', 'abcdefghijkl']) {
      expect(validatePasswordForm({ ...ok, password: weak, checkPassZ: weak }).password, weak).toBe('this password is too common or too easy to guess, choose another');
    }
  });

  it('reports a mismatch with the spec text', () => {
    expect(validatePasswordForm({ ...ok, checkPassZ: `${strong}!` })).toEqual({ checkPassZ: 'the two entries do not match' });
  });

  it('measures what is submitted: trimmed and emoji-stripped', () => {
    expect(validatePasswordForm({ ...ok, password: '  ab-cd-ef-gh  ', checkPassZ: '  ab-cd-ef-gh  ' }).password).toBe('at least 12 characters');
    expect(validatePasswordForm({ ...ok, password: 'ab-cd-ef-g😀😀', checkPassZ: 'ab-cd-ef-g😀😀' }).password).toBe('at least 12 characters');
    expect(validatePasswordForm({ ...ok, oldPassword: '   ' }).oldPassword).toBe('please enter old password');
    expect(validatePasswordForm({ ...ok, password: ` ${strong} `, checkPassZ: strong })).toEqual({});
  });

  it('counts characters, not UTF-16 units', () => {
    const chinese = '护理密码安全长度足够十二'; // 12 characters
    expect(validatePasswordForm({ oldPassword: chinese, password: chinese, checkPassZ: chinese })).toEqual({});
  });
});
