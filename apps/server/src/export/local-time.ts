import { wallTimeOf, zoneOffsetMs } from '@careops/core/format';
import type { ChunkWriter } from './chunk-writer';

/**
 * Fast local date-times for exports: a million rows carry two times each, too many for a date
 * library per value. Every zone in use today is offset from UTC by whole quarter hours, so the
 * local calendar of a quarter hour is computed once (with Date) and cached; the minutes and
 * seconds within it are arithmetic. Local = the business time zone (core's business-time.ts),
 * as everywhere else, whatever zone the server's machine is in.
 */
const QUARTER = 900_000;
// Small: a million rows over a year touch ~35,000 quarters each of two times; kept whole, their texts held ~15 MB.
const CACHE_LIMIT = 4_096;

interface Quarter {
  /** 'YYYY-MM-DD HH:' */
  prefix: string;
  /** The local minute the quarter starts at (0, 15, 30, 45). */
  minute: number;
  /** The local time's offset from UTC in ms (local = utc + offset). */
  offset: number;
}

/** '00'…'59', made once. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const pad2 = (n: number) => TWO_DIGITS[n] ?? String(n).padStart(2, '0');

export function localTimeFormatter() {
  const cache = new Map<number, Quarter>();
  // Exports walk times in order, so the quarter of the last call is usually the next one's too.
  let lastKey = NaN;
  let last: Quarter | undefined;
  const quarterOf = (ms: number): Quarter => {
    const key = Math.floor(ms / QUARTER);
    if (key === lastKey && last) return last;
    let quarter = cache.get(key);
    if (!quarter) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      const d = wallTimeOf(key * QUARTER);
      quarter = {
        prefix: `${d.year}-${pad2(d.month)}-${pad2(d.day)} ${pad2(d.hour)}:`,
        minute: d.minute,
        offset: zoneOffsetMs(key * QUARTER),
      };
      cache.set(key, quarter);
    }
    lastKey = key;
    last = quarter;
    return quarter;
  };
  return {
    /** 'YYYY-MM-DD HH:mm:ss' in local time (core's DEFAULT_DATE_FORMAT). */
    text(ms: number): string {
      const q = quarterOf(ms);
      const within = ms - Math.floor(ms / QUARTER) * QUARTER;
      return `${q.prefix}${pad2(q.minute + Math.floor(within / 60_000))}:${pad2(Math.floor((within % 60_000) / 1000))}`;
    },
    /** The same text, written as bytes. */
    write(ms: number, out: ChunkWriter): void {
      const q = quarterOf(ms);
      const within = ms - Math.floor(ms / QUARTER) * QUARTER;
      out.text(q.prefix);
      out.twoDigits(q.minute + Math.floor(within / 60_000));
      out.byte(58);
      out.twoDigits(Math.floor((within % 60_000) / 1000));
    },
    /** A spreadsheet date serial (days since 1899-12-30) of the local time, to the second. */
    serial(ms: number): number {
      const local = Math.floor(ms / 1000) * 1000 + quarterOf(ms).offset;
      return local / 86_400_000 + 25_569;
    },
  };
}
