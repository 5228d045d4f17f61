import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en';
import { getLocale, registerCatalogue, setLocale, t } from './translate';

afterEach(() => setLocale('en'));

describe('t', () => {
  it('answers in English by default', () => {
    expect(getLocale()).toBe('en');
    expect(t('error.sessionExpired')).toBe('your login has expired, please log in again');
  });

  it('fills {name} placeholders and leaves unknown ones alone', () => {
    expect(t('error.http.other', { status: 418 })).toBe('connection error 418');
    expect(t('error.invalidField', { field: 'phone', problem: 'too short' })).toBe('phone: too short');
    expect(t('error.invalidField', { field: 'phone' })).toBe('phone: {problem}');
    expect(t('validate.passwordMin', { min: 4 })).toBe('at least 4 characters');
    expect(t('validate.passwordMin')).toBe('at least {min} characters');
  });

  it('inserts parameter values literally, even with $ patterns', () => {
    expect(t('error.notFound', { what: 'order $& $1' })).toBe('order $& $1 not found');
  });

  it('switches language and falls back to English for missing keys', () => {
    registerCatalogue('fr-test', { 'common.cancelled': 'annulé', 'time.minutesAgo': 'il y a {n} minutes' });
    setLocale('fr-test');
    expect(getLocale()).toBe('fr-test');
    expect(t('common.cancelled')).toBe('annulé');
    expect(t('time.minutesAgo', { n: 3 })).toBe('il y a 3 minutes');
    expect(t('common.confirm')).toBe(en['common.confirm']);
  });

  it('refuses an unregistered language and keeps the current one', () => {
    expect(() => setLocale('xx-none')).toThrow('no message catalogue for locale "xx-none"');
    expect(getLocale()).toBe('en');
  });
});

describe('plural choices', () => {
  it('picks the form by the language’s plural rules, # standing for the number', () => {
    expect(t('keyboard.result.rows', { count: 1 })).toBe('1 row');
    expect(t('keyboard.result.rows', { count: 0 })).toBe('0 rows');
    expect(t('web.system.sessions.ended', { count: 3 })).toBe('3 sessions ended');
    expect(t('keyboard.result.rows')).toBe('{count, plural, one {# row} other {# rows}}');
  });

  it('falls back to other when the language has no such form, and takes an exact =n form first', () => {
    registerCatalogue('plural-test', { 'keyboard.result.rows': '{count, plural, =0 {nothing} other {# lignes}}' });
    setLocale('plural-test');
    expect(t('keyboard.result.rows', { count: 0 })).toBe('nothing');
    expect(t('keyboard.result.rows', { count: 1 })).toBe('1 lignes');
  });
});
