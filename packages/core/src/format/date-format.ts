import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { instantOfWallTime, zoneOffsetMs } from './business-time';

dayjs.extend(utc);

/** Default date format: year-month-day hour:minute:second (spec §9). */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A point in time as the formatters accept it: Date, epoch milliseconds or a date string. */
export type DateInput = Date | number | string | null | undefined;

// A local date-time string without zone ('2024-02-30 10:00') that dayjs would roll over.
const localDatePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?$/;

/**
 * Reads a point in time as epoch ms: a Date, epoch milliseconds, or an ISO 8601 /
 * 'YYYY-MM-DD HH:mm:ss' string. A string without a zone is a wall-clock time of the business
 * time zone (business-time.ts), whatever zone this machine is in, so the same text means the
 * same instant in every face. Undefined when missing or invalid, including impossible calendar
 * dates such as '2024-02-30'.
 */
export function toInstant(value: DateInput): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  const wall = localDatePattern.exec(text);
  if (wall) {
    if (!isRealDateTime(wall)) return undefined;
    const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = ''] = wall;
    const millisecond = Number(fraction.slice(0, 3).padEnd(3, '0'));
    return instantOfWallTime({ year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s), millisecond });
  }
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.valueOf() : undefined;
}

/** The same point in time as a Dayjs (for arithmetic); undefined when missing or invalid. */
export function toDayjs(value: DateInput): Dayjs | undefined {
  const ms = toInstant(value);
  return ms === undefined ? undefined : dayjs(ms);
}

// Checked on the numbers, not by round-tripping through local time, so that a wall-clock time
// skipped by a daylight-saving change is still accepted.
function isRealDateTime([, y, mo, d, h = '0', mi = '0', s = '0']: RegExpExecArray): boolean {
  const month = Number(mo);
  const daysInMonth = new Date(Date.UTC(Number(y), month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && Number(d) >= 1 && Number(d) <= daysInMonth && Number(h) <= 23 && Number(mi) <= 59 && Number(s) <= 59;
}

/**
 * Formats a point in time with dayjs tokens (default DEFAULT_DATE_FORMAT) as the business time
 * zone's wall clock shows it; invalid gives ''.
 */
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  const ms = toInstant(value);
  return ms === undefined ? '' : dayjs.utc(ms + zoneOffsetMs(ms)).format(format);
}
