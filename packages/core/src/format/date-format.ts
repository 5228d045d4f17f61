import dayjs, { type Dayjs } from 'dayjs';

/** Default date format: year-month-day hour:minute:second (spec §9). */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A point in time as the formatters accept it: Date, epoch milliseconds or a date string. */
export type DateInput = Date | number | string | null | undefined;

// A local date-time string without zone ('2024-02-30 10:00') that dayjs would roll over.
const localDatePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * Reads a point in time: a Date, epoch milliseconds, or an ISO 8601 / 'YYYY-MM-DD HH:mm:ss'
 * string (local time when it carries no zone). Undefined when missing or invalid, including
 * impossible calendar dates such as '2024-02-30'.
 */
export function toDayjs(value: DateInput): Dayjs | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const text = typeof value === 'string' ? value.trim() : undefined;
  const parsed = dayjs(text ?? value);
  if (!parsed.isValid()) return undefined;
  const local = text === undefined ? null : localDatePattern.exec(text);
  if (local && !isRealDateTime(local)) return undefined;
  return parsed;
}

// Checked on the numbers, not by round-tripping through local time, so that a wall-clock time
// skipped by a daylight-saving change is still accepted.
function isRealDateTime([, y, mo, d, h = '0', mi = '0', s = '0']: RegExpExecArray): boolean {
  const month = Number(mo);
  const daysInMonth = new Date(Date.UTC(Number(y), month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && Number(d) >= 1 && Number(d) <= daysInMonth && Number(h) <= 23 && Number(mi) <= 59 && Number(s) <= 59;
}

/** Formats a point in time with dayjs tokens (default DEFAULT_DATE_FORMAT); invalid gives ''. */
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  return toDayjs(value)?.format(format) ?? '';
}
