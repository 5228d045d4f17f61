import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, toDayjs, toInstant } from './date-format';

// 2024-01-02 03:04:05 in the business time zone (Asia/Shanghai, UTC+8), whatever zone runs the test.
const local = new Date(Date.UTC(2024, 0, 1, 19, 4, 5));

describe('formatDate', () => {
  it('uses YYYY-MM-DD HH:mm:ss by default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDate(local)).toBe('2024-01-02 03:04:05');
  });
  it('accepts Date, epoch ms and date strings', () => {
    expect(formatDate(local.getTime())).toBe('2024-01-02 03:04:05');
    expect(formatDate('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatDate('2024-01-02T03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatDate('2024-01-02')).toBe('2024-01-02 00:00:00');
    expect(formatDate('2024-01-02T03:04:05.000Z')).toBe('2024-01-02 11:04:05');
    expect(formatDate('2024-01-02T03:04:05+08:00')).toBe('2024-01-02 03:04:05');
  });
  it('takes another format', () => {
    expect(formatDate(local, 'YYYY/MM/DD')).toBe('2024/01/02');
    expect(formatDate(local, 'HH:mm')).toBe('03:04');
  });
  it.each([null, undefined, '', '   ', 'not a date', NaN, Infinity, new Date('x'), '2024-02-30', '2023-02-29 10:00', '2024-13-01', '2024-01-01 25:00', '2024-01-00', '2024-04-31', '2024-01-01 10:60', '2024-01-01 10:00:60'])(
    'invalid %j -> empty',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(toDayjs(value)).toBeUndefined();
    },
  );
  it('accepts leap days that exist', () => {
    expect(formatDate('2024-02-29 10:00')).toBe('2024-02-29 10:00:00');
    expect(formatDate('2024-12-31 23:59:59.999')).toBe('2024-12-31 23:59:59');
  });
  it('reads a time without a zone as the business zone\'s wall clock, not this machine\'s', () => {
    expect(toInstant('2024-01-02 03:04:05')).toBe(local.getTime());
    expect(toInstant('2024-01-02')).toBe(Date.UTC(2024, 0, 1, 16));
    expect(toInstant('2024-01-02 03:04:05.250')).toBe(local.getTime() + 250);
  });
  it('accepts a wall-clock time skipped by daylight saving (regression: strict check on local time)', () => {
    expect(formatDate('2024-03-10 02:30', 'YYYY-MM-DD')).toBe('2024-03-10');
    expect(formatDate('2024-03-31 02:30', 'YYYY-MM-DD')).toBe('2024-03-31');
  });
});
