/**
 * The platform's one business time zone (default Asia/Shanghai): the zone in which a day begins
 * and ends for every filter, chart and export, and in which every face shows times, whatever
 * zone the machine running the face is in. The server takes it from CAREOPS_TIME_ZONE and tells
 * the clients (healthz and the user's info); clients set it before they read or show a date.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai';

let businessZone = DEFAULT_BUSINESS_TIME_ZONE;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

let canonicalZones: ReadonlySet<string> | undefined;

/** Whether `name` is an IANA time zone this runtime knows ('Asia/Shanghai', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '') return false;
  // The runtime's list of canonical zones answers most names for ~1 ms; a first date formatter
  // loads the locale data (~10 ms), which a command that prints no date never needs (the CLI
  // checks the profile's zone at every start). Aliases and 'UTC' are not in the list: the
  // formatter decides those.
  canonicalZones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (canonicalZones.has(name)) return true;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** Makes `zone` the business time zone; a name the runtime does not know is refused (RangeError). */
export function setBusinessTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new RangeError(`unknown time zone "${zone}"`);
  businessZone = zone;
}

export function getBusinessTimeZone(): string {
  return businessZone;
}

/** The wall-clock parts of an instant in a zone (month 1–12). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** The wall clock of `ms` in the business zone (or `zone`). */
export function wallTimeOf(ms: number, zone: string = businessZone): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: ((ms % 1000) + 1000) % 1000,
  };
}

/**
 * Makes the business zone's (or `zone`'s) date formatter now. The runtime's first date formatter
 * loads its locale and zone data (tens of ms on a phone); a face calls this when it is idle, so
 * that cost is not part of the first render that shows a date.
 */
export function prepareTimeZone(zone: string = businessZone): void {
  formatterOf(zone);
}

// Every zone in use is offset from UTC by whole quarter hours, so an offset holds for its quarter
// hour; lists and exports format many times of the same hours.
const QUARTER_MS = 900_000;
const OFFSET_CACHE_LIMIT = 4_096;
const offsets = new Map<string, number>();

/** How far the zone's wall clock is ahead of UTC at the instant `ms`, in ms (+8 h for Shanghai). */
export function zoneOffsetMs(ms: number, zone: string = businessZone): number {
  const quarter = Math.floor(ms / QUARTER_MS) * QUARTER_MS;
  const key = `${zone} ${quarter}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const wall = wallTimeOf(quarter, zone);
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - quarter;
  if (offsets.size >= OFFSET_CACHE_LIMIT) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * The instant a wall-clock time of the business zone (or `zone`) stands for. A time skipped by
 * a daylight-saving change reads as the same clock time before the change.
 */
export function instantOfWallTime(wall: Omit<WallTime, 'millisecond'> & { millisecond?: number }, zone: string = businessZone): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond ?? 0);
  const first = asUtc - zoneOffsetMs(asUtc, zone);
  const second = asUtc - zoneOffsetMs(first, zone);
  return second;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The business day of an instant, 'YYYY-MM-DD'. */
export function businessDayOf(ms: number, zone: string = businessZone): string {
  const { year, month, day } = wallTimeOf(ms, zone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The first and last millisecond of a business day 'YYYY-MM-DD' (both inclusive, as list
 * filters take them); undefined for anything that is not a real calendar day.
 */
export function businessDayRange(day: string, zone: string = businessZone): { start: number; end: number } | undefined {
  const match = DAY_PATTERN.exec(day.trim());
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth) return undefined;
  const start = instantOfWallTime({ year, month, day: date, hour: 0, minute: 0, second: 0 }, zone);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  const end = instantOfWallTime({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0, second: 0 }, zone) - 1;
  return { start, end };
}
