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
