/**
 * How big each part of the scale data set is, from the number of orders (the one knob):
 * 1,000,000 orders → 40 studios, 5,000 nurses, 200,000 members, 300,000 patients. Times are
 * laid out around an anchor (default: the start of today, UTC), so the same orders count, seed
 * and anchor always give the same rows.
 */
export interface ScalePlan {
  orders: number;
  studios: number;
  nurses: number;
  members: number;
  /** Members with an even index have a second patient: 1.5 patients per member. */
  patients: number;
  /** The newest orders, still moving through the machine (the rest are finished, cancelled or expired). */
  activeOrders: number;
  seed: number;
  anchor: number;
}

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** Orders are created over this many days before the anchor; members join over a longer span. */
export const ORDER_SPAN_DAYS = 730;
export const MEMBER_SPAN_DAYS = 900;
/** Active orders were created in the last days before the anchor. */
export const ACTIVE_SPAN_DAYS = 3;

export const DEFAULT_SCALE_SEED = 20261122;

/** The start of the UTC day of `now`. */
export const startOfUtcDay = (now: number) => Math.floor(now / DAY) * DAY;

export function scalePlan(orders: number, seed = DEFAULT_SCALE_SEED, anchor = startOfUtcDay(Date.now())): ScalePlan {
  const studios = Math.max(2, Math.min(40, Math.ceil(orders / 25_000)));
  const members = Math.max(10, Math.round(orders / 5));
  return {
    orders,
    studios,
    nurses: Math.max(studios * 8, Math.round(orders / 200)),
    members,
    patients: members + Math.ceil(members / 2),
    activeOrders: Math.min(Math.floor(orders / 2), Math.max(200, Math.ceil(orders * 0.02))),
    seed,
    anchor,
  };
}
