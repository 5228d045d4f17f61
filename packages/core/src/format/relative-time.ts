import { t } from '../i18n/translate';
import { formatDate, toDayjs, type DateInput } from './date-format';

/** Format of times older than two days (or in the future) in `formatRelativeTime`. */
export const RELATIVE_TIME_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `time` was, relative to `now` (spec §9): under 30 s "just now"; under an hour
 * whole minutes; under a day whole hours; under two days "1 day ago"; otherwise the date as
 * RELATIVE_TIME_DATE_FORMAT. Counts round down, but never below 1 ("1 minute ago" from 30 s).
 * Up to 30 s in the future counts as "just now" (clock skew); further ahead shows the date.
 * Invalid input gives ''.
 */
export function formatRelativeTime(time: DateInput, now: number = Date.now()): string {
  const then = toDayjs(time);
  if (!then) return '';
  const diff = now - then.valueOf();
  if (diff < -30 * SECOND) return formatDate(then.toDate(), RELATIVE_TIME_DATE_FORMAT);
  if (diff < 30 * SECOND) return t('time.justNow');
  if (diff < HOUR) {
    const n = Math.max(1, Math.floor(diff / MINUTE));
    return n === 1 ? t('time.oneMinuteAgo') : t('time.minutesAgo', { n });
  }
  if (diff < DAY) {
    const n = Math.floor(diff / HOUR);
    return n === 1 ? t('time.oneHourAgo') : t('time.hoursAgo', { n });
  }
  if (diff < 2 * DAY) return t('time.oneDayAgo');
  return formatDate(then.toDate(), RELATIVE_TIME_DATE_FORMAT);
}
