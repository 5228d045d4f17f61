import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalogue, setLocale } from '../i18n/translate';
import { RELATIVE_TIME_DATE_FORMAT, formatRelativeTime } from './relative-time';

// 2024-06-15 12:00 in the business time zone (Asia/Shanghai), whatever zone runs the test.
const now = Date.parse('2024-06-15T12:00:00+08:00');
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const ago = (ms: number) => formatRelativeTime(now - ms, now);

afterEach(() => setLocale('en'));

describe('formatRelativeTime (spec §9)', () => {
  it('under 30 s is "just now"', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(29 * s)).toBe('just now');
    expect(ago(29_999)).toBe('just now');
  });
  it('30 s up to an hour counts minutes', () => {
    expect(ago(30 * s)).toBe('1 minute ago');
    expect(ago(119 * s)).toBe('1 minute ago');
    expect(ago(2 * min)).toBe('2 minutes ago');
    expect(ago(59 * min)).toBe('59 minutes ago');
    expect(ago(60 * min - 1)).toBe('59 minutes ago');
  });
  it('an hour up to a day counts hours', () => {
    expect(ago(60 * min)).toBe('1 hour ago');
    expect(ago(2 * h)).toBe('2 hours ago');
    expect(ago(23 * h)).toBe('23 hours ago');
    expect(ago(24 * h - 1)).toBe('23 hours ago');
  });
  it('a day up to two days is "1 day ago"', () => {
    expect(ago(24 * h)).toBe('1 day ago');
    expect(ago(47 * h)).toBe('1 day ago');
    expect(ago(48 * h - 1)).toBe('1 day ago');
  });
  it('two days and more shows the date as YYYY-MM-DD HH:mm', () => {
    expect(RELATIVE_TIME_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm');
    expect(ago(48 * h)).toBe('2024-06-13 12:00');
    expect(formatRelativeTime(new Date('2023-12-31T08:05:59+08:00'), now)).toBe('2023-12-31 08:05');
  });
  it('accepts Date, epoch ms and strings; invalid gives empty', () => {
    expect(formatRelativeTime(new Date(now - 5 * min), now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2024-06-15 11:00:00', now)).toBe('1 hour ago');
    expect(formatRelativeTime('nonsense', now)).toBe('');
    expect(formatRelativeTime(null, now)).toBe('');
  });
  it('treats small clock skew as "just now" and the further future as a date', () => {
    expect(ago(-30 * s)).toBe('just now');
    expect(ago(-31 * s)).toBe('2024-06-15 12:00');
    expect(ago(-2 * h)).toBe('2024-06-15 14:00');
  });
  it('defaults now to the current time', () => {
    expect(formatRelativeTime(Date.now() - 3 * h)).toBe('3 hours ago');
  });
  it('answers in the current language, falling back to English', () => {
    registerCatalogue('test-rt', { 'time.minutesAgo': 'il y a {n} minutes' });
    setLocale('test-rt');
    expect(ago(5 * min)).toBe('il y a 5 minutes');
    expect(ago(5 * h)).toBe('5 hours ago');
  });
});
