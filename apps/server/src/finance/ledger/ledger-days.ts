import { businessDayStart } from '../../home/order-day-counts';

const HOUR_MS = 3_600_000;

/** The business day written YYYY-MM-DD as [start, end) epoch ms (the next day's start). */
export function dayRange(day: string): { start: number; end: number } {
  // Noon UTC of that date lies inside the business day of that date in every zone within ±11 h.
  const noon = Date.parse(`${day}T12:00:00Z`);
  const start = businessDayStart(noon);
  return { start, end: businessDayStart(start + 25 * HOUR_MS) };
}
