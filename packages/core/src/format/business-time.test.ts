import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  businessDayOf,
  businessDayRange,
  DEFAULT_BUSINESS_TIME_ZONE,
  getBusinessTimeZone,
  instantOfWallTime,
  isTimeZone,
  prepareTimeZone,
  setBusinessTimeZone,
  zoneOffsetMs,
} from './business-time';
import { formatDate } from './date-format';

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

describe('the business time zone', () => {
  it('is Asia/Shanghai unless set', () => {
    expect(getBusinessTimeZone()).toBe('Asia/Shanghai');
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1))).toBe(8 * 3_600_000);
  });

  it('refuses a zone the runtime does not know and keeps the current one', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => setBusinessTimeZone('Mars/Olympus')).toThrow('unknown time zone "Mars/Olympus"');
    expect(getBusinessTimeZone()).toBe('Asia/Shanghai');
  });

  it('knows a canonical zone without making a date formatter, and aliases through one', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(isTimeZone('America/Lima')).toBe(true);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    for (const alias of ['UTC', 'Etc/UTC', 'US/Pacific', 'Asia/Chongqing']) expect(isTimeZone(alias)).toBe(true);
  });

  it('gives a business day its first and last millisecond', () => {
    expect(businessDayRange('2026-03-01')).toEqual({ start: Date.UTC(2026, 1, 28, 16), end: Date.UTC(2026, 2, 1, 16) - 1 });
    expect(businessDayOf(Date.UTC(2026, 1, 28, 16))).toBe('2026-03-01');
    expect(businessDayOf(Date.UTC(2026, 1, 28, 15, 59, 59, 999))).toBe('2026-02-28');
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', 'today', '']) expect(businessDayRange(bad)).toBeUndefined();
  });

  it('follows daylight saving in a zone that has it: a day of 23 hours', () => {
    setBusinessTimeZone('Europe/Paris');
    const day = businessDayRange('2026-03-29');
    expect(day && day.end + 1 - day.start).toBe(23 * 3_600_000);
    expect(formatDate(day?.start)).toBe('2026-03-29 00:00:00');
    expect(instantOfWallTime({ year: 2026, month: 7, day: 1, hour: 12, minute: 0, second: 0 })).toBe(Date.UTC(2026, 6, 1, 10));
  });

  it('makes the date formatter of a zone ahead of time; offsets read later, across a daylight-saving change, need no other', () => {
    setBusinessTimeZone('Europe/Lisbon');
    prepareTimeZone();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    // Lisbon moves from UTC+0 to UTC+1 at 01:00 UTC on 29 March 2026.
    expect(zoneOffsetMs(Date.UTC(2026, 2, 29, 0, 59, 59))).toBe(0);
    expect(zoneOffsetMs(Date.UTC(2026, 2, 29, 1))).toBe(3_600_000);
    expect(formatDate(Date.UTC(2026, 2, 29, 1))).toBe('2026-03-29 02:00:00');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('formats instants in the zone that is set', () => {
    const instant = Date.UTC(2026, 0, 1, 20, 30);
    expect(formatDate(instant)).toBe('2026-01-02 04:30:00');
    setBusinessTimeZone('UTC');
    expect(formatDate(instant)).toBe('2026-01-01 20:30:00');
  });
});
