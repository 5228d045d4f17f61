const HOUR = 3_600_000;
/** Phones remembered at most (the oldest is forgotten first); the per-address rate limit bounds how fast they come. */
const KEPT = 10_000;

/**
 * When codes were "sent" to phones that belong to no enabled staff, kept in memory only: such a
 * phone gets the same answers and limits as a known one (so the endpoint reveals no accounts)
 * without a database row per request.
 */
export class UnknownPhones {
  private readonly sent = new Map<string, number[]>();
  /** A moving average of how long a known phone's request takes to store and send its code, in ms. */
  private knownMs = 5;

  /** Records how long a known phone's request took. */
  timeKnown(ms: number): void {
    this.knownMs = this.knownMs * 0.9 + Math.min(ms, 1000) * 0.1;
  }

  /**
   * Waits about as long as a known phone's request takes (its stored code is written to disk
   * before the answer), so the answer's timing does not tell the two apart either.
   */
  async padLikeKnown(): Promise<void> {
    const ms = this.knownMs * (0.8 + Math.random() * 0.4);
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** The times within the hour, newest first. */
  sentAt(phone: string, now = Date.now()): number[] {
    return (this.sent.get(phone) ?? []).filter((at) => at > now - HOUR);
  }

  remember(phone: string, now = Date.now()): void {
    const times = [now, ...this.sentAt(phone, now)];
    this.sent.delete(phone);
    if (this.sent.size >= KEPT) {
      const oldest = this.sent.keys().next();
      if (!oldest.done) this.sent.delete(oldest.value);
    }
    this.sent.set(phone, times);
  }
}

const byServices = new WeakMap<object, UnknownPhones>();

/** The unknown phones of one server (keyed by its services object). */
export function unknownPhonesOf(services: object): UnknownPhones {
  let phones = byServices.get(services);
  if (!phones) byServices.set(services, (phones = new UnknownPhones()));
  return phones;
}
